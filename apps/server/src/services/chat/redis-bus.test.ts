import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHub } from './hub.js';
import { createRedisBus } from './redis-bus.js';

// Included by vitest.config.ts only when REDIS_URL is set: two buses (two processes' worth) on the
// local Redis, each over a hub that records what it delivers.

/** The part of a hub the bus uses: one socket per user it holds, and what reached them. */
function recordingHub(clientIds: Record<string, number>) {
  const bound = new Map<number, string>();
  const delivered: Array<[number, string]> = [];
  const hub = {
    get: (clientId: string) => (clientId in clientIds ? { id: clientId } : undefined),
    bind(clientId: string, binding: { userId: number }) {
      if (clientIds[clientId] !== binding.userId) return 'unknown';
      bound.set(binding.userId, clientId);
      return 'bound';
    },
    deliver(userId: number, data: string) {
      if (!bound.has(userId)) return 0;
      delivered.push([userId, data]);
      return 1;
    },
    allClients: () =>
      Object.keys(clientIds)
        .map((id) => ({ id }))
        [Symbol.iterator](),
    onlineUsers: () => [...bound.keys()],
  };
  return { hub: hub as unknown as ChatHub, delivered };
}

const redis = new Redis(process.env['REDIS_URL'] as string);
const prefix = `test-${randomBytes(6).toString('hex')}:chat:`;
const warnings: unknown[] = [];
const logger = {
  warn: (...args: unknown[]) => warnings.push(args),
} as unknown as FastifyBaseLogger;
const here = recordingHub({ 'client-7': 7 });
const there = recordingHub({ 'client-8': 8, 'client-9': 9 });
const options = { redis, prefix, presenceTtlMs: 30_000, logger };
const busHere = createRedisBus(here.hub, options);
const busThere = createRedisBus(there.hub, options);
const binding = (userId: number) => ({ userId, sessionId: 1, language: 'en' as const });

beforeAll(async () => {
  await Promise.all([busHere.start(), busThere.start()]);
  await busHere.clientOpened('client-7');
  await busThere.clientOpened('client-8');
  await busThere.clientOpened('client-9');
  expect(await busHere.bind('client-7', binding(7))).toBe('bound');
  // Bound from the other bus: asked of the process that holds the socket.
  expect(await busHere.bind('client-8', binding(8))).toBe('bound');
  expect(await busThere.bind('client-9', binding(9))).toBe('bound');
});

afterAll(async () => {
  await Promise.all([busHere.close(), busThere.close()]);
  expect(warnings).toEqual([]);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the Redis chat bus', () => {
  it('delivers the frames sent together to users of both processes, each once and in order', async () => {
    const frames = Array.from({ length: 60 }, (_, index) => ({
      userId: [7, 8, 9][index % 3] as number,
      data: `{"n":${index}}`,
    }));
    await Promise.all(frames.map(({ userId, data }) => busHere.toUser(userId, data)));
    await until(() => there.delivered.length === 40);
    expect(here.delivered).toEqual(
      frames.filter((frame) => frame.userId === 7).map((frame) => [7, frame.data]),
    );
    for (const userId of [8, 9]) {
      expect(there.delivered.filter(([id]) => id === userId)).toEqual(
        frames.filter((frame) => frame.userId === userId).map((frame) => [userId, frame.data]),
      );
    }
  });

  it('carries a frame with escaped newlines and quotes whole', async () => {
    const data = JSON.stringify({ text: 'two\nlines and "quotes"' });
    await busHere.toUser(8, data);
    await until(() => there.delivered.at(-1)?.[1] === data);
    expect(there.delivered.at(-1)).toEqual([8, data]);
  });

  it('reaches nobody for a user no process holds', async () => {
    const before = here.delivered.length + there.delivered.length;
    await busThere.toUser(99, '{"n":"nobody"}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(here.delivered.length + there.delivered.length).toBe(before);
  });
});
