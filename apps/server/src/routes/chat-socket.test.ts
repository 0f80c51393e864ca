import { chat, user } from '@bazaar/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { notifyUser, sendNotice } from '../services/notices/notify.js';
import { TestSocket } from '../test/chat-client.js';
import { createTestApp, type DemoUsername, type TestApp } from '../test/harness.js';
import { buyerOrder } from '../test/order-helpers.js';

/**
 * A short heartbeat for the heartbeat tests (their own app); the other tests' app pings rarely, so
 * a test that keeps the process busy (PGlite, argon2) is not mistaken for a silent client.
 */
const PING_MS = 150;

let t: TestApp;
let url: string;
let origin: string;
const tokens = new Map<DemoUsername, string>();
const ids = new Map<DemoUsername, number>();
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_ORIGINS: 'https://shop.example.com', CHAT_SEND_LIMIT: '1000' },
    app: { chat: { pingIntervalMs: 60_000 } },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = address;
  url = `${address.replace('http', 'ws')}/ws`;
  for (const name of ['buyer', 'buyer2', 'merchant'] as const) {
    tokens.set(name, await t.login(name));
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, name));
    ids.set(name, row!.id);
  }
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(() => t?.close());

const token = (name: DemoUsername) => tokens.get(name) as string;
const id = (name: DemoUsername) => ids.get(name) as number;

type ConnectOptions = Parameters<typeof TestSocket.connect>[1] & { app?: TestApp; at?: string };

/** Opens a socket (kept for closing after the test) and waits for its `init`. */
async function connect(options: ConnectOptions = {}) {
  const connection = await TestSocket.connect(options.at ?? url, options);
  open.push(connection.socket);
  return connection;
}

/** Opens a socket and binds it to `name` with `chat/shake`; answers the socket and the shake's data. */
async function online(name: DemoUsername, options: ConnectOptions = {}) {
  const { socket, clientId } = await connect(options);
  const shake = await (options.app ?? t).call(chat.shake, {
    token: options.app ? await options.app.login(name) : token(name),
    body: { client_id: clientId },
  });
  expect(shake.body.code, shake.body.msg).toBe(1);
  return { socket, clientId, shake: shake.data };
}

/**
 * Sends a frame the server answers (an invalid `send`, refused as `bad_request`, changing nothing)
 * and waits for the answer: the socket is open and the server has handled every frame before.
 */
async function roundTrip(socket: TestSocket, ref: string) {
  socket.send({ type: 'send', ref, to_id: 0, message: null });
  return socket.next((frame) => frame.type === 'error' && frame['ref'] === ref);
}

async function sendText(from: DemoUsername, to: DemoUsername, text: string) {
  const result = await t.call(chat.send, {
    token: token(from),
    body: { to_id: id(to), message: { type: 'text', content: { text } } },
  });
  expect(result.body.code, result.body.msg).toBe(1);
  return result.data;
}

const chatFrom = (sender: DemoUsername) => (frame: { type: string } & Record<string, unknown>) =>
  frame.type === 'chat' && (frame['form'] as { id: number }).id === id(sender);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connecting', () => {
  it('sends init with a random client id at once', async () => {
    const first = await connect();
    const second = await connect();
    expect(first.clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.clientId).not.toBe(first.clientId);
    expect(first.socket.frames[0]).toEqual({ type: 'init', client_id: first.clientId });
  });

  it.each([
    ['a configured origin', 'https://shop.example.com'],
    ['the server itself (same origin)', 'self'],
    ['no origin (not a browser)', undefined],
  ])('opens from %s', async (_name, from) => {
    const { clientId } = await connect(from ? { origin: from === 'self' ? origin : from } : {});
    expect(clientId).toBeTruthy();
  });

  it.each([
    ['another site', 'https://evil.example.com'],
    ['a look-alike of a configured origin', 'https://shop.example.com.evil.net'],
    ['a configured host over another port', 'https://shop.example.com:8443'],
    ['an opaque origin', 'null'],
  ])('refuses the upgrade from %s (403)', async (_name, from) => {
    await expect(TestSocket.open(url, { origin: from })).rejects.toThrow('upgrade refused: 403');
  });

  it('answers 404 to an upgrade on an unknown path', async () => {
    await expect(TestSocket.open(url.replace('/ws', '/wss'))).rejects.toThrow(
      'upgrade refused: 404',
    );
  });
});

describe('chat/shake', () => {
  it('binds the socket to the user; a socket that never shook receives nothing', async () => {
    const { socket: bound } = await online('merchant');
    const { socket: unbound } = await connect();
    const sent = await sendText('buyer', 'merchant', 'is this in stock?');
    const frame = await bound.next(chatFrom('buyer'));
    expect(frame).toEqual({
      type: 'chat',
      id: sent.id,
      to_id: id('merchant'),
      form: { id: id('buyer'), name: expect.any(String), avatar: expect.any(String), shop_id: 0 },
      message: { type: 'text', content: { text: 'is this in stock?' } },
      createtime: sent.createtime,
    });
    await roundTrip(unbound, 'late');
    expect(unbound.ofType('chat')).toEqual([]);
  });

  it.each([
    ['an id no socket has', () => Promise.resolve('0'.repeat(32)), 'buyer' as const],
    [
      'a socket that closed',
      async () => {
        const { socket, clientId } = await connect();
        await socket.close();
        await sleep(50);
        return clientId;
      },
      'buyer' as const,
    ],
  ])('refuses %s (chat_client_unknown)', async (_name, clientId, who) => {
    const result = await t.call(chat.shake, {
      token: token(who),
      body: { client_id: await clientId() },
    });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'This chat connection is no longer open, please reconnect',
    });
  });

  it("refuses to bind another user's socket, and binds the owner's again", async () => {
    const { clientId } = await online('merchant');
    const stolen = await t.call(chat.shake, {
      token: token('buyer2'),
      body: { client_id: clientId },
    });
    expect(stolen.body.code).toBe(0);
    const again = await t.call(chat.shake, {
      token: token('merchant'),
      body: { client_id: clientId },
    });
    expect(again.body.code).toBe(1);
  });

  it('needs a token (401)', async () => {
    const { clientId } = await connect();
    expect((await t.call(chat.shake, { body: { client_id: clientId } })).status).toBe(401);
  });
});

describe('heartbeat', () => {
  let hb: TestApp;
  let at: string;
  beforeAll(async () => {
    hb = await createTestApp({ app: { chat: { pingIntervalMs: PING_MS } } });
    at = `${(await hb.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
  });
  afterAll(() => hb?.close());

  it('pings every interval and keeps a socket that answers pong', async () => {
    const { socket } = await online('buyer', { app: hb, at });
    await sleep(PING_MS * 5);
    expect(socket.ofType('ping').length).toBeGreaterThanOrEqual(3);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('drops a socket that stops answering pong', async () => {
    const { socket } = await online('buyer', { app: hb, at });
    await socket.next((frame) => frame.type === 'ping');
    socket.setAnswerPings(false);
    const started = Date.now();
    const closed = await socket.closed;
    expect(closed.code).toBe(1006); // cut without a closing handshake
    expect(Date.now() - started).toBeLessThan(PING_MS * 4);
  });

  it('closes the sockets of a session that ended (logout) with 1008', async () => {
    const session = await hb.login('buyer2');
    const { socket, clientId } = await connect({ at });
    await hb.call(chat.shake, { token: session, body: { client_id: clientId } });
    await hb.call(user.logout, { token: session });
    expect(await socket.closed).toEqual({ code: 1008, reason: 'session ended' });
  });
});

describe('messages', () => {
  it('go both ways between the recipients sockets, and not back to the sender', async () => {
    const buyer = await online('buyer');
    const merchant = await online('merchant');
    const merchantTab = await online('merchant');
    await sendText('buyer', 'merchant', 'hello shop');
    await merchant.socket.next(chatFrom('buyer'));
    await merchantTab.socket.next(chatFrom('buyer'));
    await sendText('merchant', 'buyer', 'hello buyer');
    const reply = await buyer.socket.next(chatFrom('merchant'));
    expect(reply['message']).toEqual({ type: 'text', content: { text: 'hello buyer' } });
    await roundTrip(buyer.socket, 'late');
    expect(buyer.socket.ofType('chat')).toHaveLength(1);
  });

  it('keep markup as text, byte for byte', async () => {
    const buyer = await online('buyer');
    const text = '<img src=x onerror=alert(1)> &amp; "quotes" \u2028 😀';
    await sendText('merchant', 'buyer', text);
    const frame = await buyer.socket.next(chatFrom('merchant'));
    expect(frame['message']).toEqual({ type: 'text', content: { text } });
  });

  it('sent while the recipient is offline arrive on the next shake, with exact unread counts', async () => {
    await t.call(chat.read, { token: token('buyer2'), body: { id: id('merchant') } });
    const sent = [];
    for (const text of ['one', 'two', 'three'])
      sent.push(await sendText('merchant', 'buyer2', text));
    const { socket, shake } = await online('buyer2');
    expect(shake.list.map((message) => message.id)).toEqual(sent.map((message) => message.id));
    expect(shake.list.map((message) => message.message)).toEqual(
      ['one', 'two', 'three'].map((text) => ({ type: 'text', content: { text } })),
    );
    expect(shake.unread).toEqual({ [id('merchant')]: 3 });
    expect(shake.total).toBe(3);
    // Read: nothing stays unread, and the next shake has nothing to bring.
    const read = await t.call(chat.read, { token: token('buyer2'), body: { id: id('merchant') } });
    expect(read.data.total).toBe(0);
    const again = await t.call(chat.shake, {
      token: token('buyer2'),
      body: { client_id: shake.client_id },
    });
    expect(again.data).toMatchObject({ list: [], unread: {}, total: 0 });
    // Online now: the next one comes as a frame.
    await sendText('merchant', 'buyer2', 'four');
    await socket.next(chatFrom('merchant'));
  });

  it('can be sent over the socket with a send frame, answered with sent', async () => {
    const buyer = await online('buyer');
    const merchant = await online('merchant');
    buyer.socket.send({
      type: 'send',
      ref: 'r1',
      to_id: id('merchant'),
      message: { type: 'text', content: { text: 'over the socket' } },
    });
    const sent = await buyer.socket.next((frame) => frame.type === 'sent');
    expect(sent).toEqual({
      type: 'sent',
      ref: 'r1',
      id: expect.any(Number),
      createtime: expect.any(Number),
    });
    const frame = await merchant.socket.next(chatFrom('buyer'));
    expect(frame['id']).toBe(sent['id']);
  });

  it('refuses a send frame before the shake, an invalid one, and one the rules refuse', async () => {
    const { socket } = await connect();
    const message = { type: 'text', content: { text: 'hi' } };
    socket.send({ type: 'send', ref: 'a', to_id: id('merchant'), message });
    expect(await socket.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      ref: 'a',
      code: 'login_required',
      msg: expect.any(String),
    });
    await t.call(chat.shake, {
      token: token('buyer'),
      body: { client_id: socket.frames[0]!['client_id'] as string },
    });
    socket.send({ type: 'send', ref: 'b', to_id: 'x', message });
    expect(await socket.next((frame) => frame.type === 'error')).toMatchObject({
      ref: 'b',
      code: 'bad_request',
    });
    socket.send({ type: 'send', ref: 'c', to_id: id('buyer'), message });
    expect(await socket.next((frame) => frame.type === 'error')).toMatchObject({
      ref: 'c',
      code: 'chat_self',
      msg: 'You cannot send a message to yourself',
    });
  });
});

describe('frames', () => {
  it('closes a socket that sends a frame over 16 KB with 1009 (message too big)', async () => {
    const { socket } = await online('buyer');
    socket.send({ type: 'pong', padding: 'x'.repeat(16 * 1024) });
    expect((await socket.closed).code).toBe(1009);
  });

  it('accepts a frame of exactly 16 KB', async () => {
    const { socket } = await online('buyer');
    const frame = JSON.stringify({ type: 'pong', padding: '' });
    socket.ws.send(JSON.stringify({ type: 'pong', padding: 'x'.repeat(16 * 1024 - frame.length) }));
    await roundTrip(socket, 'after-16k');
  });

  it('closes a socket that sends a binary frame with 1003', async () => {
    const { socket } = await online('buyer');
    socket.ws.send(Buffer.from([1, 2, 3]));
    expect((await socket.closed).code).toBe(1003);
  });

  it('ignores text it does not understand', async () => {
    const { socket } = await online('buyer');
    socket.ws.send('not json');
    socket.send({ type: 'hello' });
    socket.send([1, 2]);
    await roundTrip(socket, 'after-junk');
    expect(socket.ofType('error')).toHaveLength(1);
  });
});

describe('order and system notices', () => {
  const orderFrame = (frame: { type: string }) => frame.type === 'order';

  it('reach the sockets after the transaction commits, and the notice list', async () => {
    const { socket } = await online('buyer');
    let pushedEarly = false;
    await withTransaction(t.db, async (tx) => {
      await notifyUser(tx, id('buyer'), 'shipped', {
        orderId: 1,
        values: { order_no: 'B-1' },
        now: 1_700_000_000,
      });
      await roundTrip(socket, 'inside');
      pushedEarly = socket.ofType('order').length > 0;
    });
    expect(pushedEarly).toBe(false);
    const frame = await socket.next(orderFrame);
    expect(frame).toEqual({
      type: 'order',
      id: expect.any(Number),
      to_id: id('buyer'),
      form: { id: 0, name: '', avatar: '', shop_id: 0 },
      message: {
        type: 'order',
        content: { title: 'order:notice.shipped', values: { order_no: 'B-1' }, related_id: 1 },
      },
      createtime: 1_700_000_000,
    });
    const [row] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.id, frame['id'] as number));
    expect(row).toMatchObject({
      userId: id('buyer'),
      type: 'order',
      title: 'order:notice.shipped',
    });
  });

  it('never reach anyone when the transaction rolls back', async () => {
    const { socket } = await online('buyer');
    await expect(
      withTransaction(t.db, async (tx) => {
        await notifyUser(tx, id('buyer'), 'shipped', {
          orderId: 1,
          values: { order_no: 'UNDONE' },
          now: 1_700_000_000,
        });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    await roundTrip(socket, 'after');
    expect(socket.ofType('order')).toEqual([]);
    expect(await t.db.select().from(notices).where(eq(notices.title, 'UNDONE'))).toEqual([]);
  });

  it('of other kinds come as notice frames', async () => {
    const { socket } = await online('buyer2');
    await withTransaction(t.db, (tx) =>
      sendNotice(tx, id('buyer2'), {
        type: 'notice',
        title: 'wallet:notice.recharged',
        values: { money: '20.00' },
        relatedId: null,
        now: 1_700_000_000,
      }),
    );
    const frame = await socket.next((f) => f.type === 'notice');
    expect(frame['message']).toEqual({
      type: 'notice',
      content: { title: 'wallet:notice.recharged', values: { money: '20.00' }, related_id: null },
    });
  });

  it('tell the merchant of a payment and the buyer of the shipment, live', async () => {
    const buyer = await online('buyer');
    const merchant = await online('merchant');
    const orderId = await buyerOrder({ t, token: async (name) => token(name) }, 'shipped');
    const paid = await merchant.socket.next(orderFrame);
    expect(paid['message']).toMatchObject({
      content: { title: 'order:notice.paid', related_id: orderId },
    });
    const shipped = await buyer.socket.next(orderFrame);
    expect(shipped['message']).toMatchObject({
      content: { title: 'order:notice.shipped', related_id: orderId },
    });
  });
});

describe('shutting down', () => {
  it('closes every socket with 1012 and a reconnect hint when the server stops', async () => {
    const other = await createTestApp({ app: { chat: { pingIntervalMs: PING_MS } } });
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { socket } = await TestSocket.connect(`${address.replace('http', 'ws')}/ws`);
    await other.close();
    expect(await socket.closed).toEqual({ code: 1012, reason: 'server restarting, reconnect' });
  });
});
