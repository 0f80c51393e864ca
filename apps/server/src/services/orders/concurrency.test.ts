import { order, pay } from '@bazaar/api/contract';
import { add, compare, money, multiply, subtract, toMoneyString } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSkus, orderGoods, orders } from '../../db/schema/index.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from '../../test/harness.js';
import { balanceOf, userIdOf } from '../../test/finance.js';
import { defaultAddressId, placeOrder, setStock, skuOf } from '../../test/order-helpers.js';
import { assertLedgerBalanced } from '../ledger/reconcile.js';

// On PostgreSQL these requests really overlap (a pool of connections); on PGlite they queue on
// its one connection, and the same assertions hold.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('stock under concurrent orders', () => {
  it('sells the last unit once: 20 simultaneous orders for a goods with stock 1 give one order', async () => {
    const sku = await skuOf(t, 'techhub', { nth: 1 });
    await setStock(t, sku.sku_id, 1);
    const tokens = [await t.login('buyer'), await t.login('buyer2')];
    const submissions = [];
    for (let i = 0; i < 20; i += 1) {
      const token = tokens[i % 2] as string;
      const confirmation = await t.call(order.getOrderGoodsList, {
        token,
        body: [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 }],
      });
      submissions.push({
        token,
        body: {
          order: {
            address_id: await defaultAddressId(t, i % 2 === 0 ? 'buyer' : 'buyer2'),
            lists: [
              {
                shop_id: sku.shopId,
                products: [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 }],
              },
            ],
          },
          token: confirmation.data.token,
        },
      });
    }
    const answers = await Promise.all(submissions.map((input) => t.call(order.addOrder, input)));
    const created = answers.filter((answer) => answer.body.code === 1);
    const refused = answers.filter((answer) => answer.body.code === 0);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        data: { stock: 0 },
        msg: 'Not enough stock: only 0 left',
      });
    }
    const [row] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, sku.sku_id));
    expect(row?.stock).toBe(0);
    const lines = await t.db.select().from(orderGoods).where(eq(orderGoods.skuId, sku.sku_id));
    expect(lines).toHaveLength(1);
  });

  it('answers a submission repeated at the same moment with the same orders, created once', async () => {
    const token = await t.login('buyer');
    const sku = await skuOf(t, 'techhub', { nth: 2 });
    await setStock(t, sku.sku_id, 10);
    const confirmation = await t.call(order.getOrderGoodsList, {
      token,
      body: [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 2 }],
    });
    const input = {
      token,
      body: {
        order: {
          address_id: await defaultAddressId(t, 'buyer'),
          lists: [
            {
              shop_id: sku.shopId,
              products: [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 2 }],
            },
          ],
        },
        token: confirmation.data.token,
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(order.addOrder, input)),
    );
    const ids = answers.map((answer) => answer.data.order_id);
    expect(new Set(ids.map((list) => list.join()))).toEqual(new Set([ids[0]?.join()]));
    const [row] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, sku.sku_id));
    expect(row?.stock).toBe(8);
  });
});

describe('one wallet under concurrent payments', () => {
  it('50 simultaneous payments never overdraw it: exactly as many as the balance covers succeed', async () => {
    const token = await t.login('buyer2');
    const buyerId = await userIdOf(t, 'buyer2');
    const sku = await skuOf(t, 'glowbeauty');
    await setStock(t, sku.sku_id, 1000);
    await t.db.update(goodsSkus).set({ price: '47.00' }).where(eq(goodsSkus.id, sku.sku_id));
    const orderIds: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      orderIds.push(...(await placeOrder(t, token, 'buyer2', [[{ ...sku, price: '47.00' }, 1]])));
    }
    const [first] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIds[0] as number));
    const total = toMoneyString(first?.total ?? '0');
    expect(total).toBe(toMoneyString(add('47.00', sku.freight)));
    const before = await balanceOf(t, 'buyer2');
    const affordable = money(before).dividedToIntegerBy(total).toNumber();
    expect(affordable).toBeGreaterThan(0);
    expect(affordable).toBeLessThan(50);

    const answers = await Promise.all(
      orderIds.map((id) =>
        t.call(pay.payment, {
          token,
          body: { order_id: [id], type: 'balance', captcha: DEMO_PASSWORDS.buyer2 },
        }),
      ),
    );
    const paid = answers.filter((answer) => answer.body.code === 1);
    const refused = answers.filter((answer) => answer.body.code === 0);
    expect(paid).toHaveLength(affordable);
    expect(refused).toHaveLength(50 - affordable);
    for (const answer of refused) {
      expect(answer.body.data).toMatchObject({ amount: total, action: 'recharge' });
    }
    const after = await balanceOf(t, 'buyer2');
    expect(after).toBe(toMoneyString(subtract(before, multiply(total, affordable))));
    expect(compare(after, '0')).toBeGreaterThanOrEqual(0);
    const stillUnpaid = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, buyerId), eq(orders.state, 1)));
    expect(stillUnpaid.length).toBeGreaterThanOrEqual(50 - affordable);
    await assertLedgerBalanced(t.db);
  });

  it('moves the money once when one payment is sent five times at once with one Idempotency-Key', async () => {
    const token = await t.login('buyer');
    const sku = await skuOf(t, 'glowbeauty', { nth: 1 });
    const [id] = await placeOrder(t, token, 'buyer', [[sku, 1]]);
    const before = await balanceOf(t, 'buyer');
    const input = {
      token,
      body: { order_id: [id as number], type: 'balance', captcha: DEMO_PASSWORDS.buyer },
      headers: { 'idempotency-key': 'pay-once-1' },
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(pay.payment, input)));
    expect(answers.map((answer) => answer.body.code)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(answers.map((answer) => answer.data.pay_no)).size).toBe(1);
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, id as number));
    expect(await balanceOf(t, 'buyer')).toBe(toMoneyString(subtract(before, row?.total ?? '0')));
    await assertLedgerBalanced(t.db);
  });
});
