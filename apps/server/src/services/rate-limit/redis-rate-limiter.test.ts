import { randomBytes } from 'node:crypto';
import { user } from '@bazaar/api/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createRedisRateLimiter } from './rate-limiter.js';

// Included by vitest.config.ts only when REDIS_URL is set.
const redis = new Redis(process.env['REDIS_URL'] as string);
const prefix = `bazaar:test:${randomBytes(6).toString('hex')}:`;
const limiter = createRedisRateLimiter(redis, prefix);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_FAILURES: '2', LOGIN_MAX_PER_IP: '100' },
    app: { rateLimiter: limiter },
  });
});
afterAll(async () => {
  await t?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('the Redis rate limiter', () => {
  it('counts hits in a window that opens with the first hit', async () => {
    expect(await limiter.peek('a')).toEqual({ hits: 0, retryAfter: 0 });
    expect(await limiter.hit('a', 60)).toEqual({ hits: 1, retryAfter: 60 });
    const second = await limiter.hit('a', 60);
    expect(second.hits).toBe(2);
    expect(second.retryAfter).toBeGreaterThan(58);
    expect((await limiter.peek('a')).hits).toBe(2);
    expect((await limiter.peek('b')).hits).toBe(0);
  });

  it('counts hits made together in one script call, in the order they were made', async () => {
    const states = await Promise.all([
      limiter.hit('together', 60),
      limiter.hit('together', 60),
      limiter.hit('apart', 30),
      limiter.hit('together', 60),
    ]);
    expect(states.map((state) => state.hits)).toEqual([1, 2, 1, 3]);
    expect(states[2]?.retryAfter).toBeLessThanOrEqual(30);
    expect(states[3]?.retryAfter).toBeGreaterThan(30);
  });

  it('counts on a Redis that forgot the script (restarted, flushed): it sends it again', async () => {
    await limiter.hit('flushed', 60);
    await redis.script('FLUSH');
    expect((await limiter.hit('flushed', 60)).hits).toBe(2);
    expect((await limiter.hit('flushed', 60)).hits).toBe(3);
  });

  it('forgets a key on reset and when the window ends', async () => {
    await limiter.hit('c', 60);
    await limiter.reset('c');
    expect((await limiter.peek('c')).hits).toBe(0);
    await limiter.hit('d', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.peek('d')).hits).toBe(0);
  });

  it('limits logins through Redis', async () => {
    for (let i = 0; i < 2; i += 1) {
      await t.call(user.login, { body: { account: 'buyer', password: 'wrong-1' } });
    }
    const refused = await t.call(user.login, { body: { account: 'buyer', password: 'buyer123' } });
    expect(refused.status).toBe(429);
    expect(await redis.exists(`${prefix}login:account:buyer`)).toBe(1);
  });
});
