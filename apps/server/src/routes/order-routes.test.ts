import { cart, merchantOrder, order } from '@bazaar/api/contract';
import { add, multiply, toMoneyString } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  comments,
  goodsSkus,
  orderGoods,
  orderSubmissionTokens,
  orders,
  refunds,
} from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { AUTO_CANCEL_INTERVAL_SECONDS } from '../services/orders/order-actions.js';
import { SUBMISSION_TOKEN_TTL_SECONDS } from '../services/orders/settlement.js';
import { uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  buyerOrder,
  defaultAddressId,
  placeOrder,
  setGoodsStatus,
  setStock,
  skuOf,
  type TestSku,
  SHIPMENT,
} from '../test/order-helpers.js';

let t: TestApp;
let buyer: string;
let own: TestSku;
let other: TestSku;
let market: TestSku;
const tokens = new Map<string, Promise<string>>();

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  buyer = await t.login('buyer');
  own = await skuOf(t, 'techhub');
  other = await skuOf(t, 'glowbeauty');
  market = await skuOf(t, 'merchant', { market: true });
  for (const sku of [own, other, market]) await setStock(t, sku.sku_id, 50);
});
afterAll(() => t?.close());

/** The matrix-style context the shared helpers take. */
const ctx = {
  get t() {
    return t;
  },
  token(username: 'buyer' | 'merchant') {
    let found = tokens.get(username);
    if (!found) {
      found = t.login(username);
      tokens.set(username, found);
    }
    return found;
  },
};

function confirm(lines: readonly (readonly [TestSku, number])[], token = buyer) {
  return t.call(order.getOrderGoodsList, {
    token,
    body: lines.map(([sku, number]) => ({ goods_id: sku.goods_id, sku_id: sku.sku_id, number })),
  });
}

async function submission(lines: readonly (readonly [TestSku, number])[]) {
  const confirmation = await confirm(lines);
  return {
    order: {
      address_id: await defaultAddressId(t, 'buyer'),
      lists: confirmation.data.orderData.lists.map((list) => ({
        shop_id: list.shop_id,
        products: list.products.map(({ goods_id, sku_id, number }) => ({
          goods_id,
          sku_id,
          number,
        })),
      })),
    },
    token: confirmation.data.token,
  };
}

async function stockOf(sku: TestSku): Promise<number> {
  const [row] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, sku.sku_id));
  return row?.stock as number;
}

describe('order/getOrderGoodsList', () => {
  it('prices the lines per shop from the database, with the default address and a one-time token', async () => {
    const result = await confirm([
      [own, 2],
      [other, 1],
      [own, 1],
    ]);
    expect(result.body.code).toBe(1);
    const { orderData, addressData, token, expires_in } = result.data;
    expect(addressData).toMatchObject({ id: await defaultAddressId(t, 'buyer'), is_default: true });
    expect(orderData.lists.map((list) => [list.shop_id, list.number])).toEqual([
      [own.shopId, 3],
      [other.shopId, 1],
    ]);
    const first = orderData.lists[0];
    expect(first?.products[0]).toMatchObject({ price: own.price, number: 3, stock: 50 });
    expect(first?.goods_total).toBe(toMoneyString(multiply(own.price, 3)));
    expect(first?.freight).toBe(own.freight);
    expect(first?.subtotal).toBe(toMoneyString(add(multiply(own.price, 3), own.freight)));
    expect(orderData.total).toBe(
      toMoneyString(add(first?.subtotal ?? '0', orderData.lists[1]?.subtotal ?? '0')),
    );
    expect(expires_in).toBe(SUBMISSION_TOKEN_TTL_SECONDS);
    // Only the token's hash is kept.
    const [stored] = await t.db
      .select()
      .from(orderSubmissionTokens)
      .where(eq(orderSubmissionTokens.tokenHash, sha256(token)));
    expect(stored?.orderIds).toBeNull();
  });

  it('answers no address for a buyer who has none', async () => {
    const result = await confirm([[own, 1]], await t.login('techhub'));
    expect(result.data.addressData).toBeNull();
  });

  it('refuses no lines, goods not on sale, unknown skus and more than the stock', async () => {
    expect((await confirm([])).body).toMatchObject({
      code: 0,
      msg: 'There is no order data to submit',
    });
    await setGoodsStatus(t, other.goods_id, 'hidden');
    expect((await confirm([[other, 1]])).body.msg).toBe('This item is no longer available');
    await setGoodsStatus(t, other.goods_id, 'normal');
    expect((await confirm([[{ ...own, sku_id: 999_999 }, 1]])).status).toBe(404);
    expect((await confirm([[own, 51]])).body).toMatchObject({ code: 0, data: { stock: 50 } });
  });
});

describe('order/addOrder', () => {
  it('creates one order per shop at database prices, reserves the stock and clears the ordered cart lines', async () => {
    await t.call(cart.storage, { token: buyer, body: { type: 'empty' } });
    for (const sku of [own, market]) {
      await t.call(cart.storage, {
        token: buyer,
        body: { type: 'add', goods: { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 } },
      });
    }
    const body = await submission([
      [own, 2],
      [other, 1],
    ]);
    // The price changed after the confirmation: the order takes today's.
    await t.db.update(goodsSkus).set({ price: '99.90' }).where(eq(goodsSkus.id, other.sku_id));
    const result = await t.call(order.addOrder, { token: buyer, body });
    expect(result.body.code).toBe(1);
    const ids = result.data.order_id;
    expect(ids).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids[1] as number));
    expect(rows[0]).toMatchObject({
      state: 1,
      goodsTotal: '99.90',
      total: toMoneyString(add('99.90', other.freight)),
    });
    expect(await stockOf(own)).toBe(48);
    expect(await stockOf(other)).toBe(49);
    const left = await t.call(cart.get, { token: buyer });
    expect(left.data.list.flatMap((shop) => shop.products.map((p) => p.sku_id))).toEqual([
      market.sku_id,
    ]);
    // The same token again answers the same orders and takes no more stock.
    const again = await t.call(order.addOrder, { token: buyer, body });
    expect(again.data).toEqual(result.data);
    expect(await stockOf(own)).toBe(48);
    await t.db.update(goodsSkus).set({ price: other.price }).where(eq(goodsSkus.id, other.sku_id));
  });

  it('refuses without an address, with another user’s address, and without lines', async () => {
    const body = await submission([[own, 1]]);
    const noAddress = await t.call(order.addOrder, {
      token: buyer,
      body: { ...body, order: { ...body.order, address_id: 0 } },
    });
    expect(noAddress.body).toMatchObject({ code: 0, msg: 'Please set a shipping address first' });
    const [theirs] = await t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, await userIdOf(t, 'buyer2')));
    const otherAddress = await t.call(order.addOrder, {
      token: buyer,
      body: { ...body, order: { ...body.order, address_id: theirs?.id as number } },
    });
    expect(otherAddress.status).toBe(404);
    const empty = await t.call(order.addOrder, {
      token: buyer,
      body: { ...body, order: { ...body.order, lists: [] } },
    });
    expect(empty.body.msg).toBe('There is no order data to submit');
    // None of the refusals spent the token.
    expect((await t.call(order.addOrder, { token: buyer, body })).body.code).toBe(1);
  });

  it('refuses an unknown, another user’s or an expired token', async () => {
    const body = await submission([[own, 1]]);
    const unknown = await t.call(order.addOrder, {
      token: buyer,
      body: { ...body, token: 'not-a-token' },
    });
    expect(unknown.body).toMatchObject({
      code: 0,
      msg: 'This order confirmation has expired, please check out again',
    });
    const stolen = await t.call(order.addOrder, { token: await t.login('buyer2'), body });
    expect(stolen.body.msg).toBe('This order confirmation has expired, please check out again');
    t.clock.advanceSeconds(SUBMISSION_TOKEN_TTL_SECONDS + 1);
    const expired = await t.call(order.addOrder, { token: buyer, body });
    expect(expired.body.msg).toBe('This order confirmation has expired, please check out again');
  });

  it('reserves all or nothing: one line out of stock leaves every stock as it was', async () => {
    const body = await submission([
      [own, 1],
      [other, 2],
    ]);
    await setStock(t, other.sku_id, 1);
    const before = await stockOf(own);
    const result = await t.call(order.addOrder, { token: buyer, body });
    expect(result.body).toMatchObject({ code: 0, data: { stock: 1 } });
    expect(await stockOf(own)).toBe(before);
    expect(await stockOf(other)).toBe(1);
    await setStock(t, other.sku_id, 50);
  });
});

describe('order/getOrderList and getOrderInfo', () => {
  it('lists the buyer’s orders by tab, newest first, in pages', async () => {
    const unpaid = await buyerOrder(ctx, 'unpaid');
    const paid = await buyerOrder(ctx, 'paid');
    const all = await t.call(order.getOrderList, { token: buyer, query: { state: 0, limit: 2 } });
    expect(all.data.data.map((o) => o.id)).toEqual([paid, unpaid]);
    expect(all.data).toMatchObject({ per_page: 2, current_page: 1 });
    expect(all.data.last_page).toBe(Math.ceil(all.data.total / 2));
    const tab1 = await t.call(order.getOrderList, { token: buyer, query: { state: 1 } });
    expect(tab1.data.data.every((o) => o.state === 1)).toBe(true);
    expect(tab1.data.data.map((o) => o.id)).toContain(unpaid);
    expect(tab1.data.data.map((o) => o.id)).not.toContain(paid);
    const item = tab1.data.data.find((o) => o.id === unpaid);
    expect(item).toMatchObject({
      status_key: 'order:status.pending_payment',
      shop: { shopname: 'Bazaar Select' },
      has_refund: false,
    });
    expect(item?.goods[0]).toMatchObject({ goods_id: market.goods_id, refund_status: 0 });
    // Another buyer sees none of them.
    const theirs = await t.call(order.getOrderList, { token: await t.login('buyer2') });
    expect(theirs.data.data.map((o) => o.id)).not.toContain(unpaid);
  });

  it('lists an order with an open refund under after-sales (5), whatever its state', async () => {
    const paid = await buyerOrder(ctx, 'paid');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid));
    const tab5 = async () =>
      (await t.call(order.getOrderList, { token: buyer, query: { state: 5 } })).data.data.map(
        (o) => o.id,
      );
    expect(await tab5()).not.toContain(paid);
    const [line] = await t.db.select().from(orderGoods).where(eq(orderGoods.orderId, paid));
    await t.db.insert(refunds).values({
      orderId: paid,
      orderGoodsId: line?.id as number,
      goodsId: line?.goodsId as number,
      userId: row?.userId as number,
      shopId: row?.shopId as number,
      money: '1.00',
      type: 0,
      reason: 0,
      expressType: 0,
      state: 0,
      createtime: 1,
      updatetime: 1,
    });
    expect(await tab5()).toContain(paid);
    const info = await t.call(order.getOrderInfo, { token: buyer, query: { id: paid } });
    expect(info.data.has_refund).toBe(true);
    expect(info.data.refunds).toEqual([
      expect.objectContaining({ state: 0, money: '1.00', order_goods_id: line?.id }),
    ]);
  });

  it('tells an order’s steps, address, amounts and actions', async () => {
    const id = await buyerOrder(ctx, 'shipped');
    const info = await t.call(order.getOrderInfo, { token: buyer, query: { id } });
    expect(info.data).toMatchObject({
      state: 3,
      status_key: 'order:status.shipped',
      actions: ['refund', 'confirm_receipt'],
      address: { name: 'Bella Buyer', country: 'hk', area_code: 852 },
    });
    expect(info.data.progress.map((step) => [step.step, step.done])).toEqual([
      ['ordered', true],
      ['paid', true],
      ['shipped', true],
      ['received', false],
      ['completed', false],
    ]);
    expect(info.data.autoconfirm_time).toBe(
      (info.data.delivertime as number) + t.config.autoConfirmDays * 86_400,
    );
    expect(info.data.pay.pay_amount).toBe(info.data.pay.total);
    const missing = await t.call(order.getOrderInfo, { token: buyer, query: { id: 999_999 } });
    expect(missing.status).toBe(404);
  });
});

describe('order/cancelOrder', () => {
  it('cancels an unpaid order and puts its stock back on sale', async () => {
    const [id] = (await placeOrder(t, buyer, 'buyer', [[own, 3]])) as [number];
    const reserved = await stockOf(own);
    const result = await t.call(order.cancelOrder, { token: buyer, body: { id } });
    expect(result.data).toEqual({ id, state: 7 });
    expect(await stockOf(own)).toBe(reserved + 3);
    const again = await t.call(order.cancelOrder, { token: buyer, body: { id } });
    expect(again.body).toMatchObject({
      code: 0,
      msg: 'This action is not available for the order in its current status',
    });
  });

  it('refuses to cancel a paid order', async () => {
    const id = await buyerOrder(ctx, 'paid');
    expect((await t.call(order.cancelOrder, { token: buyer, body: { id } })).body.code).toBe(0);
  });
});

describe('order/editOrderAddress', () => {
  it('changes the receiver of an unpaid or unshipped order, not of a shipped one', async () => {
    const [office] = await t.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, await userIdOf(t, 'buyer')), eq(addresses.isDefault, false)));
    for (const stage of ['unpaid', 'paid'] as const) {
      const id = await buyerOrder(ctx, stage);
      const result = await t.call(order.editOrderAddress, {
        token: buyer,
        body: { id, address_id: office?.id as number },
      });
      expect(result.data).toMatchObject({
        id,
        address: { name: office?.name, area_code: office?.areaCode },
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row?.addressText).toBe(office?.address);
    }
    const shipped = await buyerOrder(ctx, 'shipped');
    const refused = await t.call(order.editOrderAddress, {
      token: buyer,
      body: { id: shipped, address_id: office?.id as number },
    });
    expect(refused.body.code).toBe(0);
    const [theirs] = await t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, await userIdOf(t, 'buyer2')));
    const unpaid = await buyerOrder(ctx, 'unpaid');
    const notMine = await t.call(order.editOrderAddress, {
      token: buyer,
      body: { id: unpaid, address_id: theirs?.id as number },
    });
    expect(notMine.status).toBe(404);
  });
});

describe('order/confirmOrder', () => {
  it('refuses an order that is not shipped, and replays a repeat with its Idempotency-Key', async () => {
    const paid = await buyerOrder(ctx, 'paid');
    expect((await t.call(order.confirmOrder, { token: buyer, body: { id: paid } })).body.code).toBe(
      0,
    );
    await t.call(merchantOrder.ship, {
      token: await ctx.token('merchant'),
      body: { id: paid, ...SHIPMENT },
    });
    const headers = { 'idempotency-key': `confirm-${paid}` };
    const first = await t.call(order.confirmOrder, { token: buyer, body: { id: paid }, headers });
    const again = await t.call(order.confirmOrder, { token: buyer, body: { id: paid }, headers });
    expect(first.data).toEqual({ id: paid, state: 4 });
    expect(again.data).toEqual(first.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without the key, a second confirmation is refused: the order is no longer shipped.
    expect((await t.call(order.confirmOrder, { token: buyer, body: { id: paid } })).body.code).toBe(
      0,
    );
  });
});

describe('order/commentOrder', () => {
  it('reviews every line of a received order once, with the buyer’s own images, and completes it', async () => {
    const id = await buyerOrder(ctx, 'received');
    const image = await uploadImageAs(t, await userIdOf(t, 'buyer'));
    const result = await t.call(order.commentOrder, {
      token: buyer,
      body: {
        id,
        comments: [{ goods_id: market.goods_id, score: 4, content: ' Good ', images: [image] }],
      },
    });
    expect(result.data).toEqual({ id, state: 6 });
    const [review] = await t.db.select().from(comments).where(eq(comments.orderId, id));
    expect(review).toMatchObject({ score: 4, content: 'Good', images: [image] });
    const again = await t.call(order.commentOrder, {
      token: buyer,
      body: { id, comments: [{ goods_id: market.goods_id, score: 5 }] },
    });
    expect(again.body.code).toBe(0);
  });

  it('refuses a score outside 1-5, goods not in the order, images of others, and an order not received', async () => {
    const id = await buyerOrder(ctx, 'received');
    const call = (comment: Record<string, unknown>) =>
      t.call(order.commentOrder, {
        token: buyer,
        body: { id, comments: [{ goods_id: market.goods_id, score: 5, ...comment }] },
      });
    expect((await call({ score: 0 })).body.msg).toBe('Please give a rating from 1 to 5 stars');
    expect((await call({ score: 6 })).body.msg).toBe('Please give a rating from 1 to 5 stars');
    expect((await call({ goods_id: own.goods_id })).body).toMatchObject({
      code: 0,
      data: { field: 'comments' },
    });
    const theirs = await uploadImageAs(t, await userIdOf(t, 'buyer2'));
    expect((await call({ images: [theirs] })).body).toMatchObject({
      data: { field: 'images' },
    });
    const shipped = await buyerOrder(ctx, 'shipped');
    const early = await t.call(order.commentOrder, {
      token: buyer,
      body: { id: shipped, comments: [{ goods_id: market.goods_id, score: 5 }] },
    });
    expect(early.body.msg).toBe('This action is not available for the order in its current status');
    expect(await t.db.select().from(comments).where(eq(comments.orderId, id))).toEqual([]);
  });
});

describe('unpaid orders', () => {
  it('are cancelled with their stock released once UNPAID_CANCEL_MINUTES have passed; paid ones stay', async () => {
    // A SKU no other test of this file orders, so its stock tells this order's story alone.
    const spare = await skuOf(t, 'glowbeauty', { nth: 7 });
    await setStock(t, spare.sku_id, 20);
    const [unpaid] = (await placeOrder(t, buyer, 'buyer', [[spare, 2]])) as [number];
    const paid = await buyerOrder(ctx, 'paid');
    expect(await stockOf(spare)).toBe(18);
    const info = await t.call(order.getOrderInfo, { token: buyer, query: { id: unpaid } });
    expect(info.data.autocancel_time).toBe(
      info.data.createtime + t.config.unpaidCancelMinutes * 60,
    );
    expect(
      (await t.call(order.getOrderInfo, { token: buyer, query: { id: paid } })).data
        .autocancel_time,
    ).toBeNull();

    t.clock.advanceSeconds(t.config.unpaidCancelMinutes * 60 - 5);
    await t.app.deps.scheduler.tick();
    expect((await t.db.select().from(orders).where(eq(orders.id, unpaid)))[0]?.state).toBe(1);

    t.clock.advanceSeconds(AUTO_CANCEL_INTERVAL_SECONDS);
    await t.app.deps.scheduler.tick();
    const [cancelled] = await t.db.select().from(orders).where(eq(orders.id, unpaid));
    expect(cancelled).toMatchObject({ state: 7 });
    expect(await stockOf(spare)).toBe(20);
    expect((await t.db.select().from(orders).where(eq(orders.id, paid)))[0]?.state).toBe(2);
  });
});
