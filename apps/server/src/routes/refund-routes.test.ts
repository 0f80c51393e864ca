import {
  adminFinance,
  merchantOrder,
  merchantRefund,
  order,
  refund,
  wallet,
} from '@bazaar/api/contract';
import { add, multiply, subtract, toMoneyString, type MoneyValue } from '@bazaar/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orderGoods, orders, profitRecords, refunds } from '../db/schema/index.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { balanceOf, platformBalanceOf, uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type DemoUsername, type TestApp } from '../test/harness.js';
import {
  payFor,
  placeOrder,
  skuOf,
  type OrderLine,
  type TestSku,
  SHIPMENT,
} from '../test/order-helpers.js';

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
  other = await anotherGoods(market);
});
afterAll(() => t?.close());

const money = (value: MoneyValue) => toMoneyString(value);

/** A SKU of another goods of the merchant's shop than `sku`'s, for orders of two lines. */
async function anotherGoods(sku: TestSku): Promise<TestSku> {
  for (let nth = 1; ; nth += 1) {
    const candidate = await skuOf(t, 'merchant', { market: true, nth });
    if (candidate.goods_id !== sku.goods_id) return candidate;
  }
}

/** Every balance a refund may touch. */
async function balances() {
  return {
    buyer: await balanceOf(t, 'buyer'),
    merchant: await balanceOf(t, 'merchant'),
    escrow: await platformBalanceOf(t, 'escrow'),
    revenue: await platformBalanceOf(t, 'revenue'),
  };
}

type Stage = 'paid' | 'shipped' | 'received';

/** An order of the buyer from the merchant's shop, taken to `stage` through HTTP. */
async function orderAt(stage: Stage, lines: readonly OrderLine[] = [[market, 1]]) {
  const [id] = (await placeOrder(t, tokens.buyer, 'buyer', lines)) as [number];
  expect((await payFor(t, tokens.buyer, 'buyer', [id])).body.msg).toBe('');
  if (stage !== 'paid') {
    const shipped = await t.call(merchantOrder.ship, {
      token: tokens.merchant,
      body: { id, ...SHIPMENT },
    });
    expect(shipped.body.msg).toBe('');
  }
  if (stage === 'received') {
    const received = await t.call(order.confirmOrder, { token: tokens.buyer, body: { id } });
    expect(received.body.msg).toBe('');
  }
  return id;
}

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row as typeof orders.$inferSelect;
}

async function lines(orderId: number) {
  return t.db
    .select()
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(asc(orderGoods.id));
}

/** Applies for a refund of `sku` in the order as the buyer; answers the call. */
function apply(
  orderId: number,
  sku: TestSku,
  form: Record<string, unknown> = {},
  token = tokens.buyer,
) {
  return t.call(refund.addApply, {
    token,
    body: {
      order_id: orderId,
      goods_id: sku.goods_id,
      money: '1.00',
      type: 0,
      reason: 4,
      expressType: 1,
      refund_content: 'Scratched screen',
      ...form,
    },
  });
}

async function applied(orderId: number, sku: TestSku, form: Record<string, unknown> = {}) {
  const result = await apply(orderId, sku, form);
  expect(result.body.msg).toBe('');
  return result.data;
}

/** The newest notice of a user about an order, as `{ title, values }`. */
async function lastNotice(username: DemoUsername, orderId: number) {
  const [row] = await t.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, await userIdOf(t, username)), eq(notices.relatedId, orderId)))
    .orderBy(desc(notices.id))
    .limit(1);
  return row && { title: row.title, values: JSON.parse(row.content) as Record<string, string> };
}

/** What the buyer paid for one unit of `sku` with its freight. */
const linePaid = (sku: TestSku, number = 1) => money(add(multiply(sku.price, number), sku.freight));

describe('refund/addApply', () => {
  it('opens a refund of a shipped line: the line is refunding, the order in after-sales, no money moves', async () => {
    const id = await orderAt('shipped');
    const before = await balances();
    const image = await uploadImageAs(t, await userIdOf(t, 'buyer'));
    const result = await apply(id, market, { money: '2.5', images: [image] });
    expect(result.data).toMatchObject({
      order_id: id,
      goods_id: market.goods_id,
      money: '2.50',
      type: 0,
      reason: 4,
      expressType: 1,
      images: [image],
      refund_content: 'Scratched screen',
      state: 0,
      goods: { goods_id: market.goods_id, refund_status: 1, number: 1 },
      order: { id, state: 5 },
      max_money: linePaid(market),
      actions: ['edit', 'close'],
    });
    expect(result.data.log).toEqual([
      expect.objectContaining({ actor: 'buyer', action: 'apply', username: 'buyer', state: 0 }),
    ]);
    expect((await orderRow(id)).state).toBe(5);
    expect(await balances()).toEqual(before);
    expect(await lastNotice('merchant', id)).toEqual({
      title: 'order:notice.refund_applied',
      values: { order_no: result.data.order_no, money: '2.50' },
    });
  });

  it.each([
    [{ reason: null }, 'Please fill in the refund reason', 'reason'],
    [{ reason: undefined }, 'Please fill in the refund reason', 'reason'],
    [{ reason: 7 }, 'Please fill in the refund reason', 'reason'],
    [{ expressType: null }, 'Please choose whether you received the goods', 'expressType'],
    [{ type: null }, 'Please choose a refund type', 'type'],
    [
      { type: 1, expressType: 0 },
      'Return and refund is only possible once you have received the goods',
      'type',
    ],
    [{ money: '0' }, 'Please enter a valid refund amount', 'money'],
    [{ money: '1.005' }, 'Please enter a valid refund amount', 'money'],
  ])('refuses %j', async (change, msg, field) => {
    const id = await orderAt('shipped');
    const body = { ...change };
    const result = await apply(id, market, body);
    expect(result.body).toMatchObject({ code: 0, msg, data: { field } });
    expect((await orderRow(id)).state).toBe(3);
  });

  it('refuses more than was paid for the line, telling the most', async () => {
    const id = await orderAt('shipped');
    const max = linePaid(market);
    const result = await apply(id, market, { money: money(add(max, '0.01')) });
    expect(result.body).toMatchObject({
      code: 0,
      msg: `The refund cannot exceed the amount paid ($${max})`,
      data: { max, field: 'money' },
    });
    expect((await apply(id, market, { money: max })).body.code).toBe(1);
  });

  it('refuses an unpaid order, a second open refund of a line, and a refunded line', async () => {
    const [unpaid] = (await placeOrder(t, tokens.buyer, 'buyer', [[market, 1]])) as [number];
    const notYet = await apply(unpaid, market);
    expect(notYet.body).toMatchObject({
      code: 0,
      msg: 'This item cannot be refunded at the moment',
    });
    const id = await orderAt('shipped', [
      [market, 1],
      [other, 1],
    ]);
    await applied(id, market);
    expect((await apply(id, market)).body.msg).toBe('This item cannot be refunded at the moment');
    // Another line of the same order may still be refunded while the order is in after-sales.
    const second = await apply(id, other);
    expect(second.body.code).toBe(1);
    // A line whose refund succeeded cannot be refunded again.
    await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: second.data.id },
    });
    expect((await apply(id, other)).body.msg).toBe('This item cannot be refunded at the moment');
  });

  it("answers 404 for another buyer's order and for goods not in the order", async () => {
    const id = await orderAt('paid');
    const stranger = await apply(id, market, {}, tokens.buyer2);
    expect([stranger.status, stranger.body.code]).toEqual([404, 0]);
    const missing = await apply(id, other);
    expect(missing.status).toBe(404);
    expect(missing.body.data).toEqual({ field: 'goods_id' });
  });

  it('needs order_goods_id when the order has the goods in two specifications', async () => {
    let sibling: TestSku | undefined;
    for (let nth = 1; !sibling && nth < 40; nth += 1) {
      const candidate = await skuOf(t, 'merchant', { market: true, nth });
      if (candidate.goods_id === market.goods_id && candidate.sku_id !== market.sku_id) {
        sibling = candidate;
      }
    }
    expect(sibling, 'a market goods with two SKUs in the seed').toBeDefined();
    const id = await orderAt('shipped', [
      [market, 1],
      [sibling as TestSku, 1],
    ]);
    const ambiguous = await apply(id, market);
    expect([ambiguous.status, ambiguous.body.data]).toEqual([400, { field: 'order_goods_id' }]);
    const [, second] = await lines(id);
    const chosen = await apply(id, market, { order_goods_id: second?.id });
    expect(chosen.data.goods).toMatchObject({ id: second?.id, sku_id: second?.skuId });
  });

  it("refuses evidence that is not the buyer's upload", async () => {
    const id = await orderAt('paid');
    const theirs = await uploadImageAs(t, await userIdOf(t, 'buyer2'));
    const result = await apply(id, market, { images: [theirs] });
    expect(result.body).toMatchObject({ code: 0, data: { field: 'images' } });
  });

  it('opens one refund per Idempotency-Key', async () => {
    const id = await orderAt('shipped');
    const call = () =>
      t.call(refund.addApply, {
        token: tokens.buyer,
        headers: { 'idempotency-key': `apply-${id}` },
        body: {
          order_id: id,
          goods_id: market.goods_id,
          money: '1',
          type: 0,
          reason: 0,
          expressType: 0,
        },
      });
    const first = await call();
    const second = await call();
    expect(second.body.code).toBe(1);
    expect(second.data.id).toBe(first.data.id);
    expect(await t.db.$count(refunds, eq(refunds.orderId, id))).toBe(1);
  });
});

describe('refund/editRefund', () => {
  it('changes a refund awaiting the seller, and one the seller rejected (back to 0)', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market);
    const edited = await t.call(refund.editRefund, {
      token: tokens.buyer,
      body: {
        id: opened.id,
        order_id: id,
        goods_id: market.goods_id,
        money: '3',
        type: 0,
        reason: 2,
        expressType: 0,
        refund_content: 'Never came',
      },
    });
    expect(edited.data).toMatchObject({ money: '3.00', reason: 2, expressType: 0, state: 0 });
    await t.call(merchantRefund.refundReject, {
      token: tokens.merchant,
      body: { id: opened.id, refuse_reason: 'Tracking shows delivered' },
    });
    const again = await t.call(refund.editRefund, {
      token: tokens.buyer,
      body: { id: opened.id, money: '3', type: 0, reason: 2, expressType: 0 },
    });
    expect(again.data).toMatchObject({ state: 0, refuse_reason: '', goods: { refund_status: 1 } });
    expect(again.data.log.map((step) => `${step.actor}.${step.action}:${step.state}`)).toEqual([
      'buyer.apply:0',
      'buyer.edit:0',
      'seller.reject:2',
      'buyer.edit:0',
    ]);
    expect(again.data.log[2]).toMatchObject({
      content: 'Tracking shows delivered',
      username: 'merchant',
    });
  });

  it('refuses an edit in another state, of another line, or of another buyer', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market, { type: 1 });
    await t.call(merchantRefund.refundAgree, { token: tokens.merchant, body: { id: opened.id } });
    const form = { money: '1', type: 1, reason: 4, expressType: 1 };
    const late = await t.call(refund.editRefund, {
      token: tokens.buyer,
      body: { id: opened.id, ...form },
    });
    expect(late.body).toMatchObject({
      code: 0,
      msg: 'This action is not available for the refund in its current status',
    });
    const wrongLine = await t.call(refund.editRefund, {
      token: tokens.buyer,
      body: { id: opened.id, goods_id: other.goods_id, ...form },
    });
    expect(wrongLine.body.data).toEqual({ field: 'goods_id' });
    const stranger = await t.call(refund.editRefund, {
      token: tokens.buyer2,
      body: { id: opened.id, ...form },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('refund lists and detail', () => {
  it('lists the buyer own refunds by tab, and shows one with its steps', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market);
    const all = await t.call(refund.refundList, { token: tokens.buyer, query: { limit: 100 } });
    expect(all.data.data.map((item) => item.id)).toContain(opened.id);
    expect(all.data.data[0]!.id).toBeGreaterThanOrEqual(all.data.data.at(-1)!.id);
    const tab0 = await t.call(refund.refundList, {
      token: tokens.buyer,
      query: { state: 0, limit: 100 },
    });
    expect(tab0.data.data.every((item) => item.state === 0)).toBe(true);
    const tab4 = await t.call(refund.refundList, {
      token: tokens.buyer,
      query: { state: 4, limit: 100 },
    });
    expect(tab4.data.data.map((item) => item.id)).not.toContain(opened.id);
    const theirs = await t.call(refund.refundList, { token: tokens.buyer2, query: { limit: 100 } });
    expect(theirs.data.data.map((item) => item.id)).not.toContain(opened.id);
    const bad = await t.call(refund.refundList, { token: tokens.buyer, query: { state: 9 } });
    expect(bad.status).toBe(400);

    const info = await t.call(refund.getRefundInfo, {
      token: tokens.buyer,
      query: { id: opened.id },
    });
    expect(info.data).toMatchObject({ id: opened.id, order: { id }, actions: ['edit', 'close'] });
    expect(info.data).not.toHaveProperty('user');
    const stranger = await t.call(refund.getRefundInfo, {
      token: tokens.buyer2,
      query: { id: opened.id },
    });
    expect(stranger.status).toBe(404);
  });

  it("lists the shop's refunds only to that shop, with the buyer", async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market);
    const mine = await t.call(merchantRefund.refunds, {
      token: tokens.merchant,
      query: { state: 0, limit: 100 },
    });
    expect(mine.data.data.find((item) => item.id === opened.id)?.user).toMatchObject({
      username: 'buyer',
    });
    const theirs = await t.call(merchantRefund.refunds, {
      token: tokens.techhub,
      query: { limit: 100 },
    });
    expect(theirs.data.data.map((item) => item.id)).not.toContain(opened.id);
    const info = await t.call(merchantRefund.refundInfo, {
      token: tokens.merchant,
      query: { id: opened.id },
    });
    expect(info.data.actions).toEqual(['agree', 'reject']);
    expect(info.data.user).toMatchObject({ username: 'buyer' });
    const stranger = await t.call(merchantRefund.refundInfo, {
      token: tokens.techhub,
      query: { id: opened.id },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('the buyer moves a refund', () => {
  it('closes an open refund: the line is "refund closed" and the order goes back to its state', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market);
    const closed = await t.call(refund.closeRefund, {
      token: tokens.buyer,
      body: { id: opened.id },
    });
    expect(closed.data).toMatchObject({
      state: 5,
      goods: { refund_status: 4 },
      order: { state: 3 },
    });
    expect(closed.data.completetime).toBeGreaterThan(0);
    const again = await t.call(refund.closeRefund, {
      token: tokens.buyer,
      body: { id: opened.id },
    });
    expect(again.body.msg).toBe(
      'This action is not available for the refund in its current status',
    );
    // A closed refund lets the buyer apply again.
    expect((await apply(id, market)).body.code).toBe(1);
  });

  it('asks the platform only after the seller rejected', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market);
    const early = await t.call(refund.arbitrationRefund, {
      token: tokens.buyer,
      body: { id: opened.id },
    });
    expect(early.body.code).toBe(0);
    await t.call(merchantRefund.refundReject, {
      token: tokens.merchant,
      body: { id: opened.id, refuse_reason: 'No' },
    });
    const asked = await t.call(refund.arbitrationRefund, {
      token: tokens.buyer,
      body: { id: opened.id },
    });
    expect(asked.data).toMatchObject({ state: 3, goods: { refund_status: 1 } });
    const queue = await t.call(adminFinance.refunds, {
      token: tokens.admin,
      query: { limit: 100 },
    });
    expect(queue.data.data.map((item) => item.id)).toContain(opened.id);
    expect(queue.data.data.every((item) => item.state === 3)).toBe(true);
  });

  it('sends the return logistics only after the seller agreed to a return', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market, { type: 1 });
    const body = { id: opened.id, express_name: ' SF Express ', express_no: 'SF123' };
    expect((await t.call(refund.toExpress, { token: tokens.buyer, body })).body.code).toBe(0);
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(agreed.data).toMatchObject({ state: 1, goods: { refund_status: 2 } });
    expect((await lastNotice('buyer', id))?.title).toBe('order:notice.refund_agreed');
    const sent = await t.call(refund.toExpress, { token: tokens.buyer, body });
    expect(sent.data).toMatchObject({
      state: 6,
      express_name: 'SF Express',
      express_no: 'SF123',
      goods: { refund_status: 1 },
    });
    const empty = await t.call(refund.toExpress, {
      token: tokens.buyer,
      body: { id: opened.id, express_name: '', express_no: 'x' },
    });
    expect(empty.status).toBe(400);
    const blank = await t.call(refund.toExpress, {
      token: tokens.buyer,
      body: { id: opened.id, express_name: 'SF Express', express_no: '   ' },
    });
    expect(blank.body).toMatchObject({
      code: 0,
      msg: 'Please fill in the required fields',
      data: { field: 'express_no' },
    });
  });
});

describe('the merchant handles a refund', () => {
  it('agrees to a refund only of an unshipped order: the buyer is paid back from escrow at once', async () => {
    const id = await orderAt('paid', [
      [market, 1],
      [other, 1],
    ]);
    // Before shipment a refund is of the whole line: its price and its freight.
    const whole = linePaid(other);
    const opened = await applied(id, other, { money: whole, expressType: 0 });
    const before = await balances();
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(agreed.data).toMatchObject({
      state: 4,
      goods: { refund_status: 3 },
      order: { state: 2 },
    });
    expect(await balances()).toEqual({
      ...before,
      buyer: money(add(before.buyer, whole)),
      escrow: money(subtract(before.escrow, whole)),
    });
    expect((await orderRow(id)).refundTotal).toBe(whole);
    await assertLedgerBalanced(t.db);

    // Shipping the rest pays only the wholesale cost of the line that was not refunded.
    const shipBefore = await balances();
    await t.call(merchantOrder.ship, { token: tokens.merchant, body: { id, ...SHIPMENT } });
    expect(await balanceOf(t, 'merchant')).toBe(
      money(subtract(shipBefore.merchant, market.wholesale as string)),
    );
    // Receipt pays the merchant goods + freight less the refund.
    const row = await orderRow(id);
    const confirmBefore = await balanceOf(t, 'merchant');
    await t.call(order.confirmOrder, { token: tokens.buyer, body: { id } });
    expect(await balanceOf(t, 'merchant')).toBe(
      money(add(confirmBefore, subtract(add(row.goodsTotal, row.freight), whole))),
    );
    // The profit record is the money that moved: the kept line's price and freight, its cost.
    const [record] = await t.db.select().from(profitRecords).where(eq(profitRecords.orderId, id));
    expect(record).toMatchObject({
      kind: 'receipt',
      income: linePaid(market),
      wholesale: market.wholesale,
      profit: money(subtract(linePaid(market), market.wholesale as string)),
      before: confirmBefore,
      after: money(add(confirmBefore, linePaid(market))),
    });
    await assertLedgerBalanced(t.db);
  });

  it('agrees to a return, then confirms the goods came back: the buyer is paid and the wholesale cost returned', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market, { type: 1, money: market.price });
    await t.call(merchantRefund.refundAgree, { token: tokens.merchant, body: { id: opened.id } });
    const early = await t.call(merchantRefund.refundReceive, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(early.body.msg).toBe(
      'This action is not available for the refund in its current status',
    );
    await t.call(refund.toExpress, {
      token: tokens.buyer,
      body: { id: opened.id, express_name: 'DHL', express_no: '42' },
    });
    const before = await balances();
    const received = await t.call(merchantRefund.refundReceive, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    const wholesale = market.wholesale as string;
    expect(received.data).toMatchObject({ state: 4, goods: { refund_status: 3 } });
    expect(await lastNotice('buyer', id)).toEqual({
      title: 'order:notice.refund_succeeded',
      values: { order_no: received.data.order_no, money: market.price },
    });
    expect(await balances()).toEqual({
      buyer: money(add(before.buyer, market.price)),
      merchant: money(add(before.merchant, wholesale, market.freight)),
      escrow: money(subtract(before.escrow, add(market.price, market.freight))),
      revenue: money(subtract(before.revenue, wholesale)),
    });
    // The only line is refunded: the order closes, and the freight the buyer did not ask back
    // (held in escrow) goes to the merchant.
    const [closedOrder] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(closedOrder?.state).toBe(7);
    const [line] = await lines(id);
    expect(line?.refundStatus).toBe(3);
    const [refundRow] = await t.db.select().from(refunds).where(eq(refunds.id, opened.id));
    expect(refundRow?.wholesaleRefund).toBe(wholesale);
    expect(received.data.log.map((step) => `${step.actor}.${step.action}`)).toEqual([
      'buyer.apply',
      'seller.agree',
      'buyer.ship_back',
      'seller.confirm_return',
    ]);
    await assertLedgerBalanced(t.db);
  });

  it('refunds part of a received order from the merchant balance: the sale stands, a refund record says so', async () => {
    const id = await orderAt('received');
    const opened = await applied(id, market, { money: '5' });
    const before = await balances();
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    // The buyer keeps the goods: the order stays received, the wholesale cost stays paid.
    expect(agreed.data).toMatchObject({ state: 4, order: { state: 4 } });
    expect(await balances()).toEqual({
      buyer: money(add(before.buyer, '5')),
      merchant: money(subtract(before.merchant, '5')),
      escrow: before.escrow,
      revenue: before.revenue,
    });
    const records = await t.db
      .select()
      .from(profitRecords)
      .where(eq(profitRecords.orderId, id))
      .orderBy(asc(profitRecords.id));
    expect(
      records.map((record) => [record.kind, record.income, record.wholesale, record.profit]),
    ).toEqual([
      [
        'receipt',
        linePaid(market),
        market.wholesale,
        money(subtract(linePaid(market), market.wholesale as string)),
      ],
      ['refund', '-5.00', '0.00', '-5.00'],
    ]);
    expect(records[1]).toMatchObject({
      before: before.merchant,
      after: money(subtract(before.merchant, '5')),
      refund: '5.00',
    });
    await assertLedgerBalanced(t.db);
  });

  it('refunds a received order whole from the merchant balance, who gets the wholesale cost back', async () => {
    const id = await orderAt('received');
    const whole = linePaid(market);
    const opened = await applied(id, market, { money: whole });
    const before = await balances();
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(agreed.data).toMatchObject({ state: 4, order: { state: 7 } });
    const wholesale = market.wholesale as string;
    expect(await balances()).toEqual({
      buyer: money(add(before.buyer, whole)),
      merchant: money(add(subtract(before.merchant, whole), wholesale)),
      escrow: before.escrow,
      revenue: money(subtract(before.revenue, wholesale)),
    });
    const [, refundRecord] = await t.db
      .select()
      .from(profitRecords)
      .where(eq(profitRecords.orderId, id))
      .orderBy(asc(profitRecords.id));
    expect(refundRecord).toMatchObject({
      kind: 'refund',
      income: money(subtract('0', whole)),
      wholesale: money(subtract('0', wholesale)),
      profit: money(subtract(wholesale, whole)),
    });
    await assertLedgerBalanced(t.db);
  });

  it('refuses a refund of a settled order the merchant balance cannot cover, moving nothing', async () => {
    const id = await orderAt('received', [[other, 1]]);
    const opened = await applied(id, other, { money: other.price });
    // The merchant withdraws all they can: what is left cannot pay the refund back.
    const account = await t.call(wallet.addPayAccount, {
      token: tokens.merchant,
      body: { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    });
    const terms = await t.call(wallet.initialWithdraw, { token: tokens.merchant });
    const drained = await t.call(wallet.withdraw, {
      token: tokens.merchant,
      body: { money: terms.data.max, account_id: account.data.id, captcha: 'merchant123' },
    });
    expect(drained.body.msg).toBe('');
    const before = await balances();
    const refusal = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(refusal.body).toMatchObject({
      code: 0,
      data: { balance: before.merchant, action: 'recharge' },
    });
    expect(refusal.body.msg).toBe(`Insufficient balance. Available balance: $${before.merchant}`);
    expect(await balances()).toEqual(before);
    const still = await t.call(merchantRefund.refundInfo, {
      token: tokens.merchant,
      query: { id: opened.id },
    });
    expect(still.data.state).toBe(0);
    // Once the withdrawal is rejected (the money is back), the refund goes through.
    await t.call(adminFinance.reviewWithdraw, {
      token: tokens.admin,
      body: { id: drained.data.id, approve: false, reason: 'Refund pending' },
    });
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(agreed.data.state).toBe(4);
    await assertLedgerBalanced(t.db);
  });

  it('rejects only with a reason, and only its own shop refunds', async () => {
    const id = await orderAt('shipped');
    const opened = await applied(id, market);
    const bare = await t.call(merchantRefund.refundReject, {
      token: tokens.merchant,
      body: { id: opened.id, refuse_reason: '  ' },
    });
    expect(bare.body).toMatchObject({
      code: 0,
      msg: 'Please give a reason for rejecting the refund',
    });
    const stranger = await t.call(merchantRefund.refundReject, {
      token: tokens.techhub,
      body: { id: opened.id, refuse_reason: 'Mine now' },
    });
    expect(stranger.status).toBe(404);
    const rejected = await t.call(merchantRefund.refundReject, {
      token: tokens.merchant,
      body: { id: opened.id, refuse_reason: ' Item was used ' },
    });
    expect(rejected.data).toMatchObject({
      state: 2,
      refuse_reason: 'Item was used',
      goods: { refund_status: 5 },
      actions: [],
    });
    expect(await lastNotice('buyer', id)).toEqual({
      title: 'order:notice.refund_rejected',
      values: { order_no: rejected.data.order_no, reason: 'Item was used' },
    });
    const buyerView = await t.call(refund.getRefundInfo, {
      token: tokens.buyer,
      query: { id: opened.id },
    });
    expect(buyerView.data.actions).toEqual(['edit', 'close', 'ask_platform']);
    const otherAgree = await t.call(merchantRefund.refundAgree, {
      token: tokens.techhub,
      body: { id: opened.id },
    });
    expect(otherAgree.status).toBe(404);
  });
});

describe('the operator arbitrates', () => {
  async function disputed() {
    const id = await orderAt('shipped');
    const opened = await applied(id, market, { money: '4' });
    await t.call(merchantRefund.refundReject, {
      token: tokens.merchant,
      body: { id: opened.id, refuse_reason: 'No' },
    });
    await t.call(refund.arbitrationRefund, { token: tokens.buyer, body: { id: opened.id } });
    return { id, refundId: opened.id };
  }

  it('approves: the buyer is refunded once', async () => {
    const { id, refundId } = await disputed();
    const before = await balances();
    const call = () =>
      t.call(adminFinance.arbitrateRefund, {
        token: tokens.admin,
        headers: { 'idempotency-key': `arbitrate-${refundId}` },
        body: { id: refundId, approve: true, reason: 'Photos show damage' },
      });
    const approved = await call();
    // A partial refund of shipped goods: the order goes back to shipped, running to receipt.
    expect(approved.data).toMatchObject({ state: 4, order: { id, state: 3 } });
    expect(approved.data.log.at(-1)).toMatchObject({
      actor: 'platform',
      action: 'approve',
      username: 'admin',
      content: 'Photos show damage',
    });
    expect((await call()).data).toEqual(approved.data);
    expect(await balances()).toMatchObject({
      buyer: money(add(before.buyer, '4')),
      escrow: money(subtract(before.escrow, '4')),
      revenue: before.revenue,
    });
    const again = await t.call(adminFinance.arbitrateRefund, {
      token: tokens.admin,
      body: { id: refundId, approve: true },
    });
    expect(again.body.msg).toBe(
      'This action is not available for the refund in its current status',
    );
    await assertLedgerBalanced(t.db);
  });

  it('rejects with a reason (back to seller rejected), moving nothing', async () => {
    const { refundId } = await disputed();
    const bare = await t.call(adminFinance.arbitrateRefund, {
      token: tokens.admin,
      body: { id: refundId, approve: false },
    });
    expect(bare.body.msg).toBe('Please give a reason for rejecting the refund');
    const before = await balances();
    const rejected = await t.call(adminFinance.arbitrateRefund, {
      token: tokens.admin,
      body: { id: refundId, approve: false, reason: 'No evidence' },
    });
    expect(rejected.data).toMatchObject({ state: 2, refuse_reason: 'No evidence' });
    expect(await balances()).toEqual(before);
    const info = await t.call(adminFinance.refundInfo, {
      token: tokens.admin,
      query: { id: refundId },
    });
    expect(info.data.actions).toEqual([]);
    // The operator's details name the buyer, as the shop's do.
    expect(info.data.user).toMatchObject({ username: 'buyer' });
    const unknown = await t.call(adminFinance.refundInfo, {
      token: tokens.admin,
      query: { id: 999_999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('lists refunds of any state on request', async () => {
    const all = await t.call(adminFinance.refunds, {
      token: tokens.admin,
      query: { state: -1, limit: 5 },
    });
    expect(all.data.total).toBeGreaterThan(5);
    expect(all.data.data).toHaveLength(5);
  });
});

describe('the refund rule: whole before shipment, partial after', () => {
  it('refuses a partial refund of an unshipped order (88.00 of 89.00), changing nothing', async () => {
    const id = await orderAt('paid', [[other, 1]]);
    const whole = linePaid(other);
    const partial = money(subtract(whole, '1'));
    const before = await balances();
    const refused = await apply(id, other, { money: partial, expressType: 0 });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: `This order has not shipped yet: a refund returns the whole item, $${whole}`,
      data: { amount: whole, field: 'money' },
    });
    const received = await apply(id, other, { money: whole, expressType: 1 });
    expect(received.body).toMatchObject({ code: 0, data: { field: 'expressType' } });
    expect((await orderRow(id)).state).toBe(2);
    expect(await balances()).toEqual(before);
    expect(await t.db.$count(refunds, eq(refunds.orderId, id))).toBe(0);
  });

  it('a whole refund of an unshipped order closes it: the merchant is paid nothing, no profit record', async () => {
    const id = await orderAt('paid', [[other, 2]]);
    const whole = linePaid(other, 2);
    const opened = await applied(id, other, { money: whole, expressType: 0 });
    expect(opened).toMatchObject({ max_money: whole, whole_line: true });
    const before = await balances();
    await t.call(merchantRefund.refundAgree, { token: tokens.merchant, body: { id: opened.id } });
    const row = await orderRow(id);
    expect(row.state).toBe(7);
    expect(await balances()).toEqual({
      ...before,
      buyer: money(add(before.buyer, whole)),
      escrow: money(subtract(before.escrow, whole)),
    });
    expect(await t.db.$count(profitRecords, eq(profitRecords.orderId, id))).toBe(0);
    await assertLedgerBalanced(t.db);
  });

  it('a partial refund after shipment leaves the order running to receipt, which pays the rest', async () => {
    const id = await orderAt('shipped', [[other, 1]]);
    const opened = await applied(id, other, { money: '1.00' });
    expect(opened).toMatchObject({ max_money: linePaid(other), whole_line: false });
    const before = await balances();
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: tokens.merchant,
      body: { id: opened.id },
    });
    expect(agreed.data).toMatchObject({ state: 4, order: { state: 3 } });
    expect(await balances()).toEqual({
      ...before,
      buyer: money(add(before.buyer, '1.00')),
      escrow: money(subtract(before.escrow, '1.00')),
    });
    // Receipt pays what escrow still holds: the record says exactly that.
    await t.call(order.confirmOrder, { token: tokens.buyer, body: { id } });
    const rest = money(subtract(linePaid(other), '1.00'));
    const after = await balances();
    expect(after.merchant).toBe(money(add(before.merchant, rest)));
    const [record] = await t.db.select().from(profitRecords).where(eq(profitRecords.orderId, id));
    expect(record).toMatchObject({
      kind: 'receipt',
      retail: other.price,
      freight: other.freight,
      refund: '1.00',
      income: rest,
      wholesale: other.wholesale,
      profit: money(subtract(rest, other.wholesale as string)),
      before: before.merchant,
      after: after.merchant,
    });
    await assertLedgerBalanced(t.db);
  });
});
