import { cart, merchantOrder, order, pay } from '@bazaar/api/contract';
import { add, multiply, subtract, toMoneyString } from '@bazaar/domain';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, platformMoneyLog, profitRecords } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { balanceOf, platformBalanceOf, userIdOf } from '../../test/finance.js';
import {
  defaultAddressId,
  payFor,
  skuOf,
  type TestSku,
  SHIPMENT,
} from '../../test/order-helpers.js';
import { assertLedgerBalanced } from '../ledger/reconcile.js';

let t: TestApp;
let buyer: string;
let merchant: string;
let techhub: string;
let ids: { buyer: number; merchant: number; techhub: number };

beforeAll(async () => {
  t = await createTestApp();
  [buyer, merchant, techhub] = await Promise.all([
    t.login('buyer'),
    t.login('merchant'),
    t.login('techhub'),
  ]);
  ids = {
    buyer: await userIdOf(t, 'buyer'),
    merchant: await userIdOf(t, 'merchant'),
    techhub: await userIdOf(t, 'techhub'),
  };
});
afterAll(() => t?.close());

/** Every balance that matters here, as strings. */
async function balances() {
  return {
    buyer: await balanceOf(t, 'buyer'),
    merchant: await balanceOf(t, 'merchant'),
    techhub: await balanceOf(t, 'techhub'),
    escrow: await platformBalanceOf(t, 'escrow'),
    revenue: await platformBalanceOf(t, 'revenue'),
  };
}

const money = (value: Parameters<typeof toMoneyString>[0]) => toMoneyString(value);

describe('an order from two shops, from the cart to the review', () => {
  it('moves every balance exactly and keeps the books balanced at each step', async () => {
    await assertLedgerBalanced(t.db);
    const market: TestSku = await skuOf(t, 'merchant', { market: true });
    const own: TestSku = await skuOf(t, 'techhub');
    expect(market.wholesale).not.toBeNull();
    const start = await balances();
    const startTime = Math.floor(t.clock.now().getTime() / 1000);

    // The cart: two of the market goods, one of TechHub's own goods, both ticked for settlement.
    await t.call(cart.storage, {
      token: buyer,
      body: { type: 'add', goods: { goods_id: market.goods_id, sku_id: market.sku_id, number: 2 } },
    });
    const filled = await t.call(cart.storage, {
      token: buyer,
      body: { type: 'add', goods: { goods_id: own.goods_id, sku_id: own.sku_id, number: 1 } },
    });
    expect(filled.data.cartnum).toBe(3);

    // Confirmation and submission: one order per shop, priced from the database.
    const confirmation = await t.call(order.getOrderGoodsList, {
      token: buyer,
      body: [
        { goods_id: market.goods_id, sku_id: market.sku_id, number: 2 },
        { goods_id: own.goods_id, sku_id: own.sku_id, number: 1 },
      ],
    });
    const totalA = money(add(multiply(market.price, 2), market.freight));
    const totalB = money(add(own.price, own.freight));
    expect(confirmation.data.orderData.lists.map((list) => list.subtotal)).toEqual([
      totalA,
      totalB,
    ]);
    expect(confirmation.data.orderData.total).toBe(money(add(totalA, totalB)));
    const submitted = await t.call(order.addOrder, {
      token: buyer,
      body: {
        order: {
          address_id: await defaultAddressId(t, 'buyer'),
          lists: confirmation.data.orderData.lists.map((list) => ({
            shop_id: list.shop_id,
            remarks: 'Ring the bell',
            products: list.products.map(({ goods_id, sku_id, number }) => ({
              goods_id,
              sku_id,
              number,
            })),
          })),
        },
        token: confirmation.data.token,
      },
    });
    const [orderA, orderB] = submitted.data.order_id as [number, number];
    expect(submitted.data.total).toBe(money(add(totalA, totalB)));
    expect((await t.call(cart.get, { token: buyer })).data.cartnum).toBe(0);
    expect(await balances()).toEqual(start);
    await assertLedgerBalanced(t.db);

    // Payment of both orders at once: the buyer's money waits in the platform's escrow.
    const paid = await payFor(t, buyer, 'buyer', [orderA, orderB]);
    expect(paid.body.code).toBe(1);
    const afterPay = await balances();
    expect(afterPay).toEqual({
      ...start,
      buyer: money(subtract(start.buyer, add(totalA, totalB))),
      escrow: money(add(start.escrow, totalA, totalB)),
    });
    expect(paid.data.balance).toBe(afterPay.buyer);
    await assertLedgerBalanced(t.db);
    const bill = await t.call(pay.moneyLog, { token: buyer, query: { type: 'pay' } });
    expect(bill.data.data[0]).toMatchObject({
      money: money(subtract('0', add(totalA, totalB))),
      service_ids: `${orderA},${orderB}`,
    });

    // The merchant ships the market goods, paying their wholesale cost to the platform.
    const wholesale = money(multiply(market.wholesale as string, 2));
    const shipped = await t.call(merchantOrder.ship, {
      token: merchant,
      body: { id: orderA, express_name: 'SF Express', express_no: 'SF100200300' },
    });
    expect(shipped.data).toMatchObject({ state: 3, wholesale });
    const afterShip = await balances();
    expect(afterShip).toEqual({
      ...afterPay,
      merchant: money(subtract(afterPay.merchant, wholesale)),
      revenue: money(add(afterPay.revenue, wholesale)),
    });
    await assertLedgerBalanced(t.db);
    // TechHub's own goods cost it nothing to ship.
    const shippedB = await t.call(merchantOrder.ship, {
      token: techhub,
      body: { id: orderB, ...SHIPMENT },
    });
    expect(shippedB.data).toMatchObject({ state: 3, wholesale: '0.00' });
    expect(await balances()).toEqual(afterShip);

    // The buyer confirms receipt of A: the merchant is paid goods + freight from the escrow.
    const confirmed = await t.call(order.confirmOrder, { token: buyer, body: { id: orderA } });
    expect(confirmed.data).toEqual({ id: orderA, state: 4 });
    const afterConfirm = await balances();
    expect(afterConfirm).toEqual({
      ...afterShip,
      merchant: money(add(afterShip.merchant, totalA)),
      escrow: money(subtract(afterShip.escrow, totalA)),
    });
    await assertLedgerBalanced(t.db);
    const [profit] = await t.db
      .select()
      .from(profitRecords)
      .where(eq(profitRecords.orderId, orderA));
    const retail = money(multiply(market.price, 2));
    expect(profit).toMatchObject({
      userId: ids.merchant,
      wholesale,
      retail,
      income: totalA,
      profit: money(subtract(totalA, wholesale)),
      before: afterShip.merchant,
      after: afterConfirm.merchant,
    });

    // B is confirmed automatically once its days are up (the job queued at shipping).
    expect(await t.app.deps.jobs.runUntilIdle()).toBe(0);
    t.clock.advanceSeconds(t.config.autoConfirmDays * 86_400 + 1);
    // Both jobs run; A's finds the order already received and leaves it.
    expect(await t.app.deps.jobs.runUntilIdle()).toBe(2);
    const afterAuto = await balances();
    expect(afterAuto).toEqual({
      ...afterConfirm,
      techhub: money(add(afterConfirm.techhub, totalB)),
      escrow: money(subtract(afterConfirm.escrow, totalB)),
    });
    expect(afterAuto.escrow).toBe(start.escrow);
    await assertLedgerBalanced(t.db);
    // A week later the buyer's token has expired: log in again.
    buyer = await t.login('buyer');
    const infoB = await t.call(order.getOrderInfo, { token: buyer, query: { id: orderB } });
    expect(infoB.data.state).toBe(4);

    // The review completes A.
    const reviewed = await t.call(order.commentOrder, {
      token: buyer,
      body: { id: orderA, comments: [{ goods_id: market.goods_id, score: 5, content: 'Great' }] },
    });
    expect(reviewed.data).toEqual({ id: orderA, state: 6 });
    const infoA = await t.call(order.getOrderInfo, { token: buyer, query: { id: orderA } });
    expect(infoA.data.progress.every((step) => step.done)).toBe(true);
    expect(infoA.data.goods[0]?.commented).toBe(true);

    // Notices: the merchants heard of the payment and the receipt, the buyer of the shipping.
    const told = await t.db.select().from(notices).where(eq(notices.relatedId, orderA));
    expect(told.map((notice) => [notice.userId, notice.title]).sort()).toEqual(
      [
        [ids.merchant, 'order:notice.paid'],
        [ids.buyer, 'order:notice.shipped'],
        [ids.merchant, 'order:notice.received'],
      ].sort(),
    );
    // The platform's log names the user on the other side of each movement.
    const escrowLog = await t.db
      .select()
      .from(platformMoneyLog)
      .where(
        and(
          eq(platformMoneyLog.account, 'escrow'),
          // This order's movements, not those of the seed's orders (all before the test's clock).
          gte(platformMoneyLog.createtime, startTime),
        ),
      )
      .orderBy(platformMoneyLog.id);
    expect(escrowLog.map((row) => [row.type, row.userId])).toEqual([
      ['pay', ids.buyer],
      ['income', ids.merchant],
      ['income', ids.techhub],
    ]);
  });
});
