import { goods as goodsApi, merchant, order } from '@bazaar/api/contract';
import { and, asc, count, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, goods, goodsSkus, notices, orderGoods, orders } from '../db/schema/index.js';
import { uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { placeOrder, type TestSku } from '../test/order-helpers.js';

let t: TestApp;
let token: string;
let techhub: string;
let buyer: string;
let merchantId: number;
let shopId: number;
let categoryId: number;
let photos: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  [token, techhub, buyer] = await Promise.all([
    t.login('merchant'),
    t.login('techhub'),
    t.login('buyer'),
  ]);
  shopId = (await t.call(merchant.shop, { token })).data.id;
  merchantId = await userIdOf(t, 'merchant');
  const [leaf] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(ne(categories.pid, 0), eq(categories.status, 'normal')))
    .orderBy(asc(categories.id))
    .limit(1);
  categoryId = leaf!.id;
  photos = [];
  for (let i = 0; i < 4; i += 1) photos.push(await uploadImageAs(t, merchantId));
}, 60_000);
afterAll(() => t?.close());

const COMBINATIONS = ['White,M', 'White,L', 'Blue,M', 'Blue,L'];

/** A goods form with two specs (colour, size), one SKU per combination. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    category_id: categoryId,
    title: 'Linen shirt',
    description: 'Breathable linen.',
    content: 'Washed linen, relaxed fit.',
    images: photos,
    spec: [
      { name: 'Colour', items: ['White', 'Blue'] },
      { name: 'Size', items: ['M', 'L'] },
    ],
    skus: COMBINATIONS.map((difference, index) => ({
      difference,
      price: `${30 + index}.50`,
      market_price: '45.00',
      stock: 10,
      code: `LS-${index}`,
    })),
    freight: '0',
    status: 'normal' as const,
    stock_alert: 3,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const result = await t.call(merchant.goodsCreate, { token, body: form(overrides) });
  expect(result.body.msg).toBe('');
  return result.data;
}

function skuLine(
  info: { id: number; freight: string },
  sku: { id: number; price: string; stock: number },
): TestSku {
  return {
    goods_id: info.id,
    sku_id: sku.id,
    shopId,
    price: sku.price,
    freight: info.freight,
    stock: sku.stock,
    wholesale: null,
  };
}

async function lowStockNotices(goodsId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(notices)
    .where(
      and(
        eq(notices.userId, merchantId),
        eq(notices.title, 'merchant:notice.low_stock'),
        eq(notices.relatedId, goodsId),
      ),
    );
  return row!.n;
}

describe('merchant/goodsCreate', () => {
  it('creates an own goods with two specs, four photos and one SKU per combination', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: 'Linen shirt',
      image: photos[0],
      images: photos,
      market_goods_id: null,
      price: '30.50',
      market_price: '45.00',
      freight: '0.00',
      status: 'normal',
      stock: 40,
      stock_alert: 3,
      low_stock: false,
      wholesale_price: null,
    });
    expect(created.skus.map((sku) => [sku.difference, sku.price, sku.code, sku.retired])).toEqual(
      COMBINATIONS.map((difference, index) => [
        difference,
        `${30 + index}.50`,
        `LS-${index}`,
        false,
      ]),
    );
    const page = await t.call(goodsApi.detail, { query: { id: created.id } });
    expect(page.body.msg).toBe('');
    expect(page.data).toMatchObject({ title: 'Linen shirt', price: '30.50', stock: 40 });
    expect(page.data.sku).toHaveLength(4);
    const listed = await t.call(merchant.goods, { token, query: { status: 'normal' } });
    expect(listed.data.data.map((item) => item.id)).toContain(created.id);
  });

  it.each([
    [
      'a one-letter title',
      { title: 'x' },
      'goods_title_length',
      'The title must be 2 to 120 characters long',
    ],
    ['no photo', { images: [] }, 'goods_photo_required', 'Add at least one photo'],
    [
      'a combination without a price',
      { skus: form().skus.slice(1) },
      'sku_combination_missing',
      'Set a price for every combination: White,M has none',
    ],
    [
      'a market price under the price',
      { skus: form().skus.map((sku) => ({ ...sku, market_price: '1.00' })) },
      'market_price_below_price',
      'The market price cannot be lower than the price',
    ],
    [
      'a price of three decimals',
      { skus: form().skus.map((sku) => ({ ...sku, price: '9.999' })) },
      'invalid_amount',
      null,
    ],
    [
      'a fractional stock',
      { skus: form().skus.map((sku) => ({ ...sku, stock: 1.5 })) },
      'stock_invalid',
      null,
    ],
  ])(
    'refuses %s with a translated message and saves nothing',
    async (_name, overrides, code, msg) => {
      const [before] = await t.db.select({ n: count() }).from(goods);
      const result = await t.call(merchant.goodsCreate, { token, body: form(overrides) });
      expect(result.body.code).toBe(0);
      expect(result.status).toBeLessThan(500);
      expect(result.body.msg).not.toBe('');
      if (msg) expect(result.body.msg).toBe(msg);
      expect(result.body.msg).not.toContain(code);
      const [after] = await t.db.select({ n: count() }).from(goods);
      expect(after!.n).toBe(before!.n);
    },
  );

  it('answers in the caller language', async () => {
    const result = await t.call(merchant.goodsCreate, {
      token,
      body: form({ images: [] }),
      headers: { 'accept-language': 'ja' },
    });
    expect(result.body.msg).toBe('写真を 1 枚以上追加してください');
  });

  it('refuses photos that are not the merchant uploads, and a top-level category', async () => {
    const foreign = await uploadImageAs(t, await userIdOf(t, 'techhub'));
    const stolen = await t.call(merchant.goodsCreate, {
      token,
      body: form({ images: [foreign] }),
    });
    expect(stolen.body).toMatchObject({ code: 0, data: { field: 'images' } });
    const elsewhere = await t.call(merchant.goodsCreate, {
      token,
      body: form({ images: ['https://example.com/a.png'] }),
    });
    expect(elsewhere.body).toMatchObject({ code: 0, data: { field: 'images' } });
    const [top] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.pid, 0))
      .limit(1);
    const parent = await t.call(merchant.goodsCreate, {
      token,
      body: form({ category_id: top!.id }),
    });
    expect(parent.body).toMatchObject({ code: 0, data: { field: 'category_id' } });
  });
});

describe('merchant/goodsEdit', () => {
  it('edits the whole goods and keeps its price the lowest orderable SKU one', async () => {
    const created = await create();
    const edited = await t.call(merchant.goodsEdit, {
      token,
      body: {
        ...form({
          title: 'Linen shirt, relaxed',
          images: [photos[2], photos[0]],
          freight: '6.00',
          status: 'hidden',
        }),
        id: created.id,
        skus: form().skus.map((sku) => ({ ...sku, price: '12.00', market_price: '20.00' })),
      },
    });
    expect(edited.body.msg).toBe('');
    expect(edited.data).toMatchObject({
      title: 'Linen shirt, relaxed',
      image: photos[2],
      freight: '6.00',
      status: 'hidden',
      price: '12.00',
      market_price: '20.00',
    });
    // The same SKUs, updated in place.
    expect(edited.data.skus.map((sku) => sku.id)).toEqual(created.skus.map((sku) => sku.id));
    const hidden = await t.call(goodsApi.detail, { query: { id: created.id } });
    expect(hidden.body.code).toBe(0);
  });

  it('refuses another shop goods as not found and market goods with a clear message', async () => {
    const created = await create();
    const other = await t.call(merchant.goodsEdit, {
      token: techhub,
      body: { ...form(), id: created.id },
    });
    expect(other.status).toBe(404);
    const [market] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.shopId, shopId), isNotNull(goods.marketGoodsId)))
      .limit(1);
    const wholesale = await t.call(merchant.goodsEdit, {
      token,
      body: { ...form(), id: market!.id },
    });
    expect(wholesale.body).toMatchObject({
      code: 0,
      msg: 'This goods comes from the wholesale market: only its prices and status can be changed',
    });
  });

  it('retires a dropped SKU that has orders, deletes one that has none, and revives a returning one', async () => {
    const created = await create();
    const whiteM = created.skus.find((sku) => sku.difference === 'White,M')!;
    const blueM = created.skus.find((sku) => sku.difference === 'Blue,M')!;
    const [orderId] = await placeOrder(t, buyer, 'buyer', [[skuLine(created, whiteM), 2]]);
    const lineBefore = await t.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId!));

    // Size M leaves the goods: White,M has an order (retired), Blue,M has none (deleted).
    const onlyL = {
      ...form(),
      id: created.id,
      spec: [
        { name: 'Colour', items: ['White', 'Blue'] },
        { name: 'Size', items: ['L'] },
      ],
      skus: ['White,L', 'Blue,L'].map((difference) => ({
        difference,
        price: '50.00',
        market_price: '60.00',
        stock: 4,
      })),
    };
    const edited = await t.call(merchant.goodsEdit, { token, body: onlyL });
    expect(edited.body.msg).toBe('');
    const byId = new Map(edited.data.skus.map((sku) => [sku.id, sku]));
    expect(byId.get(whiteM.id)).toMatchObject({ retired: true, difference: 'White,M' });
    expect(byId.has(blueM.id)).toBe(false);
    expect(edited.data).toMatchObject({ price: '50.00', stock: 8 });
    const page = await t.call(goodsApi.detail, { query: { id: created.id } });
    expect(page.data.sku.map((sku) => sku.difference)).toEqual(['White,L', 'Blue,L']);

    // The retired SKU cannot be ordered.
    const refused = await t.call(order.getOrderGoodsList, {
      token: buyer,
      body: [{ goods_id: created.id, sku_id: whiteM.id, number: 1 }],
    });
    expect(refused.body).toMatchObject({ code: 0, msg: 'This option is no longer sold' });

    // The order kept its copy.
    const lineAfter = await t.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId!));
    expect(lineAfter).toEqual(lineBefore);

    // Size M comes back: the retired SKU is orderable again under its old id.
    const back = await t.call(merchant.goodsEdit, { token, body: { ...form(), id: created.id } });
    expect(back.body.msg).toBe('');
    expect(back.data.skus.find((sku) => sku.id === whiteM.id)).toMatchObject({
      retired: false,
      price: '30.50',
    });
  });
});

describe('stock alerts', () => {
  it('tells the merchant once per crossing of the threshold, by orders and by edits', async () => {
    const created = await create({
      spec: [],
      skus: [{ difference: '', price: '10.00', market_price: '10.00', stock: 5 }],
      stock_alert: 3,
    });
    const sku = created.skus[0]!;
    await placeOrder(t, buyer, 'buyer', [[skuLine(created, sku), 1]]); // 4: above
    expect(await lowStockNotices(created.id)).toBe(0);
    await placeOrder(t, buyer, 'buyer', [[skuLine(created, sku), 1]]); // 3: crossed
    expect(await lowStockNotices(created.id)).toBe(1);
    await placeOrder(t, buyer, 'buyer', [[skuLine(created, sku), 1]]); // 2: still low
    expect(await lowStockNotices(created.id)).toBe(1);

    const low = await t.call(merchant.goods, { token, query: { status: 'low' } });
    expect(low.data.data.find((item) => item.id === created.id)).toMatchObject({ low_stock: true });
    const notice = await t.db
      .select({ content: notices.content, type: notices.type })
      .from(notices)
      .where(
        and(eq(notices.title, 'merchant:notice.low_stock'), eq(notices.relatedId, created.id)),
      );
    expect(JSON.parse(notice[0]!.content)).toEqual({ name: 'Linen shirt', stock: 3, threshold: 3 });

    const edit = (stock: number, stockAlert = 3) =>
      t.call(merchant.goodsEdit, {
        token,
        body: {
          ...form({ spec: [], stock_alert: stockAlert }),
          id: created.id,
          skus: [{ difference: '', price: '10.00', market_price: '10.00', stock }],
        },
      });
    expect((await edit(20)).data.low_stock).toBe(false); // restocked
    expect(await lowStockNotices(created.id)).toBe(0 + 1);
    await edit(1); // crossed by an edit
    expect(await lowStockNotices(created.id)).toBe(2);
    await edit(20);
    await edit(20, 25); // the threshold raised over the stock
    expect(await lowStockNotices(created.id)).toBe(3);
    const notLow = await t.call(merchant.goods, { token, query: { status: 'low' } });
    expect(notLow.data.data.every((item) => item.low_stock)).toBe(true);
  });

  it('shows an out-of-stock SKU and refuses to order it', async () => {
    const created = await create({
      spec: [{ name: 'Colour', items: ['Red', 'Green'] }],
      skus: [
        { difference: 'Red', price: '10.00', market_price: '10.00', stock: 0 },
        { difference: 'Green', price: '10.00', market_price: '10.00', stock: 2 },
      ],
    });
    const page = await t.call(goodsApi.detail, { query: { id: created.id } });
    expect(page.data.sku.find((sku) => sku.difference === 'Red')).toMatchObject({ stock: 0 });
    const red = created.skus.find((sku) => sku.difference === 'Red')!;
    const refused = await t.call(order.getOrderGoodsList, {
      token: buyer,
      body: [{ goods_id: created.id, sku_id: red.id, number: 1 }],
    });
    expect(refused.body).toMatchObject({ code: 0, msg: 'Not enough stock: only 0 left' });
  });
});

describe('placed orders', () => {
  it('no sequence of edits changes a placed order lines or totals', async () => {
    const created = await create();
    const lines = created.skus.slice(0, 2).map((sku) => [skuLine(created, sku), 1] as const);
    const placed = await placeOrder(t, buyer, 'buyer', lines);
    const snapshot = async () => ({
      orders: await t.db.select().from(orders).where(inArray(orders.id, placed)),
      lines: await t.db
        .select()
        .from(orderGoods)
        .where(inArray(orderGoods.orderId, placed))
        .orderBy(asc(orderGoods.id)),
    });
    const before = await snapshot();

    const price = fc
      .integer({ min: 1, max: 99_999 })
      .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    const edit = fc.record({
      colours: fc.subarray(['White', 'Blue', 'Green'], { minLength: 1 }),
      sizes: fc.subarray(['M', 'L'], { minLength: 1 }),
      price,
      stock: fc.integer({ min: 0, max: 50 }),
      title: fc.string({ minLength: 2, maxLength: 30 }).filter((text) => text.trim().length >= 2),
      freight: fc.constantFrom('0', '3.50'),
      stockAlert: fc.integer({ min: 0, max: 10 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        for (const step of edits) {
          const skus = step.colours.flatMap((colour) =>
            step.sizes.map((size) => ({
              difference: `${colour},${size}`,
              price: step.price,
              market_price: step.price,
              stock: step.stock,
            })),
          );
          const result = await t.call(merchant.goodsEdit, {
            token,
            body: {
              ...form({
                title: step.title,
                freight: step.freight,
                stock_alert: step.stockAlert,
                spec: [
                  { name: 'Colour', items: step.colours },
                  { name: 'Size', items: step.sizes },
                ],
                skus,
              }),
              id: created.id,
            },
          });
          expect(result.body.msg).toBe('');
        }
        expect(await snapshot()).toEqual(before);
        // The ordered SKUs are still there (retired or not), never deleted.
        const [kept] = await t.db
          .select({ n: count() })
          .from(goodsSkus)
          .where(
            and(
              inArray(
                goodsSkus.id,
                lines.map(([line]) => line.sku_id),
              ),
              gt(goodsSkus.id, 0),
            ),
          );
        expect(kept!.n).toBe(2);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
