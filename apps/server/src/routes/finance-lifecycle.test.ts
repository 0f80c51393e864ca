import {
  adminFinance,
  merchantOrder,
  merchantRefund,
  order,
  refund,
  wallet,
} from '@bazaar/api/contract';
import { add, multiply, subtract, toMoneyString, type MoneyValue } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { balanceOf, platformBalanceOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { payFor, placeOrder, skuOf, type TestSku, SHIPMENT } from '../test/order-helpers.js';

/**
 * The money of the whole product in one story, through HTTP (issue 3's "done when"): a refund the
 * merchant agrees to, a rejected one the operator decides, a top-up the operator credits, a
 * withdrawal paid out and one rejected. After every step each balance (buyer, merchant, the
 * platform's escrow and revenue) is exactly what the step should make it, and the books reconcile.
 */

let t: TestApp;
let buyer: string;
let merchant: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, merchant, admin] = await Promise.all([
    t.login('buyer'),
    t.login('merchant'),
    t.login('admin'),
  ]);
});
afterAll(() => t?.close());

type Books = { buyer: string; merchant: string; escrow: string; revenue: string };

async function books(): Promise<Books> {
  return {
    buyer: await balanceOf(t, 'buyer'),
    merchant: await balanceOf(t, 'merchant'),
    escrow: await platformBalanceOf(t, 'escrow'),
    revenue: await platformBalanceOf(t, 'revenue'),
  };
}

/** The books after `changes` (signed amounts) to `before`. */
function moved(before: Books, changes: Partial<Record<keyof Books, MoneyValue>>): Books {
  const next = { ...before };
  for (const [account, amount] of Object.entries(changes) as [keyof Books, MoneyValue][]) {
    next[account] = toMoneyString(add(before[account], amount));
  }
  return next;
}

/** Checks every balance and the whole ledger after a step; answers the books for the next one. */
async function expectBooks(expected: Books, step: string): Promise<Books> {
  expect(await books(), step).toEqual(expected);
  await assertLedgerBalanced(t.db);
  return expected;
}

const neg = (amount: MoneyValue) => toMoneyString(subtract('0', amount));

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row as typeof orders.$inferSelect;
}

describe('the money of refunds, top-ups and withdrawals', () => {
  it('keeps every balance right at each step', async () => {
    const goodsA: TestSku = await skuOf(t, 'merchant', { market: true });
    let goodsB: TestSku = goodsA;
    for (let nth = 1; goodsB.goods_id === goodsA.goods_id; nth += 1) {
      goodsB = await skuOf(t, 'merchant', { market: true, nth });
    }
    const wholesaleA = goodsA.wholesale as string;
    const wholesaleB = goodsB.wholesale as string;
    let state = await expectBooks(await books(), 'start');

    // 1. Two orders of the merchant's market goods, paid: the money waits in escrow.
    const [first] = (await placeOrder(t, buyer, 'buyer', [
      [goodsA, 2],
      [goodsB, 1],
    ])) as [number];
    const [second] = (await placeOrder(t, buyer, 'buyer', [[goodsA, 1]])) as [number];
    expect((await payFor(t, buyer, 'buyer', [first, second])).body.msg).toBe('');
    const paid = add((await orderRow(first)).payAmount, (await orderRow(second)).payAmount);
    state = await expectBooks(moved(state, { buyer: neg(paid), escrow: paid }), 'paid');

    // 2. The merchant ships both, paying the wholesale cost of the market goods to the platform.
    for (const id of [first, second]) {
      const shipped = await t.call(merchantOrder.ship, {
        token: merchant,
        body: { id, ...SHIPMENT },
      });
      expect(shipped.body.msg).toBe('');
    }
    const wholesale = add(multiply(wholesaleA, 3), wholesaleB);
    state = await expectBooks(
      moved(state, { merchant: neg(wholesale), revenue: wholesale }),
      'shipped',
    );

    // 3. A refund the merchant agrees to: the B line of the first order, refund only, in full
    //    (its price and its freight: the sale is undone, so its wholesale cost comes back).
    const refundB = toMoneyString(add(goodsB.price, goodsB.freight));
    const applied = await t.call(refund.addApply, {
      token: buyer,
      body: {
        order_id: first,
        goods_id: goodsB.goods_id,
        money: refundB,
        type: 0,
        reason: 3,
        expressType: 1,
      },
    });
    expect(applied.data.state).toBe(0);
    expect((await orderRow(first)).state).toBe(5);
    state = await expectBooks(state, 'refund applied: nothing moves');
    const agreed = await t.call(merchantRefund.refundAgree, {
      token: merchant,
      body: { id: applied.data.id },
    });
    expect(agreed.data).toMatchObject({ state: 4, order: { state: 3 } });
    state = await expectBooks(
      moved(state, {
        buyer: refundB,
        escrow: neg(refundB),
        merchant: wholesaleB,
        revenue: neg(wholesaleB),
      }),
      'refund agreed: the buyer is paid from escrow, the wholesale cost returned',
    );

    // 4. Receipt of the first order: the merchant is paid goods + freight less the refund.
    const firstRow = await orderRow(first);
    expect((await t.call(order.confirmOrder, { token: buyer, body: { id: first } })).body.msg).toBe(
      '',
    );
    const income = subtract(add(firstRow.goodsTotal, firstRow.freight), refundB);
    state = await expectBooks(
      moved(state, { merchant: income, escrow: neg(income) }),
      'received: income less the refund',
    );

    // 5. A refund the merchant rejects and the operator decides for the buyer (second order).
    const disputed = await t.call(refund.addApply, {
      token: buyer,
      body: {
        order_id: second,
        goods_id: goodsA.goods_id,
        money: '3.50',
        type: 0,
        reason: 4,
        expressType: 1,
        refund_content: 'Cracked',
      },
    });
    const rejected = await t.call(merchantRefund.refundReject, {
      token: merchant,
      body: { id: disputed.data.id, refuse_reason: 'Not our fault' },
    });
    expect(rejected.data.state).toBe(2);
    await t.call(refund.arbitrationRefund, { token: buyer, body: { id: disputed.data.id } });
    state = await expectBooks(state, 'rejected and escalated: nothing moves');
    const decided = await t.call(adminFinance.arbitrateRefund, {
      token: admin,
      body: { id: disputed.data.id, approve: true, reason: 'Photos show the crack' },
    });
    expect(decided.data.state).toBe(4);
    // A partial refund of shipped goods the buyer keeps: the order runs on to receipt, the
    // wholesale cost stays paid, and receipt pays the merchant the rest.
    const secondRow = await orderRow(second);
    expect(secondRow.state).toBe(3);
    state = await expectBooks(
      moved(state, { buyer: '3.50', escrow: neg('3.50') }),
      'operator approved: a partial refund from escrow',
    );
    expect(
      (await t.call(order.confirmOrder, { token: buyer, body: { id: second } })).body.msg,
    ).toBe('');
    const remainder = subtract(secondRow.payAmount, '3.50');
    state = await expectBooks(
      moved(state, { merchant: remainder, escrow: neg(remainder) }),
      'second order received: the rest to the merchant',
    );

    // 6. A top-up the operator credits: money enters the system.
    const topUp = await t.call(wallet.recharge, {
      token: buyer,
      body: { money: '200', method: 'bank', order_no: 'BANK-778' },
    });
    state = await expectBooks(state, 'top-up filed: nothing moves');
    await t.call(adminFinance.reviewRecharge, {
      token: admin,
      body: { id: topUp.data.id, approve: true },
    });
    state = await expectBooks(moved(state, { buyer: '200' }), 'top-up credited');

    // 7. A withdrawal paid out and one rejected (1 % fee on top).
    const account = await t.call(wallet.addPayAccount, {
      token: merchant,
      body: { type: 'bank', account: '001-778', name: 'Maya', bank_name: 'MUFG' },
    });
    const ask = (amount: string) =>
      t.call(wallet.withdraw, {
        token: merchant,
        body: { money: amount, account_id: account.data.id, captcha: 'merchant123' },
      });
    const payout = await ask('100');
    const refused = await ask('50');
    state = await expectBooks(
      moved(state, { merchant: neg(add('101', '50.50')) }),
      'two withdrawals asked: amount + fee left at once',
    );
    await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: payout.data.id, approve: true },
    });
    state = await expectBooks(state, 'paid out: nothing more moves');
    await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: refused.data.id, approve: false, reason: 'Wrong bank' },
    });
    await expectBooks(moved(state, { merchant: '50.50' }), 'rejected: amount and fee returned');
  });
});
