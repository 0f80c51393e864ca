import {
  adminCoupon,
  coupon,
  merchantCoupon,
  merchantOrder,
  merchantRefund,
  order,
  refund,
} from '@bazaar/api/contract';
import { add, multiply, subtract, toMoneyString, type MoneyValue } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderGoods, orders, profitRecords, userCoupons } from '../db/schema/index.js';
import { unixNow } from '../lib/clock.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { balanceOf, platformBalanceOf } from '../test/finance.js';
import { createTestApp, type DemoUsername, type TestApp } from '../test/harness.js';
import { SHIPMENT, defaultAddressId, payFor, skuOf, type TestSku } from '../test/order-helpers.js';

/**
 * Vouchers from issuing to refunds: claiming (once per buyer, never more than the quantity),
 * checkout deducting exactly (a shop voucher borne by the shop, a platform voucher by the
 * platform's budget with its ledger rows), one use even when submitted twice at once, cancelling
 * gives it back, and a refund pro-rates the discount so nobody gains.
 */

let t: TestApp;
const tokens = {} as Record<DemoUsername, string>;
let market: TestSku;
let other: TestSku;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES: '1000' } });
  for (const name of ['buyer', 'buyer2', 'merchant', 'techhub', 'admin'] as const) {
    tokens[name] = await t.login(name);
  }
  market = await skuOf(t, 'merchant', { market: true });
  for (let nth = 1; ; nth += 1) {
    other = await skuOf(t, 'merchant', { market: true, nth });
    if (other.goods_id !== market.goods_id) break;
  }
});
afterAll(() => t?.close());

const now = () => unixNow(t.clock);
const money = (value: MoneyValue) => toMoneyString(value);

/** Issues a voucher as the operator (platform) or the merchant (the shop) and answers it. */
async function issue(
  by: 'admin' | 'merchant',
  terms: { amount: string; threshold: string; total?: number; name?: string },
) {
  const body = {
    name: terms.name ?? `${terms.amount} off`,
    amount: terms.amount,
    threshold: terms.threshold,
    starttime: now() - 60,
    endtime: now() + 30 * 86_400,
    total: terms.total ?? 100,
  };
  const saved =
    by === 'admin'
      ? await t.call(adminCoupon.save, { token: tokens.admin, body })
      : await t.call(merchantCoupon.save, { token: tokens.merchant, body });
  expect(saved.body.msg).toBe('');
  return saved.data;
}

/** The confirmation of lines, then `addOrder` with a voucher for the shop; answers both calls. */
async function orderWith(
  buyer: DemoUsername,
  lines: readonly [TestSku, number][],
  couponId: number,
) {
  const confirmation = await t.call(order.getOrderGoodsList, {
    token: tokens[buyer],
    body: lines.map(([sku, number]) => ({ goods_id: sku.goods_id, sku_id: sku.sku_id, number })),
  });
  expect(confirmation.body.msg).toBe('');
  const body = async (token: string) => ({
    order: {
      address_id: await defaultAddressId(t, buyer),
      lists: confirmation.data.orderData.lists.map((list) => ({
        shop_id: list.shop_id,
        coupon_id: couponId,
        products: list.products.map((p) => ({
          goods_id: p.goods_id,
          sku_id: p.sku_id,
          number: p.number,
        })),
      })),
    },
    token,
  });
  return { confirmation, body: await body(confirmation.data.token) };
}

describe('claiming vouchers', () => {
  it('lists what can be claimed, claims once per buyer and never more than the quantity', async () => {
    const listed = await t.call(coupon.getList, { query: { goods_id: market.goods_id } });
    const names = listed.data.data.map((item) => item.name);
    expect(names).toContain('Welcome voucher');
    expect(names).toContain('Bazaar Select voucher');
    expect(listed.data.data[0]?.shop_id).toBeNull();
    expect(listed.data.data.every((item) => !item.is_received)).toBe(true);

    const scarce = await issue('merchant', { amount: '3', threshold: '30', total: 1 });
    const first = await t.call(coupon.receive, { token: tokens.buyer, body: { id: scarce.id } });
    expect(first.data).toMatchObject({ coupon_id: scarce.id, state: 0, amount: '3.00' });
    const again = await t.call(coupon.receive, { token: tokens.buyer, body: { id: scarce.id } });
    expect(again.body.msg).toBe('You have already claimed this voucher');
    const late = await t.call(coupon.receive, { token: tokens.buyer2, body: { id: scarce.id } });
    expect(late.body.msg).toBe('All of these vouchers have been claimed');
    const mine = await t.call(coupon.getList, {
      token: tokens.buyer,
      query: { shop_id: market.shopId, limit: 100 },
    });
    expect(mine.data.data.find((item) => item.id === scarce.id)).toMatchObject({
      is_received: true,
      left: 0,
    });
    // Stopped by its shop: no more claims, and it leaves the list.
    await t.call(merchantCoupon.save, {
      token: tokens.merchant,
      body: { ...scarce, status: 'hidden' } as never,
    });
    const stopped = await issue('merchant', { amount: '2', threshold: '20' });
    await t.call(merchantCoupon.save, {
      token: tokens.merchant,
      body: {
        id: stopped.id,
        name: stopped.name,
        amount: stopped.amount,
        threshold: stopped.threshold,
        starttime: stopped.starttime,
        endtime: stopped.endtime,
        total: stopped.total,
        status: 'hidden',
      },
    });
    const refused = await t.call(coupon.receive, {
      token: tokens.buyer2,
      body: { id: stopped.id },
    });
    expect(refused.body.msg).toBe('This voucher can no longer be claimed');
    expect(
      (await t.call(coupon.receive, { token: tokens.buyer, body: { id: 999_999 } })).status,
    ).toBe(404);
  });

  it('lets issuers manage only their vouchers, and keeps claimed terms', async () => {
    const bad = await t.call(merchantCoupon.save, {
      token: tokens.merchant,
      body: {
        name: 'Bad',
        amount: '10',
        threshold: '10',
        starttime: now(),
        endtime: now() + 10,
        total: 5,
      },
    });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'threshold' } });
    const issued = await issue('merchant', { amount: '4', threshold: '40', total: 10 });
    const theirs = await t.call(merchantCoupon.save, {
      token: tokens.techhub,
      body: {
        id: issued.id,
        name: 'Mine now',
        amount: '4',
        threshold: '40',
        starttime: issued.starttime,
        endtime: issued.endtime,
        total: 10,
      },
    });
    expect(theirs.status).toBe(404);
    await t.call(coupon.receive, { token: tokens.buyer2, body: { id: issued.id } });
    const locked = await t.call(merchantCoupon.save, {
      token: tokens.merchant,
      body: {
        id: issued.id,
        name: issued.name,
        amount: '5',
        threshold: '40',
        starttime: issued.starttime,
        endtime: issued.endtime,
        total: 10,
      },
    });
    expect(locked.body.msg).toBe(
      'Buyers have claimed this voucher: its amount, minimum spend and start can no longer change',
    );
    const shrunk = await t.call(merchantCoupon.save, {
      token: tokens.merchant,
      body: {
        id: issued.id,
        name: 'Renamed',
        amount: '4',
        threshold: '40',
        starttime: issued.starttime,
        endtime: issued.endtime,
        total: 0,
      },
    });
    expect(shrunk.body.code).toBe(0);
    const list = await t.call(merchantCoupon.list, { token: tokens.merchant, query: {} });
    expect(list.data.data.find((item) => item.id === issued.id)).toMatchObject({
      received: 1,
      used: 0,
    });
    const platform = await t.call(adminCoupon.list, { token: tokens.admin, query: {} });
    expect(platform.data.data.every((item) => item.shop_id === null)).toBe(true);
    const before = platform.data.budget;
    const funded = await t.call(adminCoupon.fund, { token: tokens.admin, body: { amount: '50' } });
    expect(funded.data.budget).toBe(money(add(before, '50')));
    await assertLedgerBalanced(t.db);
  });
});

describe('checkout with a voucher', () => {
  it('deducts a shop voucher exactly, borne by the shop; cancelling gives it back', async () => {
    const issued = await issue('merchant', { amount: '7.50', threshold: '10' });
    await t.call(coupon.receive, { token: tokens.buyer, body: { id: issued.id } });
    const { confirmation, body } = await orderWith(
      'buyer',
      [
        [market, 1],
        [other, 2],
      ],
      issued.id,
    );
    const offered = confirmation.data.orderData.lists[0]?.coupons ?? [];
    expect(offered.find((item) => item.coupon_id === issued.id)).toMatchObject({
      discount: '7.50',
    });
    const placed = await t.call(order.addOrder, { token: tokens.buyer, body });
    expect(placed.body.msg).toBe('');
    const id = placed.data.order_id[0] as number;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const goodsTotal = money(add(market.price, multiply(other.price, 2)));
    const freight = money(add(market.freight, other.freight));
    expect(row).toMatchObject({
      couponId: issued.id,
      voucherBy: 'shop',
      discount: '7.50',
      goodsTotal,
      total: money(subtract(add(goodsTotal, freight), '7.50')),
    });
    const lines = await t.db.select().from(orderGoods).where(eq(orderGoods.orderId, id));
    expect(money(add(...lines.map((line) => line.discount)))).toBe('7.50');
    const [copy] = await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, issued.id));
    expect(copy).toMatchObject({ state: 1, orderId: id });
    // Used once: not offered again.
    const next = await t.call(order.getOrderGoodsList, {
      token: tokens.buyer,
      body: [{ goods_id: market.goods_id, sku_id: market.sku_id, number: 1 }],
    });
    expect(next.data.orderData.lists[0]?.coupons.map((item) => item.coupon_id)).not.toContain(
      issued.id,
    );
    // Cancelled before payment: the voucher is the buyer's again.
    expect((await t.call(order.cancelOrder, { token: tokens.buyer, body: { id } })).body.msg).toBe(
      '',
    );
    const [back] = await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, issued.id));
    expect(back).toMatchObject({ state: 0, orderId: null });
    const [counts] = await t.db.select().from(coupons).where(eq(coupons.id, issued.id));
    expect(counts).toMatchObject({ received: 1, used: 0 });
    await assertLedgerBalanced(t.db);
  });

  it('refuses a voucher under its minimum spend, of another shop, or not claimed', async () => {
    const issued = await issue('merchant', { amount: '5', threshold: '99999' });
    await t.call(coupon.receive, { token: tokens.buyer, body: { id: issued.id } });
    const { body } = await orderWith('buyer', [[market, 1]], issued.id);
    const refused = await t.call(order.addOrder, { token: tokens.buyer, body });
    expect(refused.body).toMatchObject({ code: 0, data: { threshold: '99999.00' } });
    const unclaimed = await issue('admin', { amount: '1', threshold: '2' });
    const second = await orderWith('buyer', [[market, 1]], unclaimed.id);
    const notMine = await t.call(order.addOrder, { token: tokens.buyer, body: second.body });
    expect(notMine.body.msg).toBe('This voucher cannot be used with this order');
    await assertLedgerBalanced(t.db);
  });

  it('pays a platform voucher from the voucher budget: the merchant is paid as at full price', async () => {
    const issued = await issue('admin', { amount: '6', threshold: '10' });
    await t.call(coupon.receive, { token: tokens.buyer2, body: { id: issued.id } });
    const budget = await platformBalanceOf(t, 'promotion');
    const escrow = await platformBalanceOf(t, 'escrow');
    const { body } = await orderWith('buyer2', [[market, 1]], issued.id);
    const placed = await t.call(order.addOrder, { token: tokens.buyer2, body });
    const id = placed.data.order_id[0] as number;
    expect(await platformBalanceOf(t, 'promotion')).toBe(money(subtract(budget, '6')));
    expect(await platformBalanceOf(t, 'escrow')).toBe(money(add(escrow, '6')));
    expect((await payFor(t, tokens.buyer2, 'buyer2', [id])).body.msg).toBe('');
    await t.call(merchantOrder.ship, { token: tokens.merchant, body: { id, ...SHIPMENT } });
    const before = await balanceOf(t, 'merchant');
    await t.call(order.confirmOrder, { token: tokens.buyer2, body: { id } });
    const full = money(add(market.price, market.freight));
    expect(await balanceOf(t, 'merchant')).toBe(money(add(before, full)));
    const [record] = await t.db.select().from(profitRecords).where(eq(profitRecords.orderId, id));
    expect(record).toMatchObject({ income: full, platformVoucher: '6.00', voucher: '0.00' });
    await assertLedgerBalanced(t.db);
  });

  it('pro-rates the discount in refunds: the buyer gets back what they paid, the platform its share', async () => {
    const issued = await issue('admin', { amount: '9', threshold: '10' });
    await t.call(coupon.receive, { token: tokens.buyer, body: { id: issued.id } });
    const { body } = await orderWith(
      'buyer',
      [
        [market, 1],
        [other, 1],
      ],
      issued.id,
    );
    const placed = await t.call(order.addOrder, { token: tokens.buyer, body });
    const id = placed.data.order_id[0] as number;
    expect((await payFor(t, tokens.buyer, 'buyer', [id])).body.msg).toBe('');
    const [line] = await t.db
      .select()
      .from(orderGoods)
      .where(and(eq(orderGoods.orderId, id), eq(orderGoods.goodsId, other.goods_id)));
    const paid = money(
      subtract(add(other.price, other.freight), (line as { discount: string }).discount),
    );
    const info = await t.call(order.getOrderInfo, { token: tokens.buyer, query: { id } });
    expect(info.data.goods.find((item) => item.goods_id === other.goods_id)?.discount).toBe(
      (line as { discount: string }).discount,
    );
    // Before shipment the whole line: what the buyer paid for it, never its price.
    const tooMuch = await t.call(refund.addApply, {
      token: tokens.buyer,
      body: {
        order_id: id,
        goods_id: other.goods_id,
        money: money(add(other.price, other.freight)),
        type: 0,
        reason: 0,
        expressType: 0,
      },
    });
    expect(tooMuch.body.data).toMatchObject({ amount: paid });
    const opened = await t.call(refund.addApply, {
      token: tokens.buyer,
      body: {
        order_id: id,
        goods_id: other.goods_id,
        money: paid,
        type: 0,
        reason: 0,
        expressType: 0,
      },
    });
    const budget = await platformBalanceOf(t, 'promotion');
    const buyer = await balanceOf(t, 'buyer');
    await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.data.id },
    });
    expect(await balanceOf(t, 'buyer')).toBe(money(add(buyer, paid)));
    expect(await platformBalanceOf(t, 'promotion')).toBe(
      money(add(budget, (line as { discount: string }).discount)),
    );
    await assertLedgerBalanced(t.db);
  });

  it('uses a voucher once when two submissions race', async () => {
    const issued = await issue('merchant', { amount: '2', threshold: '3' });
    await t.call(coupon.receive, { token: tokens.buyer2, body: { id: issued.id } });
    const first = await orderWith('buyer2', [[market, 1]], issued.id);
    const second = await orderWith('buyer2', [[other, 1]], issued.id);
    const results = await Promise.all([
      t.call(order.addOrder, { token: tokens.buyer2, body: first.body }),
      t.call(order.addOrder, { token: tokens.buyer2, body: second.body }),
    ]);
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(results.find((result) => result.body.code === 0)?.body.msg).toBe(
      'This voucher cannot be used with this order',
    );
    const used = await t.db.select().from(orders).where(eq(orders.couponId, issued.id));
    expect(used).toHaveLength(1);
    await assertLedgerBalanced(t.db);
  });
});
