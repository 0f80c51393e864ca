import { chat, common, upload } from '@bazaar/api/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages, goods, shops, users } from '../db/schema/index.js';
import { Raster, hex } from '../images/raster.js';
import { webm } from '../test/audio-fixtures.js';
import { createTestApp, multipartFile, type DemoUsername, type TestApp } from '../test/harness.js';
import { buyerOrder } from '../test/order-helpers.js';

let t: TestApp;
const tokens = new Map<DemoUsername, string>();
const ids = new Map<DemoUsername, number>();

beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_SEND_LIMIT: '1000' } });
  for (const name of ['buyer', 'buyer2', 'merchant', 'techhub', 'admin'] as const) {
    tokens.set(name, await t.login(name));
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, name));
    ids.set(name, row!.id);
  }
});
afterAll(() => t?.close());

const token = (name: DemoUsername) => tokens.get(name) as string;
const id = (name: DemoUsername) => ids.get(name) as number;

function send(from: DemoUsername, to: number, message: Record<string, unknown>) {
  return t.call(chat.send, { token: token(from), body: { to_id: to, message } });
}

async function sendText(from: DemoUsername, to: DemoUsername, text: string) {
  const result = await send(from, id(to), { type: 'text', content: { text } });
  expect(result.body.code, result.body.msg).toBe(1);
  return result.data;
}

async function uploadAs(name: DemoUsername, data: Buffer, type: string) {
  const { payload, headers } = multipartFile(data, { type, filename: 'f' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${upload.path}`,
    payload,
    headers: { ...headers, token: token(name) },
  });
  return (response.json() as { data: { url: string } }).data.url;
}

function png(): Buffer {
  const canvas = new Raster(8, 8);
  canvas.gradient(hex('#336699'), hex('#993366'));
  return canvas.toPng();
}

/** The shop and a goods on sale of a demo merchant. */
async function shopOf(owner: DemoUsername) {
  const [row] = await t.db
    .select({ shopId: shops.id, goodsId: goods.id, title: goods.title, price: goods.price })
    .from(shops)
    .innerJoin(goods, and(eq(goods.shopId, shops.id), eq(goods.status, 'normal')))
    .where(eq(shops.userId, id(owner)))
    .limit(1);
  return row!;
}

describe('chat/send', () => {
  it('stores a text exactly as sent and answers the message', async () => {
    const text = '  <script>alert("x")</script>\n&lt;b&gt; 你好 😀  ';
    const result = await send('buyer', id('merchant'), { type: 'text', content: { text } });
    expect(result.body.code).toBe(1);
    expect(result.data).toEqual({
      id: expect.any(Number),
      to_id: id('merchant'),
      form: { id: id('buyer'), name: expect.any(String), avatar: expect.any(String), shop_id: 0 },
      message: { type: 'text', content: { text } },
      createtime: expect.any(Number),
      is_read: false,
    });
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, result.data.id));
    expect(row?.content).toEqual({ text });
  });

  it.each([
    [
      'to oneself',
      () => ({ to_id: id('buyer'), text: 'hi' }),
      200,
      'You cannot send a message to yourself',
    ],
    ['to nobody', () => ({ to_id: 999_999, text: 'hi' }), 404, undefined],
    [
      'a blank text',
      () => ({ to_id: id('merchant'), text: ' \n ' }),
      200,
      'Please enter a message',
    ],
    [
      'a text over 1000 characters',
      () => ({ to_id: id('merchant'), text: 'x'.repeat(1001) }),
      200,
      'A message can be at most 1,000 characters',
    ],
  ])('refuses a message %s', async (_name, input, status, msg) => {
    const { to_id, text } = input();
    const before = await t.db.$count(chatMessages);
    const result = await send('buyer', to_id, { type: 'text', content: { text } });
    expect(result.status).toBe(status);
    expect(result.body.code).toBe(0);
    if (msg) expect(result.body.msg).toBe(msg);
    expect(await t.db.$count(chatMessages)).toBe(before);
  });

  it.each([
    ['an unknown type', { type: 'html', content: { text: 'hi' } }],
    ['a field too many', { type: 'text', content: { text: 'hi', html: '<b>' } }],
    ['an image that is no upload', { type: 'img', content: { url: 'https://evil.example/x.png' } }],
  ])('refuses %s (400)', async (_name, message) => {
    expect((await send('buyer', id('merchant'), message)).status).toBe(400);
  });

  it("sends an image of the sender's own uploads, not someone else's or a recording", async () => {
    const mine = await uploadAs('buyer', png(), 'image/png');
    const theirs = await uploadAs('buyer2', png(), 'image/png');
    const recording = await uploadAs('buyer', webm(), 'audio/webm');
    const sent = await send('buyer', id('merchant'), { type: 'img', content: { url: mine } });
    expect(sent.data.message).toEqual({ type: 'img', content: { url: mine } });
    for (const url of [theirs, recording]) {
      const refused = await send('buyer', id('merchant'), { type: 'img', content: { url } });
      expect(refused.body).toMatchObject({ code: 0, data: { field: 'message.content.url' } });
    }
  });

  it('sends a voice message of a recording the sender uploaded, with its length', async () => {
    const recording = await uploadAs('buyer', webm(), 'audio/webm');
    const picture = await uploadAs('buyer', png(), 'image/png');
    const sent = await send('buyer', id('merchant'), {
      type: 'voice',
      content: { url: recording, duration: 7 },
    });
    expect(sent.data.message).toEqual({ type: 'voice', content: { url: recording, duration: 7 } });
    const refused = await send('buyer', id('merchant'), {
      type: 'voice',
      content: { url: picture, duration: 7 },
    });
    expect(refused.body).toMatchObject({ code: 0, data: { field: 'message.content.url' } });
    const tooLong = await send('buyer', id('merchant'), {
      type: 'voice',
      content: { url: recording, duration: 61 },
    });
    expect(tooLong.status).toBe(400);
  });

  it('sends a goods with what it shows; a hidden goods only by its own shop', async () => {
    const { goodsId, title, price } = await shopOf('merchant');
    const sent = await send('buyer', id('merchant'), {
      type: 'goods',
      content: { goods_id: goodsId },
    });
    expect(sent.data.message).toEqual({
      type: 'goods',
      content: { goods_id: goodsId, title, image: expect.any(String), price },
    });
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, goodsId));
    try {
      const hidden = await send('buyer', id('merchant'), {
        type: 'goods',
        content: { goods_id: goodsId },
      });
      expect(hidden.status).toBe(404);
      const own = await send('merchant', id('buyer'), {
        type: 'goods',
        content: { goods_id: goodsId },
      });
      expect(own.body.code).toBe(1);
    } finally {
      await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, goodsId));
    }
  });

  it("sends an order of the sender's, as buyer or as its shop, and no one else's", async () => {
    const orderId = await buyerOrder({ t, token: async (name) => token(name) }, 'paid');
    const byBuyer = await send('buyer', id('merchant'), {
      type: 'order',
      content: { order_id: orderId },
    });
    expect(byBuyer.data.message).toEqual({
      type: 'order',
      content: {
        order_id: orderId,
        order_no: expect.any(String),
        title: expect.any(String),
        image: expect.any(String),
        count: 1,
        total: expect.stringMatching(/^\d+\.\d{2}$/),
        state: 2,
      },
    });
    const byShop = await send('merchant', id('buyer'), {
      type: 'order',
      content: { order_id: orderId },
    });
    expect(byShop.body.code).toBe(1);
    for (const stranger of ['buyer2', 'techhub'] as const) {
      const refused = await send(stranger, id('buyer'), {
        type: 'order',
        content: { order_id: orderId },
      });
      expect(refused.status).toBe(404);
    }
  });

  it('reaches the customer service of common/getServiceUrl', async () => {
    const service = await t.call(common.getServiceUrl);
    expect(service.data.user_id).toBe(id('admin'));
    const sent = await send('buyer2', service.data.user_id, {
      type: 'text',
      content: { text: 'help' },
    });
    expect(sent.body.code).toBe(1);
    const lists = await t.call(chat.lists, { token: token('admin') });
    expect(lists.data.data.map((c) => c.user_id)).toContain(id('buyer2'));
  });

  it('needs a token', async () => {
    const result = await t.call(chat.send, {
      body: { to_id: id('merchant'), message: { type: 'text', content: { text: 'hi' } } },
    });
    expect(result.status).toBe(401);
  });
});

describe('chat/send rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { CHAT_SEND_LIMIT: '3', CHAT_SEND_WINDOW_SECONDS: '60' },
    });
  });
  afterAll(() => limited?.close());

  it('refuses a sender past the limit per window with 429, others unaffected, until the window ends', async () => {
    const buyer = await limited.login('buyer');
    const buyer2 = await limited.login('buyer2');
    const to = id('merchant');
    const message = { type: 'text', content: { text: 'hi' } };
    const sendAs = (tokenOf: string) =>
      limited.call(chat.send, { token: tokenOf, body: { to_id: to, message } });
    for (let i = 0; i < 3; i += 1) expect((await sendAs(buyer)).body.code).toBe(1);
    const refused = await sendAs(buyer);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 0, data: { retry_after: expect.any(Number) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendAs(buyer2)).body.code).toBe(1);
    limited.clock.advanceSeconds(61);
    expect((await sendAs(buyer)).body.code).toBe(1);
  });
});

describe('conversations', () => {
  it('lists the partners, latest first, with the last message, exact unread counts and time', async () => {
    // buyer2 and techhub: a fresh pair.
    await sendText('techhub', 'buyer2', 'first');
    t.clock.advanceSeconds(5);
    const last = await sendText('techhub', 'buyer2', 'second <i>one</i>');
    const lists = await t.call(chat.lists, { token: token('buyer2') });
    const [top] = lists.data.data;
    const shop = await t.db
      .select()
      .from(shops)
      .where(eq(shops.userId, id('techhub')));
    expect(top).toEqual({
      id: id('techhub'),
      user_id: id('techhub'),
      name: shop[0]!.shopname,
      avatar: shop[0]!.avatar,
      shop_id: shop[0]!.id,
      content: 'second <i>one</i>',
      type: 'text',
      count: 2,
      createtime: last.createtime,
    });
    expect(lists.data.unread).toBe(
      lists.data.data.reduce((total, conversation) => total + conversation.count, 0),
    );
    // The sender's side counts nothing unread.
    const theirs = await t.call(chat.lists, { token: token('techhub') });
    expect(theirs.data.data.find((c) => c.id === id('buyer2'))).toMatchObject({
      count: 0,
      name: expect.any(String),
      shop_id: 0,
    });
  });

  it('shows a picture as its kind with no text', async () => {
    const url = await uploadAs('techhub', png(), 'image/png');
    await send('techhub', id('buyer2'), { type: 'img', content: { url } });
    const lists = await t.call(chat.lists, { token: token('buyer2') });
    expect(lists.data.data[0]).toMatchObject({ id: id('techhub'), content: '', type: 'img' });
  });

  it('reads a conversation: its count and the unread total go down exactly', async () => {
    const before = await t.call(chat.state, { token: token('buyer2') });
    const conversation = (await t.call(chat.lists, { token: token('buyer2') })).data.data.find(
      (c) => c.id === id('techhub'),
    )!;
    const read = await t.call(chat.read, { token: token('buyer2'), body: { id: id('techhub') } });
    expect(read.data.total).toBe(before.data.ischat - conversation.count);
    const unread = await t.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.toId, id('buyer2')),
          eq(chatMessages.fromId, id('techhub')),
          eq(chatMessages.isRead, false),
        ),
      );
    expect(unread).toEqual([]);
    const history = await t.call(chat.history, {
      token: token('techhub'),
      body: { to_id: id('buyer2') },
    });
    expect(history.data.data.every((message) => message.is_read)).toBe(true);
  });

  it('keeps unread counts exact under many messages at once', async () => {
    const before = (await t.call(chat.state, { token: token('merchant') })).data.ischat;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(i % 2 ? 'buyer2' : 'techhub', id('merchant'), {
          type: 'text',
          content: { text: `n${i}` },
        }),
      ),
    );
    expect(results.every((result) => result.body.code === 1)).toBe(true);
    const after = await t.call(chat.state, { token: token('merchant') });
    expect(after.data.ischat).toBe(before + 40);
    const rows = await t.db
      .select({ count: chatConversations.count, peerId: chatConversations.peerId })
      .from(chatConversations)
      .where(eq(chatConversations.userId, id('merchant')));
    for (const peer of ['buyer2', 'techhub'] as const) {
      const stored = await t.db.$count(
        chatMessages,
        and(
          eq(chatMessages.toId, id('merchant')),
          eq(chatMessages.fromId, id(peer)),
          eq(chatMessages.isRead, false),
        ),
      );
      expect(rows.find((row) => row.peerId === id(peer))?.count).toBe(stored);
    }
  });

  it('pages the history newest first, and hides what the caller cleared (the partner keeps it)', async () => {
    for (const text of ['a', 'b']) await sendText('buyer2', 'techhub', text);
    const page1 = await t.call(chat.history, {
      token: token('buyer2'),
      body: { to_id: id('techhub'), page: 1, limit: 2 },
    });
    const page2 = await t.call(chat.history, {
      token: token('buyer2'),
      body: { to_id: id('techhub'), page: 2, limit: 2 },
    });
    const all = await t.call(chat.history, {
      token: token('buyer2'),
      body: { to_id: id('techhub') },
    });
    expect(page1.data).toMatchObject({ per_page: 2, current_page: 1, total: all.data.total });
    expect([...page1.data.data, ...page2.data.data].map((m) => m.id)).toEqual(
      all.data.data.slice(0, 4).map((m) => m.id),
    );
    const sorted = [...all.data.data].sort((a, b) => b.id - a.id);
    expect(all.data.data).toEqual(sorted);

    const cleared = await t.call(chat.clear, {
      token: token('buyer2'),
      body: { id: id('techhub') },
    });
    expect(cleared.body.code).toBe(1);
    const after = await t.call(chat.history, {
      token: token('buyer2'),
      body: { to_id: id('techhub') },
    });
    expect(after.data).toMatchObject({ total: 0, data: [] });
    const lists = await t.call(chat.lists, { token: token('buyer2') });
    expect(lists.data.data.find((c) => c.id === id('techhub'))).toMatchObject({
      content: '',
      type: null,
      count: 0,
    });
    const partner = await t.call(chat.history, {
      token: token('techhub'),
      body: { to_id: id('buyer2') },
    });
    expect(partner.data.total).toBe(all.data.total);
    const next = await sendText('techhub', 'buyer2', 'after the clear');
    const fresh = await t.call(chat.history, {
      token: token('buyer2'),
      body: { to_id: id('techhub') },
    });
    expect(fresh.data.data.map((m) => m.id)).toEqual([next.id]);
  });

  it("deletes a conversation from the caller's list only, until a new message brings it back", async () => {
    await sendText('buyer', 'techhub', 'about my order');
    const deleted = await t.call(chat.del, { token: token('techhub'), body: { id: id('buyer') } });
    expect(deleted.body.code).toBe(1);
    const listed = async (who: DemoUsername) =>
      (await t.call(chat.lists, { token: token(who), query: { limit: 100 } })).data.data.map(
        (c) => c.id,
      );
    expect(await listed('techhub')).not.toContain(id('buyer'));
    expect(await listed('buyer')).toContain(id('techhub'));
    await sendText('buyer', 'techhub', 'hello again');
    expect(await listed('techhub')).toContain(id('buyer'));
  });

  it("never shows a stranger's conversation", async () => {
    await sendText('buyer', 'merchant', 'a private question');
    // buyer2 names the same partner: only buyer2's own messages with them come back.
    const history = await t.call(chat.history, {
      token: token('buyer2'),
      body: { to_id: id('merchant') },
    });
    expect(history.data.data.every((m) => [m.form.id, m.to_id].includes(id('buyer2')))).toBe(true);
    expect(JSON.stringify(history.data)).not.toContain('a private question');
    // A conversation the caller does not have: 404 for del and clear; reading it changes nothing.
    for (const endpoint of [chat.del, chat.clear]) {
      const result = await t.call(endpoint, { token: token('admin'), body: { id: id('techhub') } });
      expect(result.status).toBe(404);
    }
  });

  it('reads a conversation without any message as nothing to read, not as an error', async () => {
    const [stored] = await t.db
      .select({ n: count() })
      .from(chatConversations)
      .where(eq(chatConversations.userId, id('admin')));
    const before = await t.call(chat.state, { token: token('admin') });
    const read = await t.call(chat.read, { token: token('admin'), body: { id: id('techhub') } });
    expect(read.status).toBe(200);
    expect(read.body.code).toBe(1);
    expect(read.data.total).toBe(before.data.ischat);
    // Nothing was made for it: the conversation list stays as it was.
    const [after] = await t.db
      .select({ n: count() })
      .from(chatConversations)
      .where(eq(chatConversations.userId, id('admin')));
    expect(after?.n).toBe(stored?.n);
    // Only a partner that is nobody is not found.
    const nobody = await t.call(chat.read, { token: token('admin'), body: { id: 999_999 } });
    expect(nobody.status).toBe(404);
  });

  it('answers 404 for the history with nobody', async () => {
    const result = await t.call(chat.history, { token: token('buyer'), body: { to_id: 999_999 } });
    expect(result.status).toBe(404);
  });
});

describe('chat/getShopChat', () => {
  it("names the shop's partner (its owner) and the goods asked about", async () => {
    const { shopId, goodsId } = await shopOf('merchant');
    const result = await t.call(chat.getShopChat, {
      token: token('buyer'),
      body: { shop_id: shopId, goods_id: goodsId },
    });
    expect(result.data).toMatchObject({
      user_id: id('merchant'),
      shop_id: shopId,
      name: expect.any(String),
      goodsInfo: { id: goodsId, shop_id: shopId },
    });
    const without = await t.call(chat.getShopChat, {
      token: token('buyer'),
      body: { shop_id: shopId },
    });
    expect(without.data.goodsInfo).toBeNull();
  });

  it.each([
    ['an unknown shop', async () => ({ shop_id: 999_999 }), 404],
    [
      'a goods of another shop',
      async () => ({
        shop_id: (await shopOf('merchant')).shopId,
        goods_id: (await shopOf('techhub')).goodsId,
      }),
      404,
    ],
  ])('refuses %s', async (_name, body, status) => {
    const result = await t.call(chat.getShopChat, { token: token('buyer'), body: await body() });
    expect(result.status).toBe(status);
  });

  it("refuses the caller's own shop (chat_self)", async () => {
    const { shopId } = await shopOf('merchant');
    const result = await t.call(chat.getShopChat, {
      token: token('merchant'),
      body: { shop_id: shopId },
    });
    expect(result.body).toMatchObject({ code: 0, msg: 'You cannot send a message to yourself' });
  });
});
