import {
  admin,
  adminFinance,
  merchant,
  merchantOrder,
  order,
  pay,
  shopApply,
  user,
  wallet,
} from '@bazaar/api/contract';
import { add, multiply, subtract, toMoneyString, type MoneyValue } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerBalanced, reconcileLedger } from '../services/ledger/reconcile.js';
import { balanceOf, platformBalanceOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { applicationForm, registerUser } from '../test/merchant-helpers.js';
import { payFor, placeOrder, SHIPMENT } from '../test/order-helpers.js';

/**
 * Issue 4's whole story through HTTP: a user applies and is approved, lists the whole wholesale
 * market, prices a goods; a buyer orders and pays; the merchant ships (paying the wholesale cost);
 * the buyer confirms; the merchant's income and the profit record are exact; the merchant
 * withdraws and the operator pays out. After every step each balance is what the step should make
 * it and the books reconcile with the money log.
 */

let t: TestApp;
let buyer: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  [buyer, operator] = await Promise.all([t.login('buyer'), t.login('admin')]);
});
afterAll(() => t?.close());

type Books = { buyer: string; merchant: string; escrow: string; revenue: string };

const USERNAME = 'lumen_home';

async function books(): Promise<Books> {
  return {
    buyer: await balanceOf(t, 'buyer'),
    merchant: await balanceOf(t, USERNAME),
    escrow: await platformBalanceOf(t, 'escrow'),
    revenue: await platformBalanceOf(t, 'revenue'),
  };
}

function moved(before: Books, changes: Partial<Record<keyof Books, MoneyValue>>): Books {
  const next = { ...before };
  for (const [account, amount] of Object.entries(changes) as [keyof Books, MoneyValue][]) {
    next[account] = toMoneyString(add(before[account], amount));
  }
  return next;
}

async function expectBooks(expected: Books, step: string): Promise<Books> {
  expect(await books(), step).toEqual(expected);
  const report = await reconcileLedger(t.db);
  expect({ ok: report.ok, problems: report.problems }, step).toEqual({ ok: true, problems: [] });
  return expected;
}

const neg = (amount: MoneyValue) => toMoneyString(subtract('0', amount));

describe('a merchant from application to payout', () => {
  it('keeps every balance exact and the books reconciled at each step', async () => {
    // 1. A user applies in two steps and the operator approves: the user has a shop.
    const applicant = await registerUser(t, USERNAME);
    let token = applicant.token;
    const form = await applicationForm(t, applicant.id, 'Lumen Home');
    const { name, id_type, number, mobile, email, image, shopname, bio, avatar } = form;
    await t.call(shopApply.submit, {
      token,
      body: { step: 'qualifications', name, id_type, number, mobile, email, image },
    });
    const submitted = await t.call(shopApply.submit, {
      token,
      body: { step: 'shop_info', shopname, bio, avatar },
    });
    expect(submitted.data.verify).toBe(2);
    await t.call(admin.reviewApplication, {
      token: operator,
      body: { id: submitted.data.id, approve: true },
    });
    const refreshed = await t.call(user.refresh, { token });
    token = refreshed.data.userinfo.token;
    const shopId = refreshed.data.userinfo.shop_auth;
    expect(shopId).toBeGreaterThan(0);
    let state = await expectBooks(await books(), 'approved');
    expect(state.merchant).toBe('0.00');

    // 2. The merchant lists the whole market in one action.
    const job = await t.call(merchant.marketList, { token, body: { all: true } });
    expect(job.data.job?.status).toBe('queued');
    await t.app.deps.jobs.runUntilIdle();
    const market = await t.call(merchant.market, { token, query: { limit: 100 } });
    expect(market.data.data.every((item) => item.is_listed)).toBe(true);
    expect((await t.call(merchant.marketJob, { token })).data.job).toMatchObject({
      status: 'done',
      listed: market.data.total,
    });

    // 3. It prices one goods: 5.55 over the suggested retail price.
    const goodsId = market.data.data[0]!.goods_id as number;
    const info = await t.call(merchant.goodsInfo, { token, query: { id: goodsId } });
    const first = info.data.skus[0]!;
    const price = toMoneyString(add(first.retail_price as string, '5.55'));
    const priced = await t.call(merchant.goodsPrice, {
      token,
      body: { id: goodsId, skus: [{ id: first.id, price }] },
    });
    expect(priced.data.skus[0]).toMatchObject({ price, retail_price: first.retail_price });
    state = await expectBooks(state, 'listed and priced: nothing moves');

    // 4. The merchant tops up for the wholesale cost; the operator credits it.
    const topUp = await t.call(wallet.recharge, {
      token,
      body: { money: '300', method: 'bank', order_no: 'LUMEN-1' },
    });
    await t.call(adminFinance.reviewRecharge, {
      token: operator,
      body: { id: topUp.data.id, approve: true },
    });
    state = await expectBooks(moved(state, { merchant: '300' }), 'top-up credited');

    // 5. A buyer orders three and pays: the money waits in escrow.
    const quantity = 3;
    const freight = market.data.data[0]!.freight;
    const sku = {
      goods_id: goodsId,
      sku_id: first.id,
      shopId,
      price,
      freight,
      stock: first.stock,
      wholesale: first.wholesale_price,
    };
    const [orderId] = (await placeOrder(t, buyer, 'buyer', [[sku, quantity]])) as [number];
    const retail = toMoneyString(multiply(price, quantity));
    const paid = toMoneyString(add(retail, freight));
    expect((await payFor(t, buyer, 'buyer', [orderId])).data.money).toBe(paid);
    state = await expectBooks(moved(state, { buyer: neg(paid), escrow: paid }), 'paid');

    // 6. The merchant ships, paying the wholesale cost to the platform.
    const wholesale = toMoneyString(multiply(first.wholesale_price as string, quantity));
    const shipped = await t.call(merchantOrder.ship, { token, body: { id: orderId, ...SHIPMENT } });
    expect(shipped.data).toMatchObject({ state: 3, wholesale });
    state = await expectBooks(
      moved(state, { merchant: neg(wholesale), revenue: wholesale }),
      'shipped: wholesale cost paid',
    );
    expect(shipped.data.balance).toBe(state.merchant);

    // 7. The buyer confirms: the merchant gets goods and freight; the profit record is exact.
    const before = state.merchant;
    expect(
      (await t.call(order.confirmOrder, { token: buyer, body: { id: orderId } })).body.code,
    ).toBe(1);
    state = await expectBooks(moved(state, { escrow: neg(paid), merchant: paid }), 'received');
    const profit = await t.call(merchant.profit, { token });
    expect(profit.data.data).toEqual([
      expect.objectContaining({
        order_id: orderId,
        before,
        after: state.merchant,
        retail,
        wholesale,
        income: paid,
        profit: toMoneyString(subtract(paid, wholesale)),
      }),
    ]);
    const income = await t.call(pay.moneyLog, { token, query: { type: 'income' } });
    expect(income.data.data.map((row) => row.money)).toEqual([paid]);
    const costs = await t.call(pay.moneyLog, { token, query: { type: 'wholesale' } });
    expect(costs.data.data.map((row) => row.money)).toEqual([neg(wholesale)]);
    const today = await t.call(merchant.console, { token });
    expect(today.data).toMatchObject({ sales: paid, income: paid, total_income: paid, orders: 1 });

    // 8. The merchant withdraws 100 (1 % fee on top); the operator pays it out.
    const account = await t.call(wallet.addPayAccount, {
      token,
      body: { type: 'bank', account: '0042-7788', name: 'Mia Chen', bank_name: 'DBS' },
    });
    const asked = await t.call(wallet.withdraw, {
      token,
      body: { money: '100', account_id: account.data.id, captcha: 'secret12' },
    });
    expect(asked.body.msg).toBe('');
    state = await expectBooks(moved(state, { merchant: '-101' }), 'withdrawal asked');
    await t.call(adminFinance.reviewWithdraw, {
      token: operator,
      body: { id: asked.data.id, approve: true },
    });
    state = await expectBooks(state, 'paid out: nothing more moves');
    const log = await t.call(wallet.withdrawLog, { token, query: { status: 'successed' } });
    expect(log.data.data.map((row) => row.id)).toEqual([asked.data.id]);

    // What the merchant has: the top-up, less the wholesale cost, plus the income, less the payout.
    expect(state.merchant).toBe(toMoneyString(subtract(add('300', paid), add(wholesale, '101'))));
    await assertLedgerBalanced(t.db);
  });
});
