import { goods as goodsApi, merchant, merchantOrder, order, shop } from '@bazaar/api/contract';
import { add, multiply, subtract, toMoneyString } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { ManualClock } from '../lib/clock.js';
import { changeBalance } from '../services/ledger/ledger.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { balanceOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { newMerchant, type NewUser } from '../test/merchant-helpers.js';
import { payFor, placeOrder, type TestSku, SHIPMENT } from '../test/order-helpers.js';

// 10:30 on 17 May 2026 in Shanghai (UTC+8), where the platform's calendar is.
const START = Date.parse('2026-05-17T02:30:00Z');
const TIME_ZONE = 'Asia/Shanghai';

let t: TestApp;
let owner: NewUser & { shopId: number };
let buyer: string;
let sku: TestSku;
let quantity: number;
let paid: string;
let wholesale: string;

const now = () => Math.floor(t.clock.now().getTime() / 1000);
const consoleOf = (period: 'today' | 'month' | 'year') =>
  t.call(merchant.console, { token: owner.token, query: { period } });

beforeAll(async () => {
  t = await createTestApp({
    clock: new ManualClock(START),
    env: { TIME_ZONE, LOGIN_MAX_PER_IP: '1000' },
  });
  owner = await newMerchant(t, 'console_shop', await t.login('admin'));
  buyer = await t.login('buyer');
  const market = await t.call(merchant.market, { token: owner.token });
  const listed = await t.call(merchant.marketList, {
    token: owner.token,
    body: { ids: [market.data.data[0]!.id] },
  });
  const info = await t.call(merchant.goodsInfo, {
    token: owner.token,
    query: { id: listed.data.goods_ids[0] as number },
  });
  const first = info.data.skus[0]!;
  // Not from the goods page: reading it would count a visitor.
  const [row] = await t.db
    .select({ freight: goods.freight })
    .from(goods)
    .where(eq(goods.id, info.data.id));
  sku = {
    goods_id: info.data.id,
    sku_id: first.id,
    shopId: owner.shopId,
    price: first.price,
    freight: row!.freight,
    stock: first.stock,
    wholesale: first.wholesale_price,
  };
  quantity = 2;
  wholesale = toMoneyString(multiply(sku.wholesale as string, quantity));
  // The new shop needs money for the wholesale cost it pays when shipping.
  await withTransaction(t.db, (tx) =>
    changeBalance(tx, {
      account: { userId: owner.id },
      amount: '500.00',
      type: 'sys_recharge',
      memo: 'test float',
      now: now(),
    }),
  );
});
afterAll(() => t?.close());

describe('the merchant console', () => {
  it('starts at zero for a new shop, with a bucket per hour of today', async () => {
    const today = await consoleOf('today');
    expect(today.data).toMatchObject({
      period: 'today',
      time_zone: TIME_ZONE,
      start: Date.parse('2026-05-16T16:00:00Z') / 1000,
      end: Date.parse('2026-05-17T16:00:00Z') / 1000,
      sales: '0.00',
      income: '0.00',
      orders: 0,
      visitors: 0,
      pending: 0,
      total_income: '0.00',
    });
    expect(today.data.series.map((point) => point.label)).toEqual(
      Array.from({ length: 24 }, (_, hour) => hour),
    );
    expect(today.data.series[10]?.start).toBe(Date.parse('2026-05-17T02:00:00Z') / 1000);
  });

  it('counts a paid order as sales and an order to ship', async () => {
    const [id] = await placeOrder(t, buyer, 'buyer', [[sku, quantity]]);
    expect((await payFor(t, buyer, 'buyer', [id as number])).body.code).toBe(1);
    paid = toMoneyString(add(multiply(sku.price, quantity), sku.freight));
    const today = await consoleOf('today');
    expect(today.data).toMatchObject({ sales: paid, orders: 1, pending: 1, income: '0.00' });
    expect(today.data.series[10]).toMatchObject({ label: 10, sales: paid, orders: 1 });
    expect(today.data.series.filter((point) => point.orders > 0)).toHaveLength(1);

    t.clock.advanceSeconds(3600);
    expect(
      (await t.call(merchantOrder.ship, { token: owner.token, body: { id, ...SHIPMENT } })).body
        .code,
    ).toBe(1);
    expect((await consoleOf('today')).data.pending).toBe(0);
    t.clock.advanceSeconds(3600);
    expect((await t.call(order.confirmOrder, { token: buyer, body: { id } })).body.code).toBe(1);
  });

  it('counts the income credited at receipt, in its hour', async () => {
    const today = await consoleOf('today');
    expect(today.data).toMatchObject({ income: paid, total_income: paid });
    expect(today.data.series[12]).toMatchObject({ label: 12, income: paid, sales: '0.00' });
    await assertLedgerBalanced(t.db);
  });

  it('counts distinct visitors of the storefront and goods pages', async () => {
    const buyer2 = await t.login('buyer2');
    await t.call(shop.detail, { token: buyer, query: { id: owner.shopId } });
    await t.call(goodsApi.detail, { token: buyer, query: { id: sku.goods_id } });
    await t.call(goodsApi.detail, { token: buyer2, query: { id: sku.goods_id } });
    await t.call(shop.detail, { query: { id: owner.shopId }, ip: '203.0.113.9' });
    await t.call(shop.detail, { query: { id: owner.shopId }, ip: '203.0.113.9' });
    const today = await consoleOf('today');
    expect(today.data.visitors).toBe(3);
    expect(today.data.series[12]?.visitors).toBe(3);
  });

  it('buckets the month by day and the year by month', async () => {
    const month = await consoleOf('month');
    expect(month.data.series).toHaveLength(31);
    expect(month.data.series[16]).toMatchObject({
      label: 17,
      sales: paid,
      income: paid,
      orders: 1,
      visitors: 3,
    });
    expect(month.data).toMatchObject({ sales: paid, orders: 1, visitors: 3 });
    const year = await consoleOf('year');
    expect(year.data.series).toHaveLength(12);
    expect(year.data.series[4]).toMatchObject({ label: 5, sales: paid, visitors: 3 });
    expect(year.data.start).toBe(Date.parse('2025-12-31T16:00:00Z') / 1000);
  });

  it('counts a returning visitor again on another day, and a new day starts empty', async () => {
    // 00:30 the next day in Shanghai (still the 17th in UTC).
    t.clock.set(Date.parse('2026-05-17T16:30:00Z'));
    await t.call(shop.detail, { token: buyer, query: { id: owner.shopId } });
    const today = await consoleOf('today');
    expect(today.data).toMatchObject({ sales: '0.00', income: '0.00', orders: 0, visitors: 1 });
    expect(today.data.total_income).toBe(paid);
    const month = await consoleOf('month');
    expect(month.data.visitors).toBe(4);
    expect(month.data.series[17]).toMatchObject({ label: 18, visitors: 1 });
  });

  it('refuses an unknown period', async () => {
    const result = await t.call(merchant.console, {
      token: owner.token,
      query: { period: 'week' },
    });
    expect(result.status).toBe(400);
  });
});

describe('profit records', () => {
  it('keep wholesale, retail, profit and the balance before and after per received order', async () => {
    const result = await t.call(merchant.profit, { token: owner.token });
    const retail = toMoneyString(multiply(sku.price, quantity));
    const after = await balanceOf(t, owner.username);
    expect(result.data).toMatchObject({
      total: 1,
      totals: { wholesale, retail, profit: toMoneyString(subtract(retail, wholesale)) },
    });
    expect(result.data.data[0]).toMatchObject({
      wholesale,
      retail,
      profit: toMoneyString(subtract(retail, wholesale)),
      after,
      before: toMoneyString(subtract(after, paid)),
    });
    expect(result.data.data[0]?.order_no).toMatch(/\S/);
  });

  it("are the shop's own: another merchant sees none of them", async () => {
    const other = await t.call(merchant.profit, { token: await t.login('techhub') });
    expect(other.data.data.map((row) => row.order_id)).not.toContain(
      (await t.call(merchant.profit, { token: owner.token })).data.data[0]?.order_id,
    );
  });
});
