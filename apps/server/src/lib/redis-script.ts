import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Runs a Lua script with its keys and arguments; answers the script's reply. */
export type RedisScript = (
  redis: Redis,
  keys: readonly string[],
  args: readonly (string | number)[],
) => Promise<unknown>;

/**
 * A Lua script run by its digest (`EVALSHA`), not by sending its text each time; a Redis that has
 * not seen it yet (new, restarted, flushed) gets the text once (`EVAL`), which also caches it.
 * Scripts here name every key they touch in `keys` (one Redis, not a cluster: keys of one call may
 * live in different slots).
 */
export function redisScript(source: string): RedisScript {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}
