import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows, type Database } from '../../db/database.js';
import { unixNow, type Clock } from '../../lib/clock.js';
import { redisScript } from '../../lib/redis-script.js';
import { batchPerTick } from '../../lib/tick-batch.js';

/** The state of one rate-limit counter after a hit or a look. */
export interface RateLimitState {
  /** Hits counted in the current window. */
  readonly hits: number;
  /** Seconds until the window ends (0 when no window is open). */
  readonly retryAfter: number;
}

/**
 * Fixed-window counters shared by every server process: in Redis when `REDIS_URL` is set, else in
 * PostgreSQL (`rate_limits`). Keys name what is limited (`login:ip:1.2.3.4`).
 */
export interface RateLimiter {
  /** Counts one hit on `key`; a window of `windowSeconds` opens with the first hit. */
  hit(key: string, windowSeconds: number): Promise<RateLimitState>;
  /** The counter of `key` without counting. */
  peek(key: string): Promise<RateLimitState>;
  /** Forgets `key` (a successful login clears its account's failures). */
  reset(key: string): Promise<void>;
}

/** Counters in the `rate_limits` table; time from the injected clock. */
export function createPgRateLimiter(db: Database, clock: Clock): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const now = unixNow(clock);
      const [row] = await queryRows<{ hits: number; resettime: string | number }>(
        db,
        sql`insert into rate_limits (key, hits, resettime) values (${key}, 1, ${now + windowSeconds})
            on conflict (key) do update set
              hits = case when rate_limits.resettime <= ${now} then 1 else rate_limits.hits + 1 end,
              resettime = case when rate_limits.resettime <= ${now} then ${now + windowSeconds}
                          else rate_limits.resettime end
            returning hits, resettime`,
      );
      return {
        hits: Number(row?.hits ?? 1),
        retryAfter: Math.max(0, Number(row?.resettime ?? now) - now),
      };
    },
    async peek(key) {
      const now = unixNow(clock);
      const [row] = await queryRows<{ hits: number; resettime: string | number }>(
        db,
        sql`select hits, resettime from rate_limits where key = ${key} and resettime > ${now}`,
      );
      return row
        ? { hits: Number(row.hits), retryAfter: Number(row.resettime) - now }
        : { hits: 0, retryAfter: 0 };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

/**
 * Counters in this process's memory, for what only one process serves: chat without Redis (its
 * sockets, and so its senders, are all in this process). A PostgreSQL counter there would cost a
 * committed write per chat message. Windows that ended are swept as keys are hit.
 */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const counters = new Map<string, { hits: number; resettime: number }>();
  let nextSweep = 0;
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 60;
    for (const [key, counter] of counters) if (counter.resettime <= now) counters.delete(key);
  };
  return {
    async hit(key, windowSeconds) {
      const now = unixNow(clock);
      sweep(now);
      const current = counters.get(key);
      const counter =
        current && current.resettime > now
          ? { hits: current.hits + 1, resettime: current.resettime }
          : { hits: 1, resettime: now + windowSeconds };
      counters.set(key, counter);
      return { hits: counter.hits, retryAfter: counter.resettime - now };
    },
    async peek(key) {
      const now = unixNow(clock);
      const counter = counters.get(key);
      return counter && counter.resettime > now
        ? { hits: counter.hits, retryAfter: counter.resettime - now }
        : { hits: 0, retryAfter: 0 };
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

/**
 * For each key (its window in the same place of ARGV): increments, opens the window on the first
 * hit, and answers the count and the seconds left, flattened (`hits1, ttl1, hits2, ttl2...`).
 */
const HIT_SCRIPT = redisScript(`
local out = {}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i])
  local hits = redis.call('INCR', key)
  if hits == 1 then redis.call('EXPIRE', key, window) end
  local ttl = redis.call('TTL', key)
  if ttl < 0 then redis.call('EXPIRE', key, window); ttl = window end
  out[#out + 1] = hits
  out[#out + 1] = ttl
end
return out
`);

/**
 * Counters in Redis (atomic by a script; time is Redis's own), under `prefix` (tests give each run
 * its own). The hits of one turn of the event loop go to Redis as one script call (every chat
 * frame that arrived together, say), in the order they were made.
 */
export function createRedisRateLimiter(redis: Redis, prefix = 'bazaar:rl:'): RateLimiter {
  const name = (key: string) => `${prefix}${key}`;
  const hit = batchPerTick<{ key: string; windowSeconds: number }, RateLimitState>(async (hits) => {
    const reply = (await HIT_SCRIPT(
      redis,
      hits.map((one) => name(one.key)),
      hits.map((one) => one.windowSeconds),
    )) as number[];
    return hits.map((_, index) => ({
      hits: Number(reply[index * 2]),
      retryAfter: Math.max(0, Number(reply[index * 2 + 1])),
    }));
  });
  return {
    hit: (key, windowSeconds) => hit({ key, windowSeconds }),
    async peek(key) {
      const [hits, ttl] = await Promise.all([redis.get(name(key)), redis.ttl(name(key))]);
      return hits === null
        ? { hits: 0, retryAfter: 0 }
        : { hits: Number(hits), retryAfter: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(name(key));
    },
  };
}

/**
 * Counters in Redis while it is up, and in `fallback` while it is not (not connected, or a call
 * failed): a Redis outage neither refuses every request nor lifts the limits. Counts restart in the
 * fallback (and again in Redis when it is back, where the window may still run): for as long as
 * the outage lasts a limit may let through up to twice its count, never more.
 */
export function withRedisFallback(
  redis: Redis,
  primary: RateLimiter,
  fallback: RateLimiter,
): RateLimiter {
  const use = async <T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> => {
    // Not ready: ioredis would queue the call until it reconnects; answer from the fallback now.
    if (redis.status !== 'ready') return call(fallback);
    try {
      return await call(primary);
    } catch {
      return call(fallback);
    }
  };
  return {
    hit: (key, windowSeconds) => use((limiter) => limiter.hit(key, windowSeconds)),
    peek: (key) => use((limiter) => limiter.peek(key)),
    reset: async (key) => {
      await Promise.all([use((limiter) => limiter.reset(key)), fallback.reset(key)]);
    },
  };
}
