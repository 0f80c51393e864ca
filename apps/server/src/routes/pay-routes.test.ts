import { merchantRefund, order, pay, refund } from '@bazaar/api/contract';
import { add, maxWithdrawable, subtract, toMoneyString } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { changeBalance } from '../services/ledger/ledger.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { withdrawPolicy } from '../services/wallet/withdraws.js';
import { balanceOf, userIdOf } from '../test/finance.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from '../test/harness.js';
import { payFor, placeOrder, setStock, skuOf, type TestSku } from '../test/order-helpers.js';

let t: TestApp;
let buyer: string;
let sku: TestSku;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_IP: '1000' } });
  buyer = await t.login('buyer');
  sku = await skuOf(t, 'techhub');
  await setStock(t, sku.sku_id, 500);
});
afterAll(() => t?.close());

async function orderTotal(id: number): Promise<string> {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return toMoneyString(row?.total ?? '0');
}

describe('pay/payment', () => {
  it('pays several orders in one payment: one bill row, one pay number, every order paid', async () => {
    const other = await skuOf(t, 'glowbeauty');
    const ids = await placeOrder(t, buyer, 'buyer', [
      [sku, 1],
      [other, 2],
    ]);
    const before = await balanceOf(t, 'buyer');
    const total = toMoneyString(
      add(await orderTotal(ids[0] as number), await orderTotal(ids[1] as number)),
    );
    const paid = await payFor(t, buyer, 'buyer', ids);
    expect(paid.data).toMatchObject({ order_id: ids, money: total });
    expect(paid.data.balance).toBe(toMoneyString(subtract(before, total)));
    const rows = await t.db.select().from(payments).where(eq(payments.payNo, paid.data.pay_no));
    expect(rows.map((row) => row.orderId).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const info = await t.call(order.getOrderInfo, { token: buyer, query: { id } });
      expect(info.data).toMatchObject({ state: 2, status_key: 'order:status.pending_shipment' });
      expect(info.data.paymenttime).toBe(paid.body.time);
    }
    await assertLedgerBalanced(t.db);
  });

  it('refuses an insufficient balance with the balance, the amount and the way to recharge, moving nothing', async () => {
    const token = await t.login('buyer2');
    const buyerId = await userIdOf(t, 'buyer2');
    const balance = await balanceOf(t, 'buyer2');
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, {
        account: { userId: buyerId },
        amount: `-${balance}`,
        type: 'sys_deduct',
        now: 1,
      }),
    );
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, {
        account: { userId: buyerId },
        amount: '1.50',
        type: 'sys_recharge',
        now: 1,
      }),
    );
    const [id] = (await placeOrder(t, token, 'buyer2', [[sku, 1]])) as [number];
    const total = await orderTotal(id);
    const refused = await payFor(t, token, 'buyer2', [id]);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Insufficient balance. Available balance: $1.50',
      data: { balance: '1.50', amount: total, action: 'recharge' },
    });
    expect(await balanceOf(t, 'buyer2')).toBe('1.50');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.state).toBe(1);
  });

  it('refuses an order that is not awaiting payment, all or nothing', async () => {
    const [paidId] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
    await payFor(t, buyer, 'buyer', [paidId]);
    const [unpaidId] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
    const before = await balanceOf(t, 'buyer');
    const mixed = await payFor(t, buyer, 'buyer', [unpaidId, paidId]);
    expect(mixed.body).toMatchObject({
      code: 0,
      msg: 'This action is not available for the order in its current status',
    });
    expect(await balanceOf(t, 'buyer')).toBe(before);
    await t.call(order.cancelOrder, { token: buyer, body: { id: unpaidId } });
    expect((await payFor(t, buyer, 'buyer', [unpaidId])).body.code).toBe(0);
  });

  it('refuses an unknown order with 404 and a payment type other than balance with 400', async () => {
    expect((await payFor(t, buyer, 'buyer', [999_999])).status).toBe(404);
    const [id] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
    const card = await t.call(pay.payment, {
      token: buyer,
      body: { order_id: [id], type: 'card', captcha: DEMO_PASSWORDS.buyer },
    });
    expect(card.status).toBe(400);
  });

  it('refuses a wrong payment password, and every attempt once too many were wrong', async () => {
    const [id] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
    const before = await balanceOf(t, 'buyer');
    const attempt = (captcha: string) =>
      t.call(pay.payment, { token: buyer, body: { order_id: [id], type: 'balance', captcha } });
    for (let i = 0; i < 3; i += 1) {
      const wrong = await attempt('wrong-password');
      expect(wrong.body).toMatchObject({ code: 0, data: { field: 'captcha' } });
    }
    const limited = await attempt(DEMO_PASSWORDS.buyer);
    expect(limited.status).toBe(429);
    expect(await balanceOf(t, 'buyer')).toBe(before);
    t.clock.advanceSeconds(t.config.loginWindowSeconds + 1);
    buyer = await t.login('buyer');
    expect((await attempt(DEMO_PASSWORDS.buyer)).body.code).toBe(1);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, moving no money twice', async () => {
    const [id] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
    const input = {
      token: buyer,
      body: { order_id: [id], type: 'balance', captcha: DEMO_PASSWORDS.buyer },
      headers: { 'idempotency-key': `pay-${id}` },
    };
    const first = await t.call(pay.payment, input);
    const balance = await balanceOf(t, 'buyer');
    const again = await t.call(pay.payment, input);
    expect(again.data).toEqual(first.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, 'buyer')).toBe(balance);
  });
});

describe('pay/getBalance', () => {
  it('answers the balance, points, the most a withdrawal may ask, and the unpaid orders’ total', async () => {
    const token = await t.login('buyer2');
    const unpaid = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, await userIdOf(t, 'buyer2')));
    const result = await t.call(pay.getBalance, { token });
    const money = await balanceOf(t, 'buyer2');
    expect(result.data).toMatchObject({
      money,
      withdrawable: maxWithdrawable(money, withdrawPolicy(t.config)),
      unpaid: toMoneyString(
        add(...unpaid.filter((row) => row.state === 1).map((row) => row.total)),
      ),
    });
    expect(result.data.unpaid).not.toBe('0.00');
  });
});

describe('pay/moneyLog and pay/details', () => {
  it('lists the bill newest first, by tab, and tells one record with its orders', async () => {
    const all = await t.call(pay.moneyLog, { token: buyer, query: { limit: 100 } });
    expect(all.data.data.length).toBeGreaterThan(2);
    const ids = all.data.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const pays = await t.call(pay.moneyLog, { token: buyer, query: { type: 'pay' } });
    expect(pays.data.data.every((row) => row.type === 'pay')).toBe(true);
    const opening = await t.call(pay.moneyLog, { token: buyer, query: { type: 'sys_recharge' } });
    expect(opening.data.total).toBe(1);
    const latest = pays.data.data[0];
    const details = await t.call(pay.details, {
      token: buyer,
      query: { id: latest?.id as number },
    });
    expect(details.data).toMatchObject({ ...latest });
    expect(details.data.orders.map((o) => String(o.id))).toEqual(latest?.service_ids.split(','));
    const noOrders = await t.call(pay.details, {
      token: buyer,
      query: { id: opening.data.data[0]?.id as number },
    });
    expect(noOrders.data.orders).toEqual([]);
    expect((await t.call(pay.details, { token: buyer, query: { id: 999_999 } })).status).toBe(404);
  });

  it('tells the order of a refund record', async () => {
    const [id] = await placeOrder(t, buyer, 'buyer', [[sku, 1]]);
    const whole = toMoneyString(add(sku.price, sku.freight));
    await payFor(t, buyer, 'buyer', [id as number]);
    const applied = await t.call(refund.addApply, {
      token: buyer,
      body: {
        order_id: id as number,
        goods_id: sku.goods_id,
        // Before shipment a refund is of the whole line (price and freight).
        money: whole,
        type: 0,
        reason: 0,
        expressType: 0,
        refund_content: '',
      },
    });
    expect(applied.body.msg).toBe('');
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: await t.login('techhub'),
      body: { id: applied.data.id },
    });
    expect(agreed.body.msg).toBe('');
    const refunds = await t.call(pay.moneyLog, { token: buyer, query: { type: 'refund' } });
    const latest = refunds.data.data[0];
    expect(latest).toMatchObject({ money: whole, service_ids: String(id) });
    const details = await t.call(pay.details, {
      token: buyer,
      query: { id: latest?.id as number },
    });
    expect(details.data.orders.map((row) => row.id)).toEqual([id]);
  });

  it('refuses an unknown bill type', async () => {
    const result = await t.call(pay.moneyLog, { token: buyer, query: { type: 'bonus' } });
    expect(result.status).toBe(400);
  });
});
