import { randomBytes } from 'node:crypto';
import { chat, user } from '@bazaar/api/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from './test/chat-client.js';
import { userIdOf } from './test/finance.js';
import { createTestApp, type DemoUsername, type TestApp } from './test/harness.js';
import { startOwnRedis, type OwnRedis } from './test/own-services.js';

/**
 * Redis stopped and started again under a running server (issue 16), on a `redis-server` of this
 * test's own (a free port), so stopping it disturbs nothing else: while Redis is away chat keeps
 * working within the process (its sockets open, bind and get their messages), rate limits still
 * hold (counted in PostgreSQL meanwhile), no request fails; once Redis is back the server
 * reconnects by itself and counts and publishes there again. Included with the other Redis tests
 * (`REDIS_URL` set, as in CI).
 */

let own: OwnRedis;
let redis: Redis;
let t: TestApp;
let url: string;
const prefix = `outage-${randomBytes(4).toString('hex')}:`;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  own = await startOwnRedis();
  // As the server connects (src/server.ts), retrying forever in the background.
  redis = new Redis(own.url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  redis.on('error', () => undefined);
  t = await createTestApp({
    redis,
    env: { REDIS_PREFIX: prefix, LOGIN_MAX_PER_IP: '3', LOGIN_MAX_FAILURES: '1000' },
    app: { chat: { pingIntervalMs: 400 } },
  });
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await t?.close();
  redis?.disconnect();
  await own?.destroy();
});

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens a socket for `name` and binds it with `chat/shake`. */
async function online(name: DemoUsername, token: string): Promise<TestSocket> {
  const { socket, clientId } = await TestSocket.connect(url);
  sockets.push(socket);
  const shake = await t.call(chat.shake, { token, body: { client_id: clientId } });
  expect([shake.status, shake.body.code], `${name}'s shake: ${shake.body.msg}`).toEqual([200, 1]);
  return socket;
}

/** Sends a text from `token` to `to` and waits for it on `socket`. */
async function delivered(token: string, to: number, socket: TestSocket, text: string) {
  const sent = await t.call(chat.send, {
    token,
    body: { to_id: to, message: { type: 'text', content: { text } } },
  });
  expect([sent.status, sent.body.code], sent.body.msg).toEqual([200, 1]);
  const frame = await socket.next(
    (candidate) =>
      candidate.type === 'chat' &&
      (candidate['message'] as { content: { text: string } }).content.text === text,
  );
  expect(frame['to_id']).toBe(to);
}

/** A login from `ip` with a wrong password: its status (200 code 0, or 429 past the limit). */
async function failedLogin(ip: string): Promise<number> {
  const result = await t.call(user.login, {
    body: { account: 'buyer', password: 'wrongpass1' },
    ip,
  });
  return result.status;
}

describe('Redis stopped and started again', () => {
  it('keeps chat working in the process, holds rate limits, and reconnects by itself', async () => {
    const buyerToken = await t.login('buyer');
    const merchantToken = await t.login('merchant');
    const buyer = await userIdOf(t, 'buyer');
    const merchant = await userIdOf(t, 'merchant');
    const buyerSocket = await online('buyer', buyerToken);
    await delivered(merchantToken, buyer, buyerSocket, 'before the outage');
    expect(await redis.keys(`${prefix}chat:user:*`)).not.toEqual([]);

    await own.stop();
    await until('the server sees Redis gone', () => redis.status !== 'ready');

    // Chat within the process: a bound socket gets its messages, a new one opens and binds.
    await delivered(merchantToken, buyer, buyerSocket, 'during the outage');
    const merchantSocket = await online('merchant', merchantToken);
    await delivered(buyerToken, merchant, merchantSocket, 'a new socket during the outage');
    // The heartbeat goes on without Redis: the sockets stay open.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(buyerSocket.ws.readyState).toBe(buyerSocket.ws.OPEN);

    // Rate limits still hold (three logins a window per address), answered without Redis.
    const during = [];
    for (let attempt = 0; attempt < 4; attempt += 1) during.push(await failedLogin('198.51.100.7'));
    expect(during).toEqual([200, 200, 200, 429]);

    await own.start();
    await until('the server reconnected', () => redis.status === 'ready');
    // Counts go to Redis again, and presence is published again by the next heartbeats.
    expect(await failedLogin('198.51.100.8')).toBe(200);
    expect(await redis.keys(`${prefix}rl:*`)).not.toEqual([]);
    await until(
      'presence is back in Redis',
      async () => (await redis.keys(`${prefix}chat:user:*`)).length >= 2,
    );
    await delivered(merchantToken, buyer, buyerSocket, 'after the outage');
    await delivered(buyerToken, merchant, merchantSocket, 'after the outage, the other way');
  }, 60_000);
});
