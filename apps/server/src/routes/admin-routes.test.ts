import { admin, common, complaint, feedback, merchant } from '@bazaar/api/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  currencies,
  goods,
  goodsSkus,
  marketGoods,
  shops,
} from '../db/schema/index.js';
import { uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let adminToken: string;
let merchantToken: string;
let buyer: string;
let leafId: number;
let topId: number;
let picture: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  [adminToken, merchantToken, buyer] = await Promise.all([
    t.login('admin'),
    t.login('merchant'),
    t.login('buyer'),
  ]);
  // A category of the market: a second-level one, with goods.
  const [first] = await t.db.select({ id: marketGoods.categoryId }).from(marketGoods).limit(1);
  const [leaf] = await t.db.select().from(categories).where(eq(categories.id, first!.id));
  leafId = leaf!.id;
  topId = leaf!.pid;
  picture = await uploadImageAs(t, await userIdOf(t, 'admin'));
});
afterAll(() => t?.close());

const lamp = () => ({
  category_id: leafId,
  title: 'Arc floor lamp',
  image: picture,
  description: 'A tall lamp.',
  freight: '5',
  spec: [{ name: 'Colour', items: ['Black', 'White'] }],
  skus: [
    { difference: 'Black', wholesale_price: '40', retail_price: '79.9', stock: 20 },
    { difference: 'White', wholesale_price: '42.5', retail_price: '82.00', stock: 10 },
  ],
});

describe('the wholesale market catalogue', () => {
  let lampId: number;

  it('adds a goods with its SKUs; merchants see it on the market', async () => {
    const result = await t.call(admin.saveMarket, { token: adminToken, body: lamp() });
    expect(result.data).toMatchObject({
      title: 'Arc floor lamp',
      freight: '5.00',
      wholesale_price: '40.00',
      retail_price: '79.90',
      status: 'normal',
      listed: 0,
      images: [picture],
      skus: [
        { difference: 'Black', wholesale_price: '40.00', retail_price: '79.90', stock: 20 },
        { difference: 'White', wholesale_price: '42.50', retail_price: '82.00', stock: 10 },
      ],
    });
    lampId = result.data.id;
    const market = await t.call(merchant.market, { token: merchantToken });
    expect(market.data.data[0]).toMatchObject({
      id: lampId,
      wholesale_price: '40.00',
      retail_price: '79.90',
      stock: 30,
    });
  });

  it.each([
    ['no title', { title: ' ' }, 'Please fill in the required fields'],
    [
      'a price of three decimals',
      { skus: [{ ...lamp().skus[0]!, wholesale_price: '1.001' }, lamp().skus[1]!] },
      'Please enter a valid amount',
    ],
    [
      'a retail price under the wholesale one',
      { skus: [{ ...lamp().skus[0]!, retail_price: '39.99' }, lamp().skus[1]!] },
      'The suggested retail price cannot be lower than the wholesale price',
    ],
  ])('refuses %s', async (_name, change, msg) => {
    const result = await t.call(admin.saveMarket, {
      token: adminToken,
      body: { ...lamp(), ...change },
    });
    expect(result.body).toMatchObject({ code: 0, msg });
  });

  it.each([
    ['a missing SKU', () => ({ skus: [lamp().skus[0]!] }), 'skus'],
    ['a top-level category', () => ({ category_id: topId }), 'category_id'],
    ['an unknown category', () => ({ category_id: 999_999 }), 'category_id'],
    ['a picture that is not stored', () => ({ image: 'https://example.com/lamp.png' }), 'image'],
    ['a missing picture file', () => ({ image: '/uploads/nothing-here.png' }), 'image'],
  ])('answers 400 for %s', async (_name, change, field) => {
    const result = await t.call(admin.saveMarket, {
      token: adminToken,
      body: { ...lamp(), ...change() },
    });
    expect(result.status).toBe(400);
    expect(result.body.data).toEqual({ field });
  });

  it('edits prices: listings get the new wholesale and suggested price, not a new shop price', async () => {
    const listed = await t.call(merchant.marketList, {
      token: merchantToken,
      body: { ids: [lampId] },
    });
    const goodsId = listed.data.goods_ids[0] as number;
    const edited = await t.call(admin.saveMarket, {
      token: adminToken,
      body: {
        ...lamp(),
        id: lampId,
        title: 'Arc floor lamp II',
        skus: [
          { difference: 'White', wholesale_price: '45', retail_price: '90', stock: 4 },
          { difference: 'Black', wholesale_price: '41', retail_price: '80', stock: 3 },
        ],
      },
    });
    expect(edited.data).toMatchObject({
      title: 'Arc floor lamp II',
      wholesale_price: '41.00',
      retail_price: '80.00',
      listed: 1,
    });
    const skus = await t.db
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId))
      .orderBy(asc(goodsSkus.id));
    expect(
      skus.map((sku) => [sku.difference, sku.price, sku.wholesalePrice, sku.retailPrice]),
    ).toEqual([
      ['Black', '79.90', '41.00', '80.00'],
      ['White', '82.00', '45.00', '90.00'],
    ]);
  });

  it('reads one goods to edit, hidden or not, and answers 404 for an unknown one', async () => {
    const one = await t.call(admin.marketInfo, { token: adminToken, query: { id: lampId } });
    expect(one.data).toMatchObject({
      id: lampId,
      title: 'Arc floor lamp II',
      spec: [{ name: 'Colour', items: ['Black', 'White'] }],
      listed: 1,
    });
    expect(one.data.skus.map((sku) => [sku.difference, sku.wholesale_price])).toEqual([
      ['Black', '41.00'],
      ['White', '45.00'],
    ]);
    const unknown = await t.call(admin.marketInfo, { token: adminToken, query: { id: 999_999 } });
    expect(unknown.status).toBe(404);
  });

  it('keeps the SKU set of a goods when editing, and answers 404 for an unknown one', async () => {
    const changed = await t.call(admin.saveMarket, {
      token: adminToken,
      body: {
        ...lamp(),
        id: lampId,
        spec: [],
        skus: [{ difference: '', wholesale_price: '1', retail_price: '2', stock: 1 }],
      },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.data).toEqual({ field: 'skus' });
    const unknown = await t.call(admin.saveMarket, {
      token: adminToken,
      body: { ...lamp(), id: 999_999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('hides a goods from the market; the shops keep their listings', async () => {
    await t.call(admin.saveMarket, {
      token: adminToken,
      body: { ...lamp(), id: lampId, status: 'hidden' },
    });
    const market = await t.call(merchant.market, { token: merchantToken, query: { limit: 100 } });
    expect(market.data.data.map((item) => item.id)).not.toContain(lampId);
    const [kept] = await t.db
      .select({ status: goods.status })
      .from(goods)
      .where(eq(goods.marketGoodsId, lampId));
    expect(kept?.status).toBe('normal');
    const hidden = await t.call(admin.market, { token: adminToken, query: { status: 'hidden' } });
    expect(hidden.data.data.map((item) => item.id)).toEqual([lampId]);
  });

  it('finds goods by title words and category', async () => {
    const found = await t.call(admin.market, {
      token: adminToken,
      query: { keyword: 'arc FLOOR' },
    });
    expect(found.data.data.map((item) => item.id)).toEqual([lampId]);
    const inTop = await t.call(admin.market, {
      token: adminToken,
      query: { category_id: topId, limit: 100 },
    });
    expect(inTop.data.data.map((item) => item.id)).toContain(lampId);
    const all = await t.call(admin.market, { token: adminToken, query: { limit: 100 } });
    expect(all.data.total).toBe((await t.db.select().from(marketGoods)).length);
  });

  it('deletes only goods no shop lists', async () => {
    const listedOne = await t.call(admin.deleteMarket, { token: adminToken, body: { id: lampId } });
    expect(listedOne.body).toMatchObject({
      code: 0,
      msg: 'Shops have listed this goods, hide it instead of deleting it',
    });
    const spare = await t.call(admin.saveMarket, {
      token: adminToken,
      body: { ...lamp(), title: 'Spare lamp' },
    });
    expect(
      (await t.call(admin.deleteMarket, { token: adminToken, body: { id: spare.data.id } })).body
        .code,
    ).toBe(1);
    expect(await t.db.select().from(marketGoods).where(eq(marketGoods.id, spare.data.id))).toEqual(
      [],
    );
    expect(
      (await t.call(admin.deleteMarket, { token: adminToken, body: { id: spare.data.id } })).status,
    ).toBe(404);
  });
});

describe('categories', () => {
  it('lists the whole tree with hidden categories and goods counts', async () => {
    const tree = await t.call(admin.categories, { token: adminToken });
    const public_ = await t.call(common.categorys);
    expect(tree.data.list.map((node) => node.id)).toEqual(public_.data.list.map((node) => node.id));
    const leaf = tree.data.list
      .flatMap((node) => node.childlist)
      .find((child) => child.id === leafId);
    expect(leaf?.goods_count).toBeGreaterThan(0);
  });

  it('creates, edits and deletes a category in two levels', async () => {
    const top = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { pid: 0, name: ' Garden ', weigh: 5 },
    });
    expect(top.data).toMatchObject({
      pid: 0,
      name: 'Garden',
      weigh: 5,
      status: 'normal',
      goods_count: 0,
      image: '',
    });
    const child = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { pid: top.data.id, name: 'Tools', image: picture },
    });
    expect(child.data).toMatchObject({ pid: top.data.id, image: picture });
    const renamed = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { id: child.data.id, pid: top.data.id, name: 'Garden tools', status: 'hidden' },
    });
    expect(renamed.data).toMatchObject({ name: 'Garden tools', status: 'hidden' });
    const publicTree = await t.call(common.categorys);
    const garden = publicTree.data.list.find((node) => node.id === top.data.id);
    expect(garden?.childlist.map((item) => item.id) ?? []).not.toContain(child.data.id);

    const busy = await t.call(admin.deleteCategory, {
      token: adminToken,
      body: { id: top.data.id },
    });
    expect(busy.body.msg).toBe('This category still has subcategories or goods');
    expect(
      (await t.call(admin.deleteCategory, { token: adminToken, body: { id: child.data.id } })).body
        .code,
    ).toBe(1);
    expect(
      (await t.call(admin.deleteCategory, { token: adminToken, body: { id: top.data.id } })).body
        .code,
    ).toBe(1);
    expect(
      (await t.call(admin.deleteCategory, { token: adminToken, body: { id: top.data.id } })).status,
    ).toBe(404);
  });

  it('refuses a third level, a parent that gets a parent, an unknown parent and no name', async () => {
    const third = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { pid: leafId, name: 'Deep' },
    });
    expect(third.body.data).toEqual({ field: 'pid' });
    const ownParent = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { id: topId, pid: topId, name: 'x' },
    });
    expect(ownParent.body.data).toEqual({ field: 'pid' });
    const otherTop = (await t.call(admin.categories, { token: adminToken })).data.list.find(
      (node) => node.id !== topId,
    )!;
    const moved = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { id: topId, pid: otherTop.id, name: 'x' },
    });
    expect(moved.body.data).toEqual({ field: 'pid' });
    expect(
      (await t.call(admin.saveCategory, { token: adminToken, body: { pid: 999_999, name: 'x' } }))
        .status,
    ).toBe(400);
    const unnamed = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { pid: 0, name: '  ' },
    });
    expect(unnamed.body).toMatchObject({ code: 0, data: { field: 'name' } });
    expect(await t.db.select().from(categories).where(eq(categories.name, 'Deep'))).toEqual([]);
    const busy = await t.call(admin.deleteCategory, { token: adminToken, body: { id: leafId } });
    expect(busy.body.msg).toBe('This category still has subcategories or goods');
  });
});

describe('banners', () => {
  it('adds, edits and deletes a banner; the home carousel shows it', async () => {
    const added = await t.call(admin.saveBanner, {
      token: adminToken,
      body: {
        position: 'home',
        title: 'Lamps week',
        image: picture,
        url: '/category/3',
        weigh: 999,
      },
    });
    expect(added.data).toMatchObject({ position: 'home', url: '/category/3', status: 'normal' });
    const info = await t.call(common.info);
    expect(info.data.banners[0]).toMatchObject({ id: added.data.id, title: 'Lamps week' });

    const edited = await t.call(admin.saveBanner, {
      token: adminToken,
      body: { id: added.data.id, position: 'other', image: picture, status: 'hidden' },
    });
    expect(edited.data).toMatchObject({ position: 'other', title: '', url: '', status: 'hidden' });
    const list = await t.call(admin.banners, { token: adminToken, query: { position: 'other' } });
    expect(list.data.list.map((banner) => banner.id)).toContain(added.data.id);
    expect((await t.call(common.info)).data.otherBanners.map((banner) => banner.id)).not.toContain(
      added.data.id,
    );

    expect(
      (await t.call(admin.deleteBanner, { token: adminToken, body: { id: added.data.id } })).body
        .code,
    ).toBe(1);
    expect(
      (await t.call(admin.deleteBanner, { token: adminToken, body: { id: added.data.id } })).status,
    ).toBe(404);
  });

  it('refuses a link that is not an app path and a picture that is not stored', async () => {
    const link = await t.call(admin.saveBanner, {
      token: adminToken,
      body: { position: 'home', image: picture, url: 'https://evil.example' },
    });
    expect(link.status).toBe(400);
    const image = await t.call(admin.saveBanner, {
      token: adminToken,
      body: { position: 'home', image: '/uploads/none.png' },
    });
    expect(image.body.data).toEqual({ field: 'image' });
    expect(
      (
        await t.call(admin.saveBanner, {
          token: adminToken,
          body: { id: 999_999, position: 'home', image: picture },
        })
      ).status,
    ).toBe(404);
  });
});

describe('currencies', () => {
  it('sets the symbol and rate of a language; the app reads them', async () => {
    const list = await t.call(admin.currencies, { token: adminToken });
    expect(list.data.list).toHaveLength(13);
    const saved = await t.call(admin.saveCurrency, {
      token: adminToken,
      body: { language: 'ja', code: 'JPY', symbol: ' ¥ ', rate: '0.00660' },
    });
    expect(saved.data).toMatchObject({ language: 'ja', code: 'JPY', symbol: '¥', rate: '0.0066' });
    const info = await t.call(common.info);
    expect(info.data.currencyList.find((item) => item.language === 'ja')).toMatchObject({
      symbol: '¥',
      rate: '0.0066',
    });
  });

  it('adds the currency of a language that had none', async () => {
    await t.db.delete(currencies).where(eq(currencies.language, 'vi'));
    const saved = await t.call(admin.saveCurrency, {
      token: adminToken,
      body: { language: 'vi', code: 'VND', symbol: '₫', rate: '0.00004' },
    });
    expect(saved.data).toMatchObject({ language: 'vi', rate: '0.00004' });
    expect((await t.call(admin.currencies, { token: adminToken })).data.list).toHaveLength(13);
  });

  it.each([
    ['a zero rate', { rate: '0' }, 0, 'The exchange rate is invalid'],
    ['a negative rate', { rate: '-1' }, 0, 'The exchange rate is invalid'],
    ['a float notation', { rate: '1e-3' }, 0, 'The exchange rate is invalid'],
    ['no symbol', { symbol: '' }, 0, 'Please fill in the required fields'],
  ])('refuses %s', async (_name, change, code, msg) => {
    const result = await t.call(admin.saveCurrency, {
      token: adminToken,
      body: { language: 'ko', code: 'KRW', symbol: '₩', rate: '0.00075', ...change },
    });
    expect(result.body).toMatchObject({ code, msg });
  });

  it('answers 400 for an unknown language or code', async () => {
    for (const change of [{ language: 'fr' }, { code: 'won' }]) {
      const result = await t.call(admin.saveCurrency, {
        token: adminToken,
        body: { language: 'ko', code: 'KRW', symbol: '₩', rate: '0.00075', ...change },
      });
      expect(result.status).toBe(400);
    }
    const [row] = await t.db.select().from(currencies).where(eq(currencies.language, 'ko'));
    expect(row?.code).toBe('KRW');
  });
});

describe('feedback and reports', () => {
  let feedbackId: number;
  let complaintId: number;

  beforeAll(async () => {
    feedbackId = (
      await t.call(feedback.add, {
        token: buyer,
        body: { type: 'abnormal_function', content: 'The cart forgets my items.' },
      })
    ).data.id;
    const [shop] = await t.db.select({ id: shops.id }).from(shops).limit(1);
    complaintId = (
      await t.call(complaint.add, {
        token: buyer,
        body: { type: 'shop', target_id: shop!.id, reason: 'Counterfeit goods' },
      })
    ).data.id;
  });

  it('shows each in the queue with how long it has waited', async () => {
    const queue = await t.call(admin.feedback, { token: adminToken });
    expect(queue.data.data.find((item) => item.id === feedbackId)).toMatchObject({
      type: 'abnormal_function',
      status: 'pending',
      hours_waited: 0,
      hours_left: 72,
      user: { username: 'buyer' },
    });
    const reports = await t.call(admin.complaints, { token: adminToken });
    expect(reports.data.data.find((item) => item.id === complaintId)).toMatchObject({
      type: 'shop',
      reason: 'Counterfeit goods',
      status: 'pending',
      hours_left: 72,
    });
    expect(reports.data.data.find((item) => item.id === complaintId)?.target_name).not.toBe('');
  });

  it('marks them overdue from the 72nd hour, on a tab of their own', async () => {
    t.clock.advanceSeconds(71 * 3600 + 3599);
    const before = await t.call(admin.feedback, {
      token: adminToken,
      query: { status: 'pending' },
    });
    expect(before.data.data.find((item) => item.id === feedbackId)).toMatchObject({
      hours_waited: 71,
      hours_left: 1,
    });
    t.clock.advanceSeconds(1);
    const overdue = await t.call(admin.feedback, {
      token: adminToken,
      query: { status: 'overdue' },
    });
    expect(overdue.data.data.find((item) => item.id === feedbackId)).toMatchObject({
      status: 'overdue',
      hours_waited: 72,
      hours_left: 0,
    });
    const pending = await t.call(admin.feedback, {
      token: adminToken,
      query: { status: 'pending' },
    });
    expect(pending.data.data.map((item) => item.id)).not.toContain(feedbackId);
    const reports = await t.call(admin.complaints, {
      token: adminToken,
      query: { status: 'overdue' },
    });
    expect(reports.data.data.map((item) => item.id)).toContain(complaintId);
  });

  it('handles them with a reply, once; the author sees it', async () => {
    const empty = await t.call(admin.handleFeedback, {
      token: adminToken,
      body: { id: feedbackId, reply: ' ' },
    });
    expect(empty.body.msg).toBe('Please enter a reply');
    t.clock.advanceSeconds(3600);
    const handled = await t.call(admin.handleFeedback, {
      token: adminToken,
      body: { id: feedbackId, reply: 'Fixed in the latest version, thank you.' },
    });
    expect(handled.data).toMatchObject({
      status: 'handled',
      hours_waited: 73,
      reply: 'Fixed in the latest version, thank you.',
    });
    const mine = await t.call(feedback.lists, { token: buyer });
    expect(mine.data.data.find((item) => item.id === feedbackId)).toMatchObject({
      status: 'handled',
      reply: 'Fixed in the latest version, thank you.',
    });
    const twice = await t.call(admin.handleFeedback, {
      token: adminToken,
      body: { id: feedbackId, reply: 'Again' },
    });
    expect(twice.body.msg).toBe('This request has already been handled');

    const report = await t.call(admin.handleComplaint, {
      token: adminToken,
      body: { id: complaintId, reply: 'The shop was warned.' },
    });
    expect(report.data).toMatchObject({ status: 'handled', reply: 'The shop was warned.' });
    expect((await t.call(complaint.lists, { token: buyer })).data.data[0]).toMatchObject({
      status: 'handled',
    });
    const open = await t.call(admin.complaints, { token: adminToken });
    expect(open.data.data.map((item) => item.id)).not.toContain(complaintId);
    const done = await t.call(admin.complaints, {
      token: adminToken,
      query: { status: 'handled' },
    });
    expect(done.data.data.map((item) => item.id)).toContain(complaintId);
  });

  it('answers 404 for an unknown one', async () => {
    for (const endpoint of [admin.handleFeedback, admin.handleComplaint]) {
      expect(
        (await t.call(endpoint, { token: adminToken, body: { id: 999_999, reply: 'x' } })).status,
      ).toBe(404);
    }
  });
});
