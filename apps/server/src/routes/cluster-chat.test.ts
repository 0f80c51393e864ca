import { randomBytes } from 'node:crypto';
import { chat, user, type EndpointDefinition, type ResponseOf } from '@bazaar/api/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestSocket, type ReceivedFrame } from '../test/chat-client.js';
import { createDatabaseFromTemplate } from '../test/databases.js';
import { DEMO_PASSWORDS, type DemoUsername } from '../test/harness.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

/**
 * Two server processes on one PostgreSQL database and the local Redis (this file runs only in the
 * `postgres` project with `REDIS_URL` set, see vitest.config.ts): a message reaches its recipient
 * whichever process holds the recipient's socket, and a shake may land on either process.
 */

let a: ServerProcess;
let b: ServerProcess;
let dropDatabase: () => Promise<void>;
const tokens = new Map<DemoUsername, string>();
const ids = new Map<DemoUsername, number>();
const sockets: Array<{ name: DemoUsername; socket: TestSocket }> = [];

async function call<E extends EndpointDefinition>(
  server: ServerProcess,
  endpoint: E,
  input: { token?: string; body?: unknown } = {},
): Promise<{ code: number; msg: string; data: ResponseOf<E> }> {
  const response = await fetch(`${server.url}/api${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      'content-type': 'application/json',
      ...(input.token ? { token: input.token } : {}),
    },
    ...(endpoint.method === 'POST' ? { body: JSON.stringify(input.body ?? {}) } : {}),
  });
  return (await response.json()) as { code: number; msg: string; data: ResponseOf<E> };
}

beforeAll(async () => {
  const copy = await createDatabaseFromTemplate(
    process.env['DATABASE_URL'] as string,
    inject('pgTemplate'),
  );
  dropDatabase = copy.drop;
  const env = {
    DATABASE_URL: copy.url,
    REDIS_URL: process.env['REDIS_URL'] as string,
    // This run's own keys and channels: other runs may share the Redis.
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    PG_POOL_SIZE: '3',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  for (const name of ['buyer', 'buyer2', 'merchant'] as const) {
    const login = await call(a, user.login, {
      body: { account: name, password: DEMO_PASSWORDS[name] },
    });
    tokens.set(name, login.data.userinfo.token);
    ids.set(name, login.data.userinfo.id);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(sockets.map(({ socket }) => socket.close()));
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  expect(codes).toEqual([0, 0]);
  await dropDatabase?.();
}, 60_000);

const token = (name: DemoUsername) => tokens.get(name) as string;
const id = (name: DemoUsername) => ids.get(name) as number;
const wsUrl = (server: ServerProcess) => `${server.url.replace('http', 'ws')}/ws`;
const chatFrom = (sender: DemoUsername) => (frame: ReceivedFrame) =>
  frame.type === 'chat' && (frame['form'] as { id: number }).id === id(sender);

/** Opens a socket on `socketOn` and shakes it through `shakeOn` as `name`. */
async function online(name: DemoUsername, socketOn: ServerProcess, shakeOn = socketOn) {
  const { socket, clientId } = await TestSocket.connect(wsUrl(socketOn));
  sockets.push({ name, socket });
  const shake = await call(shakeOn, chat.shake, {
    token: token(name),
    body: { client_id: clientId },
  });
  expect(shake.msg).toBe('');
  return { socket, shake: shake.data };
}

async function sendText(server: ServerProcess, from: DemoUsername, to: DemoUsername, text: string) {
  const sent = await call(server, chat.send, {
    token: token(from),
    body: { to_id: id(to), message: { type: 'text', content: { text } } },
  });
  expect(sent.msg).toBe('');
  return sent.data;
}

describe('two server processes with Redis', () => {
  it('are two processes', () => {
    expect(a.pid).not.toBe(b.pid);
    expect(a.pid).not.toBe(process.pid);
  });

  it('deliver a message sent on one process to a socket on the other, both ways', async () => {
    const merchant = await online('merchant', b);
    const buyer = await online('buyer', a);
    const question = await sendText(a, 'buyer', 'merchant', 'sent on A, read on B');
    expect((await merchant.socket.next(chatFrom('buyer')))['id']).toBe(question.id);
    const answer = await sendText(b, 'merchant', 'buyer', 'sent on B, read on A');
    expect((await buyer.socket.next(chatFrom('merchant')))['id']).toBe(answer.id);
  });

  it('bind a socket of one process through a shake on the other', async () => {
    const buyer2 = await online('buyer2', a, b);
    const sent = await sendText(b, 'merchant', 'buyer2', 'shaken on B, socket on A');
    expect((await buyer2.socket.next(chatFrom('merchant')))['id']).toBe(sent.id);
  });

  it('refuse a shake naming a socket that is gone, on either process', async () => {
    const { socket, clientId } = await TestSocket.connect(wsUrl(a));
    await socket.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const server of [a, b]) {
      const shake = await call(server, chat.shake, {
        token: token('buyer'),
        body: { client_id: clientId },
      });
      expect(shake.code).toBe(0);
    }
  });

  it('deliver what was sent while offline on the next shake, on the other process', async () => {
    for (const open of sockets.filter(({ name }) => name === 'buyer2')) await open.socket.close();
    const before = await call(a, chat.state, { token: token('buyer2') });
    const sent = [
      await sendText(a, 'buyer', 'buyer2', 'while you were away'),
      await sendText(b, 'merchant', 'buyer2', 'and this too'),
    ];
    const { socket, shake } = await online('buyer2', b);
    expect(shake.list.map((message) => message.id)).toEqual(
      expect.arrayContaining(sent.map((message) => message.id)),
    );
    expect(shake.total).toBe(before.data.ischat + 2);
    expect(socket.ofType('chat')).toEqual([]);
  });

  it('send to every socket of a user, one on each process', async () => {
    const onA = await online('merchant', a);
    const onB = await online('merchant', b);
    const sent = await sendText(a, 'buyer2', 'merchant', 'to both tabs');
    for (const { socket } of [onA, onB]) {
      expect((await socket.next((f) => f['id'] === sent.id))['type']).toBe('chat');
    }
  });
});
