import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisScript } from '../../lib/redis-script.js';
import { batchPerTick } from '../../lib/tick-batch.js';
import type { ChatBus } from './bus.js';
import type { BindResult, Binding, ChatHub } from './hub.js';

/** How the Redis bus is set up. */
export interface RedisBusOptions {
  /** The app's Redis connection (commands and publishing); the bus opens its own subscriber. */
  readonly redis: Redis;
  /** Key and channel prefix (`<REDIS_PREFIX>chat:`). */
  readonly prefix: string;
  /** How long presence lasts without a refresh (a few heartbeats). */
  readonly presenceTtlMs: number;
  readonly logger: FastifyBaseLogger;
  /** How long a bind asked of another process may take. @default 3000 */
  readonly bindTimeoutMs?: number;
}

/** The presence hooks the hub's events drive. */
export interface RedisPresence {
  /** Publishes that this process holds the socket of `clientId` (before its `init` is sent). */
  clientOpened(clientId: string): Promise<void>;
  clientClosed(clientId: string): void;
  userOffline(userId: number): void;
}

// Messages on a process's channel: pushes, a bind request, or the answer to one.
const PUSH = 'p';
const BIND = 'b';
const REPLY = 'r';

/** The processes holding each user's bound sockets (KEYS: user keys, ARGV[1]: now in ms). */
const PRESENCE_SCRIPT = redisScript(`
local out = {}
for i, key in ipairs(KEYS) do out[i] = redis.call('ZRANGEBYSCORE', key, ARGV[1], '+inf') end
return out
`);

interface BindRequest {
  readonly id: string;
  readonly clientId: string;
  readonly binding: Binding;
  readonly replyTo: string;
}

/**
 * The chat bus over Redis, for several server processes. Each process has a random id and a channel
 * (`<prefix>proc:<id>`). Presence lives in Redis: `<prefix>client:<client id>` names the process
 * holding a socket, and the sorted set `<prefix>user:<user id>` the processes holding a user's bound
 * sockets (scored by when the entry expires, refreshed each heartbeat, so a crashed process drops
 * out by itself). A frame for a user is published to each of its processes (or delivered at once
 * when it is this one); a `chat/shake` that lands on another process than the socket's asks that
 * process to bind it and waits for the answer, so the user is reachable when the shake answers.
 */
export function createRedisBus(hub: ChatHub, options: RedisBusOptions): ChatBus & RedisPresence {
  const { redis, prefix, presenceTtlMs, logger } = options;
  const bindTimeoutMs = options.bindTimeoutMs ?? 3000;
  const processId = randomBytes(8).toString('hex');
  const channel = (id: string) => `${prefix}proc:${id}`;
  const clientKey = (clientId: string) => `${prefix}client:${clientId}`;
  const userKey = (userId: number) => `${prefix}user:${userId}`;
  const ownChannel = channel(processId);
  const pending = new Map<string, (result: BindResult) => void>();
  let subscriber: Redis | undefined;

  const warn = (what: string) => (error: unknown) =>
    logger.warn({ err: error }, `chat presence: ${what} failed`);
  // While Redis is away (not connected: ioredis would hold every command until it is back), this
  // process works alone: its own sockets bind and get their frames, presence waits for the next
  // heartbeat after Redis returns, and frames for users of other processes wait in PostgreSQL.
  const up = () => redis.status === 'ready';

  async function markOnline(userId: number): Promise<void> {
    const key = userKey(userId);
    await redis
      .multi()
      .zadd(key, Date.now() + presenceTtlMs, processId)
      .pexpire(key, presenceTtlMs)
      .exec();
  }

  async function bindHere(clientId: string, binding: Binding): Promise<BindResult> {
    const result = hub.bind(clientId, binding);
    if (result === 'bound' && up()) await markOnline(binding.userId).catch(warn('bind'));
    return result;
  }

  async function onBindRequest(request: BindRequest): Promise<void> {
    let result: BindResult = 'unknown';
    try {
      result = await bindHere(request.clientId, request.binding);
    } finally {
      await redis.publish(
        channel(request.replyTo),
        REPLY + JSON.stringify({ id: request.id, result }),
      );
    }
  }

  /** The processes of each user, looked up together for one turn's frames. */
  const processesOf = batchPerTick<number, readonly string[]>(async (userIds) => {
    const unique = [...new Set(userIds)];
    const reply = (await PRESENCE_SCRIPT(redis, unique.map(userKey), [Date.now()])) as string[][];
    const byUser = new Map(unique.map((userId, index) => [userId, reply[index] ?? []]));
    return userIds.map((userId) => byUser.get(userId) ?? []);
  });

  /** Publishes one turn's pushes to other processes: one message per process, in order. */
  const publishPush = batchPerTick<{ process: string; userId: number; data: string }, void>(
    async (pushes) => {
      const byProcess = new Map<string, string[]>();
      for (const { process, userId, data } of pushes) {
        const lines = byProcess.get(process) ?? [];
        lines.push(String(userId), data);
        byProcess.set(process, lines);
      }
      await Promise.all(
        [...byProcess].map(([process, lines]) =>
          redis.publish(channel(process), PUSH + lines.join('\n')),
        ),
      );
      return pushes.map(() => undefined);
    },
  );

  function onMessage(message: string): void {
    const kind = message[0];
    if (kind === PUSH) {
      const lines = message.slice(1).split('\n');
      for (let index = 0; index + 1 < lines.length; index += 2) {
        hub.deliver(Number(lines[index]), lines[index + 1] as string);
      }
    } else if (kind === BIND) {
      onBindRequest(JSON.parse(message.slice(1)) as BindRequest).catch(warn('remote bind'));
    } else if (kind === REPLY) {
      const { id, result } = JSON.parse(message.slice(1)) as { id: string; result: BindResult };
      pending.get(id)?.(result);
    }
  }

  return {
    async start() {
      subscriber = redis.duplicate();
      subscriber.on('error', warn('subscriber connection'));
      subscriber.on('message', (_channel: string, message: string) => onMessage(message));
      await subscriber.subscribe(ownChannel);
    },

    async toUser(userId, data) {
      if (!up()) {
        hub.deliver(userId, data);
        return;
      }
      const processes = await processesOf(userId);
      await Promise.all(
        processes.map(async (id) => {
          if (id === processId) hub.deliver(userId, data);
          else await publishPush({ process: id, userId, data });
        }),
      );
    },

    async bind(clientId, binding) {
      if (hub.get(clientId)) return bindHere(clientId, binding);
      if (!up()) return 'unknown';
      const holder = await redis.get(clientKey(clientId)).catch((error: unknown) => {
        warn('bind lookup')(error);
        return null;
      });
      if (!holder || holder === processId) return 'unknown';
      const request: BindRequest = {
        id: randomBytes(8).toString('hex'),
        clientId,
        binding,
        replyTo: processId,
      };
      return new Promise<BindResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(request.id);
          resolve('unknown');
        }, bindTimeoutMs);
        pending.set(request.id, (result) => {
          clearTimeout(timer);
          pending.delete(request.id);
          resolve(result);
        });
        redis.publish(channel(holder), BIND + JSON.stringify(request)).catch((error: unknown) => {
          clearTimeout(timer);
          pending.delete(request.id);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },

    async clientOpened(clientId) {
      if (!up()) return;
      await redis.set(clientKey(clientId), processId, 'PX', presenceTtlMs);
    },

    clientClosed(clientId) {
      redis.del(clientKey(clientId)).catch(warn('client close'));
    },

    userOffline(userId) {
      redis.zrem(userKey(userId), processId).catch(warn('user offline'));
    },

    async refresh(clients, userIds) {
      if (!up()) return;
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const client of clients) {
        pipeline.set(clientKey(client.id), processId, 'PX', presenceTtlMs);
      }
      for (const userId of userIds) {
        const key = userKey(userId);
        pipeline
          .zremrangebyscore(key, '-inf', now)
          .zadd(key, now + presenceTtlMs, processId)
          .pexpire(key, presenceTtlMs);
      }
      if (pipeline.length > 0) await pipeline.exec();
    },

    async close() {
      for (const resolve of pending.values()) resolve('unknown');
      pending.clear();
      if (subscriber) {
        await subscriber.quit().catch(() => subscriber?.disconnect());
        subscriber = undefined;
      }
    },
  };
}
