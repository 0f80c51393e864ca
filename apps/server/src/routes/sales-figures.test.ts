import {
  common,
  goods as goodsApi,
  merchant,
  merchantOrder,
  merchantRefund,
  order,
  refund,
  shop as shopApi,
} from '@bazaar/api/contract';
import { add, isLineSold, multiply, toMoneyString, type SalesLine } from '@bazaar/domain';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { goods, orderGoods, orders } from '../db/schema/index.js';
import { lineSoldCondition } from '../services/catalogue/sales.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { userIdOf } from '../test/finance.js';
import { createTestApp, type DemoUsername, type TestApp } from '../test/harness.js';
import { payFor, placeOrder, SHIPMENT, skuOf, type TestSku } from '../test/order-helpers.js';

let t: TestApp;
const tokens = {} as Record<DemoUsername, string>;
let sku: TestSku;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES: '1000' } });
  for (const name of ['buyer', 'merchant'] as const) tokens[name] = await t.login(name);
  sku = await skuOf(t, 'merchant', { market: true });
});
afterAll(() => t?.close());

/** Every screen's figure of `sku`'s goods and shop, read through the API. */
async function figures(of: TestSku = sku) {
  const shopGoods = await t.call(shopApi.goods, { query: { shop_id: of.shopId, limit: 100 } });
  const card = shopGoods.data.data.find((item) => item.id === of.goods_id);
  const detail = (await t.call(goodsApi.detail, { query: { id: of.goods_id } })).data;
  const shop = (await t.call(shopApi.detail, { query: { id: of.shopId } })).data;
  const own = (await t.call(merchant.goods, { token: tokens.merchant, query: { limit: 100 } }))
    .data;
  const info = (
    await t.call(merchant.goodsInfo, { token: tokens.merchant, query: { id: of.goods_id } })
  ).data;
  return {
    card: card?.sales,
    page: detail.sales,
    month: detail.monthly_sales,
    sku: detail.sku.find((item) => item.id === of.sku_id)?.sales,
    consoleList: own.data.find((item) => item.id === of.goods_id)?.sales,
    consoleSku: info.skus.find((item) => item.id === of.sku_id)?.sales,
    shopOrders: shop.orders_count,
  };
}

/** `before` with every unit figure moved by `units` and the shop's orders by `orders`. */
function moved(before: Awaited<ReturnType<typeof figures>>, units: number, orders: number) {
  const plus = (value: number | undefined) => (value ?? 0) + units;
  return {
    card: plus(before.card),
    page: plus(before.page),
    month: plus(before.month),
    sku: plus(before.sku),
    consoleList: plus(before.consoleList),
    consoleSku: plus(before.consoleSku),
    shopOrders: before.shopOrders + orders,
  };
}

const paidFor = (of: TestSku, number: number) =>
  toMoneyString(add(multiply(of.price, number), of.freight));

describe('the sales figures', () => {
  it('are the same on every screen for a seeded goods', async () => {
    const now = await figures();
    expect(now.card).toBe(now.page);
    expect(now.consoleList).toBe(now.page);
    expect(now.sku).toBe(now.consoleSku);
  });

  it('count nothing for an unpaid order, nor once it is cancelled', async () => {
    const before = await figures();
    const [id] = (await placeOrder(t, tokens.buyer, 'buyer', [[sku, 2]])) as [number];
    expect(await figures()).toEqual(before);
    const cancelled = await t.call(order.cancelOrder, { token: tokens.buyer, body: { id } });
    expect(cancelled.body.msg).toBe('');
    expect(await figures()).toEqual(before);
  });

  it('move by the units of a paid order on every screen, and the shop by one order', async () => {
    const before = await figures();
    const [id] = (await placeOrder(t, tokens.buyer, 'buyer', [[sku, 2]])) as [number];
    expect((await payFor(t, tokens.buyer, 'buyer', [id])).body.msg).toBe('');
    expect(await figures()).toEqual(moved(before, 2, 1));
  });

  it('take back the units and the order of a line refunded whole before shipment', async () => {
    const before = await figures();
    const [id] = (await placeOrder(t, tokens.buyer, 'buyer', [[sku, 1]])) as [number];
    expect((await payFor(t, tokens.buyer, 'buyer', [id])).body.msg).toBe('');
    expect(await figures()).toEqual(moved(before, 1, 1));
    const opened = await t.call(refund.addApply, {
      token: tokens.buyer,
      body: {
        order_id: id,
        goods_id: sku.goods_id,
        money: paidFor(sku, 1),
        type: 0,
        reason: 4,
        expressType: 0,
        refund_content: 'Ordered by mistake',
      },
    });
    expect(opened.body.msg).toBe('');
    // An open refund changes nothing until it succeeds.
    expect(await figures()).toEqual(moved(before, 1, 1));
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.data.id },
    });
    expect(agreed.data).toMatchObject({ state: 4 });
    expect(await figures()).toEqual(before);
    await assertLedgerBalanced(t.db);
  });

  it('keep a line refunded in part after shipment and kept by the buyer', async () => {
    const before = await figures();
    const [id] = (await placeOrder(t, tokens.buyer, 'buyer', [[sku, 1]])) as [number];
    expect((await payFor(t, tokens.buyer, 'buyer', [id])).body.msg).toBe('');
    const shipped = await t.call(merchantOrder.ship, {
      token: tokens.merchant,
      body: { id, ...SHIPMENT },
    });
    expect(shipped.body.msg).toBe('');
    expect((await t.call(order.confirmOrder, { token: tokens.buyer, body: { id } })).body.msg).toBe(
      '',
    );
    const opened = await t.call(refund.addApply, {
      token: tokens.buyer,
      body: {
        order_id: id,
        goods_id: sku.goods_id,
        money: '1.00',
        type: 0,
        reason: 4,
        expressType: 1,
        refund_content: 'A scratch on the lid',
      },
    });
    expect(opened.body.msg).toBe('');
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.data.id },
    });
    expect(agreed.data).toMatchObject({ state: 4 });
    expect(await figures()).toEqual(moved(before, 1, 1));
    await assertLedgerBalanced(t.db);
  });

  it('sort the goods by units sold as the cards show them', async () => {
    for (const sort of ['desc', 'asc'] as const) {
      const page = await t.call(common.goods, { query: { order: 'sale', sort, limit: 100 } });
      if (page.data.type !== 'goods') throw new Error('expected goods');
      const sales = page.data.data.map((item) => item.sales);
      expect(sales).toEqual([...sales].sort((a, b) => (sort === 'desc' ? b - a : a - b)));
    }
  });
});

describe('the SQL rule of a sold line', () => {
  it('is the domain isLineSold, line by line', async () => {
    const cases: [number | null, SalesLine][] = [
      [null, line()],
      [1_700_000_000, line()],
      [1_700_000_000, line({ refunded: '5.00' })],
      [1_700_000_000, line({ refunded: '20.99' })],
      [1_700_000_000, line({ refunded: '21.00' })],
      [1_700_000_000, line({ discount: '3.00', refunded: '18.00' })],
      [1_700_000_000, line({ discount: '3.00', refunded: '17.99' })],
      [1_700_000_000, line({ refunded: '5.00', returned: true })],
    ];
    const buyerId = await userIdOf(t, 'buyer2');
    const [target] = await t.db.select().from(goods).orderBy(asc(goods.id)).limit(1);
    const [skuRow] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from goods_skus where goods_id = ${target!.id} order by id limit 1`,
    );
    const ids: number[] = [];
    for (const [index, [paymenttime, sales]] of cases.entries()) {
      const [row] = await t.db
        .insert(orders)
        .values({
          orderNo: `T-SOLD-RULE-${index}`,
          userId: buyerId,
          shopId: target!.shopId,
          state: paymenttime === null ? 1 : 4,
          addressName: 'B',
          addressMobile: '123456',
          addressCountry: 'hk',
          addressAreaCode: 852,
          addressText: 'x',
          createtime: 1_700_000_000,
          updatetime: 1_700_000_000,
          paymenttime,
        })
        .returning({ id: orders.id });
      const [inserted] = await t.db
        .insert(orderGoods)
        .values({
          orderId: row!.id,
          goodsId: target!.id,
          skuId: skuRow!.id,
          title: target!.title,
          image: target!.image,
          price: String(sales.price),
          number: sales.number,
          freight: String(sales.freight),
          discount: String(sales.discount),
          refunded: String(sales.refunded),
          returned: sales.returned ?? false,
          createtime: 1_700_000_000,
        })
        .returning({ id: orderGoods.id });
      ids.push(inserted!.id);
    }
    const rows = await queryRows<{ id: number; sold: boolean | string }>(
      t.db,
      sql`select og.id, (${lineSoldCondition}) as sold from order_goods og
          join orders o on o.id = og.order_id
          where og.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by og.id`,
    );
    expect(rows.map((row) => row.sold === true || row.sold === 't')).toEqual(
      cases.map(([paymenttime, sales]) => isLineSold(paymenttime, sales)),
    );
  });
});

/** A line of 2 units at 10.00 with 1.00 freight: 21.00 paid. */
function line(overrides: Partial<SalesLine> = {}): SalesLine {
  return {
    price: '10.00',
    number: 2,
    freight: '1.00',
    discount: '0.00',
    refunded: '0.00',
    returned: false,
    ...overrides,
  };
}
