import { user } from '@bazaar/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_IP: '8', LOGIN_WINDOW_SECONDS: '600' },
  });
});
afterAll(() => t?.close());

const login = (account: string, password: string, ip = '10.0.0.1') =>
  t.call(user.login, { body: { account, password }, ip });

describe('login rate limits (PostgreSQL counters)', () => {
  it('refuses an account after too many failures, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login('buyer2', 'wrong-1', `10.1.0.${i}`)).body.msg).toBe(
        'Incorrect username or password',
      );
    }
    const locked = await login('buyer2', 'buyer123', '10.1.0.9');
    expect([locked.status, locked.body.code]).toEqual([429, 0]);
    expect(locked.body.msg).toBe('Too many requests, please try again later');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.data).toEqual({ retry_after: expect.any(Number) });
    t.clock.advanceSeconds(601);
    expect((await login('buyer2', 'buyer123', '10.1.0.10')).body.code).toBe(1);
  });

  it('forgets an account’s failures after a successful login', async () => {
    await login('merchant', 'wrong-1', '10.2.0.1');
    await login('merchant', 'wrong-2', '10.2.0.2');
    expect((await login('merchant', 'merchant123', '10.2.0.3')).body.code).toBe(1);
    await login('merchant', 'wrong-3', '10.2.0.4');
    await login('merchant', 'wrong-4', '10.2.0.5');
    expect((await login('merchant', 'merchant123', '10.2.0.6')).body.code).toBe(1);
  });

  it('counts failures per account whatever the letter case', async () => {
    await login('ADMIN', 'wrong-1', '10.3.0.1');
    await login('Admin', 'wrong-2', '10.3.0.2');
    await login('admin', 'wrong-3', '10.3.0.3');
    expect((await login('admin', 'admin123', '10.3.0.4')).status).toBe(429);
  });

  it('refuses an address after too many attempts on any accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 8; i += 1) {
      expect((await login(`user${i}`, 'whatever1', ip)).status).toBe(200);
    }
    expect((await login('buyer', 'buyer123', ip)).status).toBe(429);
    expect((await login('buyer', 'buyer123', '10.9.9.8')).body.code).toBe(1);
  });
});
