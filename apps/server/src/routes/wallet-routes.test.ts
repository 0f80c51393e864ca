import { adminFinance, wallet } from '@bazaar/api/contract';
import { add, compare, multiply, roundCents, toMoneyString, type MoneyValue } from '@bazaar/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moneyLog, recharges, withdrawAccounts, withdraws } from '../db/schema/index.js';
import { payPasswordLimitKey } from '../services/auth/pay-password.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { balanceOf, uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let buyer: string;
let buyer2: string;
let admin: string;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_FAILURES: '1000',
    },
  });
  [buyer, buyer2, admin] = await Promise.all([
    t.login('buyer'),
    t.login('buyer2'),
    t.login('admin'),
  ]);
  buyerId = await userIdOf(t, 'buyer');
});
afterAll(() => t?.close());

/** `amount` added to a balance, as a money string. */
const plus = (balance: string, amount: string) => toMoneyString(add(balance, amount));

/** The newest money-log row of a user. */
async function lastLog(userId: number) {
  const [row] = await t.db
    .select()
    .from(moneyLog)
    .where(eq(moneyLog.userId, userId))
    .orderBy(desc(moneyLog.id))
    .limit(1);
  return row;
}

async function addAccount(token: string, body: Record<string, unknown> = {}) {
  const result = await t.call(wallet.addPayAccount, {
    token,
    body: { type: 'trc20', account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', ...body },
  });
  expect(result.body.code, result.body.msg).toBe(1);
  return result.data;
}

describe('payout accounts', () => {
  it.each([
    [{ type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }],
    [{ type: 'eth', account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' }],
    [{ type: 'erc20', account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' }],
    [{ type: 'trc20', account: '  TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE  ' }],
    [{ type: 'bank', account: '6222 0000 1111', name: 'Bella Buyer', bank_name: 'HSBC' }],
    [
      {
        type: 'bank_jp',
        account: '1234567',
        name: 'ベラ',
        bank_name: 'MUFG',
        address: '135',
        account_type: 'ordinary',
      },
    ],
  ])('adds %j', async (body) => {
    const account = await addAccount(buyer, body);
    expect(account).toMatchObject({ type: body.type, account: body.account.trim() });
    const list = await t.call(wallet.getPayAccount, { token: buyer });
    expect(list.data.list[0]).toEqual(account);
  });

  it.each([
    [{ type: 'paypal' }, 'payout_type_invalid', 'type'],
    [{ type: 'btc', account: '  ' }, 'payout_account_required', 'account'],
    [{ type: 'bank', bank_name: 'HSBC' }, 'payout_name_required', 'name'],
    [{ type: 'bank', name: 'Bella' }, 'payout_bank_required', 'bank_name'],
    [
      { type: 'bank_jp', account: '1234567', name: 'Bella', bank_name: 'MUFG' },
      'payout_address_required',
      'address',
    ],
    [{ type: 'btc', account: 'abc' }, 'payout_address_invalid', 'account'],
    [
      { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlj' },
      'payout_address_checksum',
      'account',
    ],
    [
      { type: 'eth', account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976f' },
      'payout_address_checksum',
      'account',
    ],
    [{ type: 'trc20', account: 'T123' }, 'payout_address_invalid', 'account'],
    [
      { type: 'bank', account: '12', name: 'Bella', bank_name: 'HSBC' },
      'payout_bank_account_invalid',
      'account',
    ],
    [
      {
        type: 'bank_jp',
        account: '1234567',
        name: 'Bella',
        bank_name: 'MUFG',
        address: 'Shibuya',
        account_type: 'ordinary',
      },
      'payout_branch_code_invalid',
      'address',
    ],
  ])('refuses %j with %s', async (body, code, field) => {
    const before = await t.db.$count(withdrawAccounts);
    const result = await t.call(wallet.addPayAccount, {
      token: buyer,
      body: { account: '12345', ...body },
    });
    expect(result.body).toMatchObject({ code: 0, data: { field } });
    expect(result.body.msg).toBe(
      t.app.deps.translator.t(
        'en',
        `errors:${code}`,
        (result.body.data ?? {}) as Record<string, unknown>,
      ),
    );
    expect(result.body.msg).not.toBe('');
    expect(code).toMatch(/^payout_/);
    expect(await t.db.$count(withdrawAccounts)).toBe(before);
  });

  it('refuses unknown fields with 400', async () => {
    const result = await t.call(wallet.addPayAccount, {
      token: buyer,
      body: { type: 'btc', account: 'x', user_id: 1 },
    });
    expect(result.status).toBe(400);
  });

  it("lists only the caller's accounts", async () => {
    const mine = await addAccount(buyer2, { account: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z' });
    const list = await t.call(wallet.getPayAccount, { token: buyer });
    expect(list.data.list.map((account) => account.id)).not.toContain(mine.id);
    const theirs = await t.call(wallet.getPayAccount, { token: buyer2 });
    expect(theirs.data.list.map((account) => account.id)).toContain(mine.id);
  });

  it("deletes the caller's account, and answers 404 for another's or an unknown one", async () => {
    const account = await addAccount(buyer);
    const other = await t.call(wallet.delPayAccount, { token: buyer2, body: { id: account.id } });
    expect([other.status, other.body.code]).toEqual([404, 0]);
    const unknown = await t.call(wallet.delPayAccount, { token: buyer, body: { id: 999_999 } });
    expect(unknown.status).toBe(404);
    const done = await t.call(wallet.delPayAccount, { token: buyer, body: { id: account.id } });
    expect(done.body).toMatchObject({ code: 1, data: {} });
    const list = await t.call(wallet.getPayAccount, { token: buyer });
    expect(list.data.list.map((item) => item.id)).not.toContain(account.id);
  });
});

describe('top-ups', () => {
  const form = { money: '150.5', method: 'trc20', order_no: 'TX-0001' };

  it('files a pending top-up without moving money, with the caller own screenshot', async () => {
    const before = await balanceOf(t, 'buyer');
    const image = await uploadImageAs(t, buyerId);
    const result = await t.call(wallet.recharge, { token: buyer, body: { ...form, image } });
    expect(result.data).toMatchObject({
      money: '150.50',
      method: 'trc20',
      order_no: 'TX-0001',
      image,
      status: 'created',
      memo: '',
      reviewtime: null,
    });
    expect(await balanceOf(t, 'buyer')).toBe(before);
  });

  it.each([
    [{ money: '0' }, 'money', 'Please enter a valid amount'],
    [{ money: '10.001' }, 'money', 'Please enter a valid amount'],
    [{ method: 'paypal' }, 'method', 'Please choose how you made the transfer'],
    [{ order_no: ' ' }, 'order_no', "Please enter the transfer's reference number"],
  ])('refuses %j', async (change, field, msg) => {
    const result = await t.call(wallet.recharge, { token: buyer, body: { ...form, ...change } });
    expect(result.body).toMatchObject({ code: 0, msg, data: { field } });
  });

  it('shows the accounts that receive top-ups: the seeded bank and USDT ones, then what the operator manages', async () => {
    const seeded = await t.call(wallet.rechargeAccounts, { token: buyer });
    expect(seeded.data.list.map((account) => [account.method, account.currency])).toEqual([
      ['bank', 'USD'],
      ['trc20', 'USDT'],
    ]);
    expect(seeded.data.list[0]).toMatchObject({
      name: 'Bazaar Marketplace Ltd',
      bank_name: 'Harbour Commercial Bank',
      status: 'normal',
    });
    expect((await t.call(wallet.rechargeAccounts)).body.code).toBe(401);

    // The operator adds one, checked in its real format, per currency...
    const bad = await t.call(adminFinance.saveRechargeAccount, {
      token: admin,
      body: { method: 'erc20', currency: 'USDT', account: '0xabc' },
    });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'account' } });
    const noCurrency = await t.call(adminFinance.saveRechargeAccount, {
      token: admin,
      body: {
        method: 'erc20',
        currency: 'us dollars',
        account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      },
    });
    expect(noCurrency.body).toMatchObject({ code: 0, data: { field: 'currency' } });
    const added = await t.call(adminFinance.saveRechargeAccount, {
      token: admin,
      body: {
        method: 'erc20',
        currency: 'usdt',
        account: ' 0x71C7656EC7ab88b098defB751B7401B5f6d8976F ',
        weigh: 5,
      },
    });
    expect(added.data).toMatchObject({
      method: 'erc20',
      currency: 'USDT',
      account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      status: 'normal',
    });
    // ...and disables the seeded bank account: the recharge page no longer shows it.
    const bank = seeded.data.list[0]!;
    const disabled = await t.call(adminFinance.saveRechargeAccount, {
      token: admin,
      body: {
        id: bank.id,
        method: bank.method,
        currency: bank.currency,
        account: bank.account,
        name: bank.name,
        bank_name: bank.bank_name,
        address: bank.address,
        status: 'hidden',
      },
    });
    expect(disabled.data.status).toBe('hidden');
    const shown = await t.call(wallet.rechargeAccounts, { token: buyer });
    expect(shown.data.list.map((account) => account.method)).toEqual(['trc20', 'erc20']);
    const all = await t.call(adminFinance.rechargeAccounts, { token: admin });
    expect(all.data.list.map((account) => [account.method, account.status])).toEqual([
      ['bank', 'hidden'],
      ['trc20', 'normal'],
      ['erc20', 'normal'],
    ]);
    const unknown = await t.call(adminFinance.saveRechargeAccount, {
      token: admin,
      body: { ...added.data, id: 999_999 } as never,
    });
    expect(unknown.status).toBe(404);
    // Enabled again for the tests that follow.
    await t.call(adminFinance.saveRechargeAccount, {
      token: admin,
      body: {
        id: bank.id,
        method: bank.method,
        currency: bank.currency,
        account: bank.account,
        name: bank.name,
        bank_name: bank.bank_name,
        address: bank.address,
      },
    });
  });

  it("refuses a screenshot that is not the caller's upload", async () => {
    const theirs = await uploadImageAs(t, await userIdOf(t, 'buyer2'));
    for (const image of [theirs, 'https://example.com/x.png', '/uploads/missing.png']) {
      const result = await t.call(wallet.recharge, { token: buyer, body: { ...form, image } });
      expect(result.body, image).toMatchObject({ code: 0, data: { field: 'image' } });
    }
  });

  it('files once per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'recharge-once-1' };
    const body = { ...form, order_no: 'TX-IDEMPOTENT' };
    const first = await t.call(wallet.recharge, { token: buyer, body, headers });
    const second = await t.call(wallet.recharge, { token: buyer, body, headers });
    expect(second.data).toEqual(first.data);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.$count(recharges, eq(recharges.orderNo, 'TX-IDEMPOTENT'))).toBe(1);
  });

  it("lists the caller's top-ups newest first, by status, paged", async () => {
    await t.call(wallet.recharge, { token: buyer2, body: { ...form, order_no: 'THEIRS' } });
    const all = await t.call(wallet.rechargeLog, { token: buyer, query: { limit: 2 } });
    expect(all.data).toMatchObject({ per_page: 2, current_page: 1 });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    expect(all.data.data[0]!.id).toBeGreaterThan(all.data.data[1]!.id);
    const created = await t.call(wallet.rechargeLog, {
      token: buyer,
      query: { status: 'created', limit: 100 },
    });
    expect(created.data.data.every((item) => item.status === 'created')).toBe(true);
    expect(created.data.data.map((item) => item.order_no)).not.toContain('THEIRS');
    const none = await t.call(wallet.rechargeLog, { token: buyer, query: { status: 'rejected' } });
    expect(none.data).toMatchObject({ total: 0, data: [], last_page: 1 });
    const bad = await t.call(wallet.rechargeLog, { token: buyer, query: { status: 'paid' } });
    expect(bad.status).toBe(400);
  });
});

describe('the operator and top-ups', () => {
  async function file(token: string, money = '80') {
    const result = await t.call(wallet.recharge, {
      token,
      body: { money, method: 'bank', order_no: `REF-${money}` },
    });
    return result.data;
  }

  it('lists pending top-ups oldest first with their users', async () => {
    const first = await file(buyer2, '11');
    const second = await file(buyer2, '12');
    const list = await t.call(adminFinance.recharges, { token: admin, query: { limit: 100 } });
    const ids = list.data.data.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.data.data.find((item) => item.id === first.id)?.user).toMatchObject({
      username: 'buyer2',
    });
    expect(list.data.data.every((item) => item.status === 'created')).toBe(true);
  });

  it('credits a top-up once: the balance rises by its amount with a recharge money-log row', async () => {
    const recharge = await file(buyer, '80.25');
    const before = await balanceOf(t, 'buyer');
    const result = await t.call(adminFinance.reviewRecharge, {
      token: admin,
      body: { id: recharge.id, approve: true },
    });
    expect(result.data).toMatchObject({ id: recharge.id, status: 'successed' });
    expect(result.data.reviewtime).toBeGreaterThan(0);
    expect(await balanceOf(t, 'buyer')).toBe(plus(before, '80.25'));
    expect(await lastLog(buyerId)).toMatchObject({
      type: 'recharge',
      money: '80.25',
      before,
      serviceIds: String(recharge.id),
    });
    for (const approve of [true, false]) {
      const again = await t.call(adminFinance.reviewRecharge, {
        token: admin,
        body: { id: recharge.id, approve, reason: 'Twice' },
      });
      expect(again.body).toMatchObject({ code: 0, msg: 'This request has already been handled' });
    }
    expect(await balanceOf(t, 'buyer')).toBe(plus(before, '80.25'));
    await assertLedgerBalanced(t.db);
  });

  it('rejects a top-up with its reason, moving nothing', async () => {
    const recharge = await file(buyer, '99');
    const before = await balanceOf(t, 'buyer');
    const result = await t.call(adminFinance.reviewRecharge, {
      token: admin,
      body: { id: recharge.id, approve: false, reason: ' No transfer received ' },
    });
    expect(result.data).toMatchObject({ status: 'rejected', memo: 'No transfer received' });
    expect(await balanceOf(t, 'buyer')).toBe(before);
    const mine = await t.call(wallet.rechargeLog, { token: buyer, query: { status: 'rejected' } });
    expect(mine.data.data[0]).toMatchObject({ id: recharge.id, memo: 'No transfer received' });
    const decided = await t.call(adminFinance.recharges, {
      token: admin,
      query: { status: 'rejected' },
    });
    expect(decided.data.data.map((item) => item.id)).toContain(recharge.id);
  });

  it('refuses to reject a top-up without a reason, deciding nothing', async () => {
    const recharge = await file(buyer, '12');
    for (const reason of [undefined, '   ']) {
      const result = await t.call(adminFinance.reviewRecharge, {
        token: admin,
        body: { id: recharge.id, approve: false, ...(reason === undefined ? {} : { reason }) },
      });
      expect(result.body).toMatchObject({
        code: 0,
        msg: 'Please give a reason for the rejection',
        data: { field: 'reason' },
      });
    }
    const still = await t.call(adminFinance.recharges, {
      token: admin,
      query: { status: 'created' },
    });
    expect(still.data.data.map((item) => item.id)).toContain(recharge.id);
  });

  it('answers 404 for an unknown top-up', async () => {
    const result = await t.call(adminFinance.reviewRecharge, {
      token: admin,
      body: { id: 999_999, approve: true },
    });
    expect(result.status).toBe(404);
  });

  it('credits once under a repeated Idempotency-Key', async () => {
    const recharge = await file(buyer, '7');
    const before = await balanceOf(t, 'buyer');
    const call = () =>
      t.call(adminFinance.reviewRecharge, {
        token: admin,
        body: { id: recharge.id, approve: true },
        headers: { 'idempotency-key': `review-${recharge.id}` },
      });
    const first = await call();
    const second = await call();
    expect(second.body.code).toBe(1);
    expect(second.data).toEqual(first.data);
    expect(await balanceOf(t, 'buyer')).toBe(plus(before, '7'));
  });
});

describe('withdrawals', () => {
  let accountId: number;

  beforeEach(async () => {
    accountId = (await addAccount(buyer2, { account: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z' })).id;
  });

  it('tells the terms: balance, fee and tax as percentages, minimum and the most allowed', async () => {
    const balance = await balanceOf(t, 'buyer2');
    const result = await t.call(wallet.initialWithdraw, { token: buyer2 });
    expect(result.data).toMatchObject({
      money: balance,
      servicefee: '1',
      taxrate: '0',
      minmoney: '10.00',
    });
    // The most that fits: amount + 1 % fee within the balance, and a cent more does not.
    const fee = (amount: MoneyValue) => roundCents(multiply(amount, '0.01'));
    expect(compare(add(result.data.max, fee(result.data.max)), balance)).toBeLessThanOrEqual(0);
    const more = add(result.data.max, '0.01');
    expect(compare(add(more, fee(more)), balance)).toBe(1);
  });

  it('takes amount + fee from the balance at once, as one withdraw row, and records the account', async () => {
    const before = await balanceOf(t, 'buyer2');
    const result = await t.call(wallet.withdraw, {
      token: buyer2,
      body: { money: '100', account_id: accountId, captcha: 'buyer123' },
    });
    expect(result.data).toMatchObject({
      money: '100.00',
      handlingfee: '1.00',
      taxes: '0.00',
      payout: '100.00',
      type: 'trc20',
      account: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z',
      status: 'created',
    });
    expect(await balanceOf(t, 'buyer2')).toBe(plus(before, '-101'));
    expect(await lastLog(await userIdOf(t, 'buyer2'))).toMatchObject({
      type: 'withdraw',
      money: '-101.00',
      before,
      serviceIds: String(result.data.id),
    });
    // Deleting the account later keeps the record's copy.
    await t.call(wallet.delPayAccount, { token: buyer2, body: { id: accountId } });
    const log = await t.call(wallet.withdrawLog, { token: buyer2, query: { status: 'created' } });
    expect(log.data.data[0]).toMatchObject({
      id: result.data.id,
      account: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z',
    });
    await assertLedgerBalanced(t.db);
  });

  it('withholds tax from the payout when a tax rate is configured', async () => {
    const taxed = await createTestApp({
      env: { WITHDRAW_FEE_RATE: '0.015', WITHDRAW_TAX_RATE: '0.1', WITHDRAW_MIN: '1' },
    });
    try {
      const token = await taxed.login('buyer');
      const account = await taxed.call(wallet.addPayAccount, {
        token,
        body: { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
      });
      const terms = await taxed.call(wallet.initialWithdraw, { token });
      expect(terms.data).toMatchObject({ servicefee: '1.5', taxrate: '10', minmoney: '1.00' });
      const result = await taxed.call(wallet.withdraw, {
        token,
        body: { money: '33.33', account_id: account.data.id, captcha: 'buyer123' },
      });
      expect(result.data).toMatchObject({
        money: '33.33',
        handlingfee: '0.50',
        taxes: '3.33',
        payout: '30.00',
      });
    } finally {
      await taxed.close();
    }
  });

  it.each([
    ['5', 'The minimum withdrawal is $10.00', { min: '10.00' }],
    ['abc', 'Please enter a valid amount', { field: 'money' }],
    ['99999999', undefined, { field: 'money' }],
  ])('refuses %s without moving money', async (amount, msg, data) => {
    const before = await balanceOf(t, 'buyer2');
    const result = await t.call(wallet.withdraw, {
      token: buyer2,
      body: { money: amount, account_id: accountId, captcha: 'buyer123' },
    });
    expect(result.body).toMatchObject({ code: 0, data });
    if (msg) expect(result.body.msg).toBe(msg);
    expect(await balanceOf(t, 'buyer2')).toBe(before);
  });

  it('refuses more than the balance allows, telling the most', async () => {
    const balance = await balanceOf(t, 'buyer2');
    const result = await t.call(wallet.withdraw, {
      token: buyer2,
      body: { money: balance, account_id: accountId, captcha: 'buyer123' },
    });
    const terms = await t.call(wallet.initialWithdraw, { token: buyer2 });
    expect(result.body).toMatchObject({ code: 0, data: { balance, max: terms.data.max } });
  });

  it("answers 404 for another user's account, moving nothing", async () => {
    const before = await balanceOf(t, 'buyer');
    const result = await t.call(wallet.withdraw, {
      token: buyer,
      body: { money: '20', account_id: accountId, captcha: 'buyer123' },
    });
    expect(result.status).toBe(404);
    expect(await balanceOf(t, 'buyer')).toBe(before);
  });

  it('refuses a wrong payment password, and locks after too many', async () => {
    const limited = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
    try {
      const token = await limited.login('buyer');
      const account = await limited.call(wallet.addPayAccount, {
        token,
        body: { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
      });
      const body = { money: '20', account_id: account.data.id, captcha: 'wrong-password' };
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const wrong = await limited.call(wallet.withdraw, {
          token,
          body,
          // With a key too: the check runs before the idempotent transaction (PGlite would hang).
          headers: { 'idempotency-key': `wrong-${attempt}` },
        });
        expect(wrong.body).toMatchObject({
          code: 0,
          msg: 'Incorrect payment password',
          data: { field: 'captcha' },
        });
      }
      const locked = await limited.call(wallet.withdraw, {
        token,
        body: { ...body, captcha: 'buyer123' },
      });
      expect(locked.status).toBe(429);
      limited.clock.advanceSeconds(limited.config.loginWindowSeconds + 1);
      const ok = await limited.call(wallet.withdraw, {
        token,
        body: { ...body, captcha: 'buyer123' },
      });
      expect(ok.body.code).toBe(1);
      const id = await userIdOf(limited, 'buyer');
      expect(await limited.app.deps.rateLimiter.peek(payPasswordLimitKey(id))).toEqual({
        hits: 0,
        retryAfter: 0,
      });
    } finally {
      await limited.close();
    }
  });

  it('withdraws once per Idempotency-Key', async () => {
    const before = await balanceOf(t, 'buyer2');
    const call = () =>
      t.call(wallet.withdraw, {
        token: buyer2,
        body: { money: '10', account_id: accountId, captcha: 'buyer123' },
        headers: { 'idempotency-key': `withdraw-${accountId}` },
      });
    const first = await call();
    const second = await call();
    expect(second.data).toEqual(first.data);
    expect(await balanceOf(t, 'buyer2')).toBe(plus(before, '-10.1'));
  });
});

describe('the operator and withdrawals', () => {
  async function ask(amount: string) {
    const account = await addAccount(buyer2, { account: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z' });
    const result = await t.call(wallet.withdraw, {
      token: buyer2,
      body: { money: amount, account_id: account.id, captcha: 'buyer123' },
    });
    expect(result.body.code, result.body.msg).toBe(1);
    return result.data;
  }

  it('refuses to reject a withdrawal without a reason, returning nothing', async () => {
    const pending = await ask('15');
    const before = await balanceOf(t, 'buyer2');
    const result = await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: pending.id, approve: false, reason: ' ' },
    });
    expect(result.body).toMatchObject({ code: 0, data: { field: 'reason' } });
    expect(await balanceOf(t, 'buyer2')).toBe(before);
    const [row] = await t.db.select().from(withdraws).where(eq(withdraws.id, pending.id));
    expect(row?.status).toBe('created');
  });

  it('lists pending withdrawals with their users', async () => {
    const pending = await ask('12');
    const list = await t.call(adminFinance.withdraws, { token: admin, query: { limit: 100 } });
    expect(list.data.data.find((item) => item.id === pending.id)).toMatchObject({
      status: 'created',
      user: { username: 'buyer2' },
    });
  });

  it('pays a withdrawal out once: nothing moves, the money already left', async () => {
    const pending = await ask('20');
    const before = await balanceOf(t, 'buyer2');
    const result = await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: pending.id, approve: true },
    });
    expect(result.data).toMatchObject({ id: pending.id, status: 'successed', memo: '' });
    expect(await balanceOf(t, 'buyer2')).toBe(before);
    const again = await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: pending.id, approve: false, reason: 'too late' },
    });
    expect(again.body).toMatchObject({ code: 0, msg: 'This request has already been handled' });
    expect(await balanceOf(t, 'buyer2')).toBe(before);
    const log = await t.call(wallet.withdrawLog, { token: buyer2, query: { status: 'successed' } });
    expect(log.data.data.map((item) => item.id)).toContain(pending.id);
    await assertLedgerBalanced(t.db);
  });

  it('rejects a withdrawal once: amount and fee come back with a withdraw row', async () => {
    const pending = await ask('30');
    const before = await balanceOf(t, 'buyer2');
    const result = await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: pending.id, approve: false, reason: 'Account closed' },
    });
    expect(result.data).toMatchObject({ status: 'rejected', memo: 'Account closed' });
    expect(await balanceOf(t, 'buyer2')).toBe(plus(before, '30.3'));
    expect(await lastLog(await userIdOf(t, 'buyer2'))).toMatchObject({
      type: 'withdraw',
      money: '30.30',
      serviceIds: String(pending.id),
    });
    const again = await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: pending.id, approve: false },
    });
    expect(again.body.code).toBe(0);
    expect(await balanceOf(t, 'buyer2')).toBe(plus(before, '30.3'));
    const [row] = await t.db
      .select()
      .from(withdraws)
      .where(and(eq(withdraws.id, pending.id), eq(withdraws.status, 'rejected')));
    expect(row?.reviewerId).toBe(await userIdOf(t, 'admin'));
    await assertLedgerBalanced(t.db);
  });

  it('answers 404 for an unknown withdrawal', async () => {
    const result = await t.call(adminFinance.reviewWithdraw, {
      token: admin,
      body: { id: 999_999, approve: true },
    });
    expect(result.status).toBe(404);
  });
});
