import { cart, type Cart } from '@bazaar/api/contract';
import { computeCart, multiply, toMoneyString } from '@bazaar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/database.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goodsFavourites } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { userIdOf } from '../test/finance.js';
import { setGoodsStatus, setStock, skuOf, type TestSku } from '../test/order-helpers.js';

let t: TestApp;
let token: string;
let a: TestSku;
let b: TestSku;
let c: TestSku;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('buyer');
  a = await skuOf(t, 'techhub');
  // Another goods of the same shop.
  let nth = 1;
  do {
    b = await skuOf(t, 'techhub', { nth });
    nth += 1;
  } while (b.goods_id === a.goods_id);
  c = await skuOf(t, 'glowbeauty');
  for (const sku of [a, b, c]) await setStock(t, sku.sku_id, 10);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.call(cart.storage, { token, body: { type: 'empty' } });
});

function add(sku: TestSku, number = 1, extra: Record<string, unknown> = {}) {
  return t.call(cart.storage, {
    token,
    body: { type: 'add', goods: { goods_id: sku.goods_id, sku_id: sku.sku_id, number, ...extra } },
  });
}

/** The lines of a cart answer as [shop, sku, number, ticked]. */
function lines(result: { readonly data: Cart }) {
  return result.data.list.flatMap((shop) =>
    shop.products.map((p) => [shop.shop_id, p.sku_id, p.number, p.checked]),
  );
}

describe('cart/storage add', () => {
  it('adds lines grouped by shop at database prices, merging the same sku', async () => {
    await add(a, 1);
    await add(c, 2);
    // The client's price, title and shop are ignored: the database's are used.
    const result = await add(a, 2, {
      shop_id: c.shopId,
      title: 'Cheap!',
      sku: { id: a.sku_id, price: '0.01' },
    });
    expect(result.body.code).toBe(1);
    expect(lines(result)).toEqual([
      [a.shopId, a.sku_id, 3, false],
      [c.shopId, c.sku_id, 2, false],
    ]);
    const line = result.data.list[0]?.products[0];
    expect(line?.sku.price).toBe(a.price);
    expect(line?.title).not.toBe('Cheap!');
    expect(line?.sum).toBe(toMoneyString(multiply(a.price, 3)));
    // The totals are the domain's.
    expect(result.data).toEqual(computeCart(result.data.list));
    expect((await t.call(cart.get, { token })).data).toEqual(result.data);
  });

  it("accepts the spec's flat form (goods_id, sku_id, number)", async () => {
    const result = await t.call(cart.storage, {
      token,
      body: { type: 'add', goods_id: b.goods_id, sku_id: b.sku_id, number: 2 },
    });
    expect(lines(result)).toEqual([[b.shopId, b.sku_id, 2, false]]);
  });

  it('refuses goods not on sale, unknown or mismatched skus, more than the stock, and no goods', async () => {
    await setGoodsStatus(t, c.goods_id, 'hidden');
    expect((await add(c)).body).toMatchObject({
      code: 0,
      msg: 'This item is no longer available',
    });
    await setGoodsStatus(t, c.goods_id, 'normal');
    const unknown = await t.call(cart.storage, {
      token,
      body: { type: 'add', goods: { goods_id: a.goods_id, sku_id: 999_999, number: 1 } },
    });
    expect(unknown.status).toBe(404);
    const mismatched = await t.call(cart.storage, {
      token,
      body: { type: 'add', goods: { goods_id: c.goods_id, sku_id: a.sku_id, number: 1 } },
    });
    expect(mismatched.status).toBe(404);
    await add(a, 8);
    expect((await add(a, 3)).body).toMatchObject({
      code: 0,
      msg: 'Not enough stock: only 10 left',
      data: { stock: 10 },
    });
    const none = await t.call(cart.storage, { token, body: { type: 'add' } });
    expect(none).toMatchObject({ status: 400, body: { data: { field: 'goods_id' } } });
    expect(lines(await t.call(cart.get, { token }))).toEqual([[a.shopId, a.sku_id, 8, false]]);
  });

  it('refuses unknown fields', async () => {
    const result = await t.call(cart.storage, {
      token,
      body: { type: 'empty', price: '1.00' },
    });
    expect(result.status).toBe(400);
  });
});

describe('cart line pictures', () => {
  it("shows a SKU's own picture (its colour) on its line, else the goods' picture", async () => {
    const [coloured] = await queryRows<{ goods_id: number; sku_id: number; image: string }>(
      t.db,
      sql`select s.goods_id, s.id as sku_id, s.image from goods_skus s
          where s.image <> '' and s.stock > 0 order by s.id limit 1`,
    );
    const [plain] = await queryRows<{ goods_id: number; sku_id: number; image: string }>(
      t.db,
      sql`select s.goods_id, s.id as sku_id, g.image from goods_skus s join goods g on g.id = s.goods_id
          where s.image = '' and s.stock > 0 and g.status = 'normal' order by s.id limit 1`,
    );
    for (const sku of [coloured!, plain!]) {
      await t.call(cart.storage, {
        token,
        body: { type: 'add', goods: { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 } },
      });
    }
    const answer = await t.call(cart.get, { token });
    const images = new Map(
      answer.data.list.flatMap((shop) => shop.products.map((line) => [line.sku_id, line.image])),
    );
    expect(images.get(coloured!.sku_id)).toBe(coloured!.image);
    expect(images.get(plain!.sku_id)).toBe(plain!.image);
  });
});

describe('cart/storage bcadd and bcsub', () => {
  it('adds and removes one, refusing to go below 1 and above the stock', async () => {
    await add(a, 1);
    const ref = { goods_id: a.goods_id, sku_id: a.sku_id };
    const more = await t.call(cart.storage, { token, body: { type: 'bcadd', ...ref } });
    expect(lines(more)).toEqual([[a.shopId, a.sku_id, 2, false]]);
    const less = await t.call(cart.storage, { token, body: { type: 'bcsub', ...ref } });
    expect(lines(less)).toEqual([[a.shopId, a.sku_id, 1, false]]);
    const atOne = await t.call(cart.storage, { token, body: { type: 'bcsub', ...ref } });
    expect(atOne.body).toMatchObject({ code: 0, msg: 'The quantity cannot be less than 1' });
    await setStock(t, a.sku_id, 1);
    const beyond = await t.call(cart.storage, { token, body: { type: 'bcadd', ...ref } });
    expect(beyond.body).toMatchObject({ code: 0, data: { stock: 1 } });
    await setStock(t, a.sku_id, 10);
    const missing = await t.call(cart.storage, {
      token,
      body: { type: 'bcadd', goods_id: b.goods_id, sku_id: b.sku_id },
    });
    expect(missing.body.code).toBe(0);
    const noRef = await t.call(cart.storage, { token, body: { type: 'bcsub' } });
    expect(noRef.status).toBe(400);
  });
});

describe('cart/storage del, follow and empty', () => {
  it('deletes the given lines, or the ticked ones, and refuses when nothing matches', async () => {
    await add(a);
    await add(b);
    const deleted = await t.call(cart.storage, {
      token,
      body: { type: 'del', data: [{ goods_id: a.goods_id, sku_id: a.sku_id }] },
    });
    expect(lines(deleted)).toEqual([[b.shopId, b.sku_id, 1, false]]);
    // Nothing ticked and no lines named: "please select an item first".
    const nothing = await t.call(cart.storage, { token, body: { type: 'del' } });
    expect(nothing.body).toMatchObject({ code: 0, msg: 'Please select an item first' });
  });

  it('moves lines to the favourites with follow', async () => {
    await add(c);
    await add(a);
    const followed = await t.call(cart.storage, {
      token,
      body: { type: 'follow', data: [{ goods_id: c.goods_id, sku_id: c.sku_id }] },
    });
    expect(lines(followed)).toEqual([[a.shopId, a.sku_id, 1, false]]);
    const userId = await userIdOf(t, 'buyer');
    const favourite = await t.db
      .select()
      .from(goodsFavourites)
      .where(and(eq(goodsFavourites.userId, userId), eq(goodsFavourites.goodsId, c.goods_id)));
    expect(favourite).toHaveLength(1);
  });

  it('empties the cart, and keeps each user to their own cart', async () => {
    await add(a);
    const other = await t.login('buyer2');
    expect((await t.call(cart.get, { token: other })).data.cartnum).toBe(0);
    const emptied = await t.call(cart.storage, { token, body: { type: 'empty' } });
    expect(emptied.data).toMatchObject({ list: [], cartnum: 0, allsum: '0.00' });
  });
});

describe('cart/synchro', () => {
  /** A visitor's cart as the client keeps it (prices may be stale or forged). */
  function visitorCart(items: readonly [TestSku, number, boolean, string?][]) {
    return computeCart(
      items.map(([sku, number, checked, price]) => ({
        shop_id: sku.shopId,
        shop_name: 'whatever the client says',
        products: [
          {
            goods_id: sku.goods_id,
            sku_id: sku.sku_id,
            title: 'stale title',
            image: '',
            sku: { id: sku.sku_id, price: price ?? sku.price },
            number,
            checked,
          },
        ],
      })),
    );
  }

  it('merges the visitor cart: quantities add up, ticks carry over, prices come from the database', async () => {
    await add(a, 2);
    const result = await t.call(cart.synchro, {
      token,
      body: {
        cart: visitorCart([
          [a, 3, true, '0.01'],
          [c, 1, false],
        ]),
      },
    });
    expect(result.body.code).toBe(1);
    expect(lines(result)).toEqual([
      [a.shopId, a.sku_id, 5, true],
      [c.shopId, c.sku_id, 1, false],
    ]);
    expect(result.data.list[0]?.products[0]?.sku.price).toBe(a.price);
    expect(result.data.allsum).toBe(toMoneyString(multiply(a.price, 5)));
    // The ticked lines are what a later delete without lines removes.
    const deleted = await t.call(cart.storage, { token, body: { type: 'del' } });
    expect(lines(deleted)).toEqual([[c.shopId, c.sku_id, 1, false]]);
  });

  it('drops lines of goods hidden, out of stock or unknown, on both sides, and caps at the stock', async () => {
    await add(b, 1);
    await setGoodsStatus(t, b.goods_id, 'hidden');
    await setStock(t, c.sku_id, 0);
    await setStock(t, a.sku_id, 4);
    // A line naming one goods's sku under another goods is dropped as unknown.
    const local = visitorCart([
      [a, 9, true],
      [c, 1, true],
      [{ ...b, goods_id: c.goods_id }, 1, true],
    ]);
    const result = await t.call(cart.synchro, { token, body: { cart: local } });
    expect(lines(result)).toEqual([[a.shopId, a.sku_id, 4, true]]);
    await setGoodsStatus(t, b.goods_id, 'normal');
    await setStock(t, c.sku_id, 10);
    await setStock(t, a.sku_id, 10);
  });

  it('refuses a cart that is not the cart shape', async () => {
    const result = await t.call(cart.synchro, { token, body: { cart: { list: 'nope' } } });
    expect(result.status).toBe(400);
  });
});
