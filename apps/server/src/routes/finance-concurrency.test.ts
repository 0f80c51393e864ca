import { adminFinance, merchantRefund, refund, wallet } from '@bazaar/api/contract';
import { add, compare, divide, floorCents, toMoneyString } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLog, refunds } from '../db/schema/index.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { balanceOf, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buyerOrder, skuOf } from '../test/order-helpers.js';

/**
 * Decisions that move money happen once even when they arrive together (on PostgreSQL these calls
 * run on separate connections and really race; on PGlite they serialize): the guarded status
 * update, the row locks and the ledger's guarded debits decide, not a read in JavaScript.
 */

let t: TestApp;
let tokens: { buyer: string; buyer2: string; merchant: string; admin: string };
const CALLS = 12;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES: '1000' } });
  const [buyer, buyer2, merchant, admin] = await Promise.all(
    (['buyer', 'buyer2', 'merchant', 'admin'] as const).map((name) => t.login(name)),
  );
  tokens = {
    buyer: buyer as string,
    buyer2: buyer2 as string,
    merchant: merchant as string,
    admin: admin as string,
  };
});
afterAll(() => t?.close());

const ctx = () => ({ t, token: async (name: string) => tokens[name as keyof typeof tokens] });

describe('money decisions made at the same moment', () => {
  it('credits a top-up once when operators approve it together', async () => {
    const filed = await t.call(wallet.recharge, {
      token: tokens.buyer2,
      body: { money: '25', method: 'bank', order_no: 'RACE-1' },
    });
    const before = await balanceOf(t, 'buyer2');
    const results = await Promise.all(
      Array.from({ length: CALLS }, () =>
        t.call(adminFinance.reviewRecharge, {
          token: tokens.admin,
          body: { id: filed.data.id, approve: true },
        }),
      ),
    );
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(await balanceOf(t, 'buyer2')).toBe(toMoneyString(add(before, '25')));
    await assertLedgerBalanced(t.db);
  });

  it('returns a rejected withdrawal once', async () => {
    const account = await t.call(wallet.addPayAccount, {
      token: tokens.buyer2,
      body: { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    });
    const asked = await t.call(wallet.withdraw, {
      token: tokens.buyer2,
      body: { money: '20', account_id: account.data.id, captcha: 'buyer123' },
    });
    const before = await balanceOf(t, 'buyer2');
    const results = await Promise.all(
      Array.from({ length: CALLS }, (_, index) =>
        t.call(adminFinance.reviewWithdraw, {
          token: tokens.admin,
          body: { id: asked.data.id, approve: index % 2 === 0, reason: 'race' },
        }),
      ),
    );
    const decided = results.filter((result) => result.body.code === 1);
    expect(decided).toHaveLength(1);
    const returned = decided[0]?.data.status === 'rejected' ? '20.20' : '0';
    expect(await balanceOf(t, 'buyer2')).toBe(toMoneyString(add(before, returned)));
    await assertLedgerBalanced(t.db);
  });

  it('never lets withdrawals asked together overdraw the balance', async () => {
    const account = await t.call(wallet.addPayAccount, {
      token: tokens.buyer2,
      body: { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    });
    const terms = await t.call(wallet.initialWithdraw, { token: tokens.buyer2 });
    // Each asks for a third of what may be withdrawn: at most three can pass.
    const third = toMoneyString(floorCents(divide(terms.data.max, 3)));
    const results = await Promise.all(
      Array.from({ length: CALLS }, () =>
        t.call(wallet.withdraw, {
          token: tokens.buyer2,
          body: { money: third, account_id: account.data.id, captcha: 'buyer123' },
        }),
      ),
    );
    const passed = results.filter((result) => result.body.code === 1).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(3);
    expect(compare(await balanceOf(t, 'buyer2'), '0')).toBeGreaterThanOrEqual(0);
    await assertLedgerBalanced(t.db);
  });

  it('pays a refund once when the merchant agrees twice at the same moment', async () => {
    const orderId = await buyerOrder(ctx(), 'shipped');
    const sku = await skuOf(t, 'merchant', { market: true });
    const applied = await t.call(refund.addApply, {
      token: tokens.buyer,
      body: {
        order_id: orderId,
        goods_id: sku.goods_id,
        money: '2',
        type: 0,
        reason: 0,
        expressType: 1,
      },
    });
    const buyerId = await userIdOf(t, 'buyer');
    const before = await balanceOf(t, 'buyer');
    const results = await Promise.all(
      Array.from({ length: CALLS }, () =>
        t.call(merchantRefund.refundAgree, {
          token: tokens.merchant,
          body: { id: applied.data.id },
        }),
      ),
    );
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(await balanceOf(t, 'buyer')).toBe(toMoneyString(add(before, '2')));
    const rows = await t.db.select().from(moneyLog).where(eq(moneyLog.userId, buyerId));
    expect(
      rows.filter((row) => row.type === 'refund' && row.serviceIds === String(orderId)),
    ).toHaveLength(1);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, applied.data.id));
    expect(row?.state).toBe(4);
    await assertLedgerBalanced(t.db);
  });

  it('opens one refund per line when the buyer applies twice at the same moment', async () => {
    const orderId = await buyerOrder(ctx(), 'shipped');
    const sku = await skuOf(t, 'merchant', { market: true });
    const results = await Promise.all(
      Array.from({ length: CALLS }, () =>
        t.call(refund.addApply, {
          token: tokens.buyer,
          body: {
            order_id: orderId,
            goods_id: sku.goods_id,
            money: '1',
            type: 0,
            reason: 0,
            expressType: 0,
          },
        }),
      ),
    );
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(
      results
        .filter((result) => result.body.code === 0)
        .every((result) => result.body.msg === 'This item cannot be refunded at the moment'),
    ).toBe(true);
    expect(await t.db.$count(refunds, eq(refunds.orderId, orderId))).toBe(1);
  });
});
