import { merchantOrder, order } from '@bazaar/api/contract';
import { multiply, subtract, toMoneyString } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, moneyLog, notices, orders } from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { changeBalance } from '../services/ledger/ledger.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { AUTO_CONFIRM_JOB } from '../services/orders/receipt.js';
import { balanceOf, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buyerOrder, setStock, skuOf, type TestSku, SHIPMENT } from '../test/order-helpers.js';

let t: TestApp;
let merchant: string;
let market: TestSku;
const tokens = new Map<string, Promise<string>>();

/** The helpers' context: tokens logged in once (again after the clock jumps past their expiry). */
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

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  merchant = await ctx.token('merchant');
  market = await skuOf(t, 'merchant', { market: true });
  await setStock(t, market.sku_id, 500);
});
afterAll(() => t?.close());

describe('merchant/orders and merchant/orderInfo', () => {
  it("lists the shop's orders by tab with the buyer and the shipping deadline, overdue once past it", async () => {
    const id = await buyerOrder(ctx, 'paid');
    const list = await t.call(merchantOrder.orders, { token: merchant, query: { state: 2 } });
    const item = list.data.data.find((o) => o.id === id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(item).toMatchObject({
      state: 2,
      buyer: { username: 'buyer' },
      ship_deadline: (row?.paymenttime as number) + t.config.shippingDeadlineHours * 3600,
      overdue: false,
    });
    expect(list.data.data.every((o) => o.state === 2)).toBe(true);
    // Another shop sees none of them.
    const techhub = await t.login('techhub');
    const theirs = await t.call(merchantOrder.orders, { token: techhub });
    expect(theirs.data.data.map((o) => o.id)).not.toContain(id);

    t.clock.advanceSeconds(t.config.shippingDeadlineHours * 3600);
    tokens.clear();
    merchant = await ctx.token('merchant');
    const late = await t.call(merchantOrder.orderInfo, { token: merchant, query: { id } });
    expect(late.data.overdue).toBe(true);
  });

  it("tells an order's wholesale cost, income and profit, and the merchant's actions", async () => {
    const id = await buyerOrder(ctx, 'paid');
    const info = await t.call(merchantOrder.orderInfo, { token: merchant, query: { id } });
    const retail = market.price;
    const wholesale = market.wholesale as string;
    expect(info.data).toMatchObject({
      wholesale,
      income: toMoneyString(info.data.pay.total),
      profit: toMoneyString(subtract(info.data.pay.total, wholesale)),
      economics: {
        goods: retail,
        freight: market.freight,
        voucher: '0.00',
        platform_voucher: '0.00',
        refunds: '0.00',
        income: toMoneyString(info.data.pay.total),
        wholesale,
        profit: toMoneyString(subtract(info.data.pay.total, wholesale)),
      },
      merchant_actions: ['ship', 'contact_buyer'],
      buyer: { username: 'buyer' },
    });
    expect(
      (await t.call(merchantOrder.orderInfo, { token: merchant, query: { id: 999_999 } })).status,
    ).toBe(404);
  });
});

describe('merchant/ship', () => {
  it('ships a paid order, paying the wholesale cost, storing the express and telling the buyer', async () => {
    const id = await buyerOrder(ctx, 'paid');
    const before = await balanceOf(t, 'merchant');
    const result = await t.call(merchantOrder.ship, {
      token: merchant,
      body: { id, express_name: ' SF Express ', express_no: ' SF100200300 ' },
    });
    const wholesale = toMoneyString(multiply(market.wholesale as string, 1));
    expect(result.data).toEqual({
      id,
      state: 3,
      wholesale,
      balance: toMoneyString(subtract(before, wholesale)),
    });
    const info = await t.call(order.getOrderInfo, {
      token: await ctx.token('buyer'),
      query: { id },
    });
    expect(info.data).toMatchObject({
      express_name: 'SF Express',
      express_no: 'SF100200300',
      state: 3,
    });
    const [told] = await t.db.select().from(notices).where(eq(notices.relatedId, id));
    expect(told).toBeDefined();
    const shippedNotices = await t.db
      .select()
      .from(notices)
      .where(eq(notices.title, 'order:notice.shipped'));
    expect(shippedNotices.find((n) => n.relatedId === id)).toMatchObject({
      userId: await userIdOf(t, 'buyer'),
      type: 'order',
    });
    expect(
      JSON.parse(shippedNotices.find((n) => n.relatedId === id)?.content ?? '{}'),
    ).toHaveProperty('order_no');
    // Once shipped, it cannot be shipped again.
    const again = await t.call(merchantOrder.ship, { token: merchant, body: { id, ...SHIPMENT } });
    expect(again.body.code).toBe(0);
    await assertLedgerBalanced(t.db);
  });

  it.each([
    [{}, 'express_name', 'Please fill in the required fields'],
    [
      { express_name: '  ', express_no: 'SF100200300' },
      'express_name',
      'Please fill in the required fields',
    ],
    [
      { express_name: 'SF Express', express_no: ' ' },
      'express_no',
      'Please fill in the required fields',
    ],
    [
      { express_name: 'SF Express', express_no: 'none' },
      'express_no',
      'This tracking number is not valid: use the letters and digits the courier gave you',
    ],
  ])(
    'refuses a shipment without a courier and a tracking number (%j), changing nothing',
    async (express, field, msg) => {
      const id = await buyerOrder(ctx, 'paid');
      const before = await balanceOf(t, 'merchant');
      const result = await t.call(merchantOrder.ship, {
        token: merchant,
        body: { id, ...express },
      });
      expect(result.body).toMatchObject({ code: 0, msg, data: { field } });
      expect(await balanceOf(t, 'merchant')).toBe(before);
      const info = await t.call(order.getOrderInfo, {
        token: await ctx.token('buyer'),
        query: { id },
      });
      expect(info.data).toMatchObject({ state: 2, express_name: '', express_no: '' });
    },
  );

  it('refuses an unpaid order', async () => {
    const id = await buyerOrder(ctx, 'unpaid');
    const result = await t.call(merchantOrder.ship, { token: merchant, body: { id, ...SHIPMENT } });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'This action is not available for the order in its current status',
    });
  });

  it('refuses when the balance cannot pay the wholesale cost, with the balance and the way to recharge', async () => {
    const id = await buyerOrder(ctx, 'paid');
    const merchantId = await userIdOf(t, 'merchant');
    const balance = await balanceOf(t, 'merchant');
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, {
        account: { userId: merchantId },
        amount: `-${balance}`,
        type: 'sys_deduct',
        now: 1,
      }),
    );
    const refused = await t.call(merchantOrder.ship, {
      token: merchant,
      body: { id, ...SHIPMENT },
    });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Insufficient balance. Available balance: $0.00',
      data: { balance: '0.00', amount: market.wholesale, action: 'recharge' },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.state).toBe(2);
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, {
        account: { userId: merchantId },
        amount: balance,
        type: 'sys_recharge',
        now: 1,
      }),
    );
    expect(
      (await t.call(merchantOrder.ship, { token: merchant, body: { id, ...SHIPMENT } })).body.code,
    ).toBe(1);
    await assertLedgerBalanced(t.db);
  });
});

describe('automatic receipt confirmation', () => {
  it('confirms a shipped order after the configured days, paying the merchant, and leaves one the buyer confirmed', async () => {
    const auto = await buyerOrder(ctx, 'shipped');
    const manual = await buyerOrder(ctx, 'received');
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `${AUTO_CONFIRM_JOB}:${auto}`));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, auto));
    expect(queued?.runAt).toBe((row?.delivertime as number) + t.config.autoConfirmDays * 86_400);

    t.clock.advanceSeconds(t.config.autoConfirmDays * 86_400 - 60);
    await t.app.deps.jobs.runUntilIdle();
    expect((await t.db.select().from(orders).where(eq(orders.id, auto)))[0]?.state).toBe(3);

    t.clock.advanceSeconds(61);
    await t.app.deps.jobs.runUntilIdle();
    const [after] = await t.db.select().from(orders).where(eq(orders.id, auto));
    expect(after).toMatchObject({ state: 4 });
    // The merchant was paid the order's total from the escrow, once.
    const income = await t.db
      .select()
      .from(moneyLog)
      .where(and(eq(moneyLog.type, 'income'), eq(moneyLog.serviceIds, String(auto))));
    expect(income.map((row) => [row.userId, row.money])).toEqual([
      [await userIdOf(t, 'merchant'), after?.total],
    ]);
    expect((await t.db.select().from(orders).where(eq(orders.id, manual)))[0]?.state).toBe(4);
    await assertLedgerBalanced(t.db);
  });

  it('queues a confirmation from the hourly sweep for a shipped order that has none', async () => {
    tokens.clear();
    const id = await buyerOrder(ctx, 'shipped');
    await t.db.delete(jobs).where(eq(jobs.uniqueKey, `${AUTO_CONFIRM_JOB}:${id}`));
    t.clock.advanceSeconds(t.config.autoConfirmDays * 86_400 + 1);
    await t.app.deps.scheduler.tick();
    await t.app.deps.jobs.runUntilIdle();
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.state).toBe(4);
    await assertLedgerBalanced(t.db);
  });
});
