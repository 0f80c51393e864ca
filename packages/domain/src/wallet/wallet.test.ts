import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare } from '../money/money.js';
import {
  BILL_TABS,
  MERCHANT_BILL_TABS,
  PAYOUT_TYPES,
  WITHDRAW_TABS,
  checkBalance,
  isPayoutType,
  payoutRequiredFields,
  payoutTypeKey,
  validatePayoutAccount,
} from './wallet.js';
import {
  maxWithdrawable,
  validateWithdraw,
  withdrawQuote,
  type WithdrawPolicy,
} from './withdraw.js';

describe('bill and withdraw tabs', () => {
  it('bill tabs are all then the seven buyer types; merchants add income and wholesale', () => {
    expect(BILL_TABS.map((tab) => tab.value)).toEqual([
      'all',
      'pay',
      'recharge',
      'withdraw',
      'refund',
      'sys',
      'sys_recharge',
      'sys_deduct',
    ]);
    expect(BILL_TABS[0]!.labelKey).toBe('common:tabs.all');
    expect(BILL_TABS[1]!.labelKey).toBe('wallet:bill.pay');
    expect(MERCHANT_BILL_TABS.slice(-2).map((tab) => tab.value)).toEqual(['income', 'wholesale']);
  });

  it('withdraw tabs are created, successed, rejected', () => {
    expect(WITHDRAW_TABS).toEqual([
      { value: 'created', labelKey: 'wallet:withdraw_status.created' },
      { value: 'successed', labelKey: 'wallet:withdraw_status.successed' },
      { value: 'rejected', labelKey: 'wallet:withdraw_status.rejected' },
    ]);
  });
});

describe('payout accounts', () => {
  it('has the six payout types', () => {
    expect(PAYOUT_TYPES).toEqual(['btc', 'eth', 'erc20', 'trc20', 'bank_jp', 'bank']);
    expect(payoutTypeKey('erc20')).toBe('wallet:payout.erc20');
    expect(isPayoutType('bank')).toBe(true);
    expect(isPayoutType('paypal')).toBe(false);
    expect(payoutRequiredFields('trc20')).toEqual([]);
  });

  const code = (form: Parameters<typeof validatePayoutAccount>[0]) => {
    const result = validatePayoutAccount(form);
    return result.ok ? null : result.code;
  };

  it.each([
    [{ type: 'trc20', account: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ' }, null],
    [{ type: 'btc', account: ' ' }, 'payout_account_required'],
    [{ type: 'paypal', account: 'x' }, 'payout_type_invalid'],
    [{ type: 'bank', account: '6222 0212 3456 7890', name: 'Li Wei', bank_name: 'ICBC' }, null],
    [{ type: 'bank', account: '62220212', bank_name: 'ICBC' }, 'payout_name_required'],
    [{ type: 'bank', account: '', bank_name: 'ICBC' }, 'payout_account_required'],
    [{ type: 'bank', account: '62220212', name: 'Li', bank_name: ' ' }, 'payout_bank_required'],
    [
      { type: 'bank', account: '1234', name: 'Li', bank_name: 'ICBC' },
      'payout_bank_account_invalid',
    ],
    [
      { type: 'bank', account: '62220212', name: 'L1 W3i', bank_name: 'ICBC' },
      'payout_name_invalid',
    ],
    [
      { type: 'bank_jp', account: '1234567', name: 'サトウ タロウ', bank_name: 'MUFG' },
      'payout_address_required',
    ],
    [
      { type: 'bank_jp', account: '1234567', name: 'Sato', bank_name: 'MUFG', address: '012' },
      'payout_account_type_required',
    ],
    [
      {
        type: 'bank_jp',
        account: '1234567',
        name: 'サトウ タロウ',
        bank_name: 'MUFG',
        address: '012',
        account_type: 'ordinary',
      },
      null,
    ],
    [
      {
        type: 'bank_jp',
        account: '1234567',
        name: 'Sato',
        bank_name: 'MUFG',
        address: 'Shibuya',
        account_type: 'ordinary',
      },
      'payout_branch_code_invalid',
    ],
    [
      {
        type: 'bank_jp',
        account: '123456',
        name: 'Sato',
        bank_name: 'MUFG',
        address: '012',
        account_type: 'savings',
      },
      'payout_jp_account_invalid',
    ],
    [
      {
        type: 'bank_jp',
        account: '1234567',
        name: 'Sato',
        bank_name: 'MUFG',
        address: '012',
        account_type: 'current',
      },
      'payout_account_type_required',
    ],
  ])('%j -> %s', (form, expected) => {
    expect(code(form)).toBe(expected);
  });
});

describe('checkBalance', () => {
  it.each([
    ['10.00', '10.00', true],
    ['10.00', '10.01', false],
    ['0', '0.01', false],
    ['0', '0', true],
  ])('balance %s, paying %s: ok %s', (balance, amount, ok) => {
    expect(checkBalance(balance, amount).ok).toBe(ok);
  });

  it('a short balance tells the available balance', () => {
    expect(checkBalance('3.5', '10')).toMatchObject({
      code: 'insufficient_balance',
      messageKey: 'errors:insufficient_balance',
      details: { balance: '3.50' },
    });
  });
});

const policy: WithdrawPolicy = { servicefee: '1.5', taxrate: '10', minmoney: '10' };

describe('withdrawQuote', () => {
  it.each([
    [
      '100',
      policy,
      { amount: '100.00', fee: '1.50', tax: '10.00', debit: '101.50', payout: '90.00' },
    ],
    [
      '10.33',
      policy,
      { amount: '10.33', fee: '0.15', tax: '1.03', debit: '10.48', payout: '9.30' },
    ],
    // 1.5 % of 0.33 is 0.00495: rounds to 0.00; 1.5 % of 0.34 is 0.0051: rounds to 0.01.
    ['0.33', policy, { amount: '0.33', fee: '0.00', tax: '0.03', debit: '0.33', payout: '0.30' }],
    ['0.34', policy, { amount: '0.34', fee: '0.01', tax: '0.03', debit: '0.35', payout: '0.31' }],
    // Half a cent rounds up: 1 % of 0.50 is 0.005.
    [
      '0.50',
      { servicefee: '1', taxrate: '0', minmoney: '0' },
      { amount: '0.50', fee: '0.01', tax: '0.00', debit: '0.51', payout: '0.50' },
    ],
    [
      '50',
      { servicefee: '0', taxrate: '0', minmoney: '0' },
      { amount: '50.00', fee: '0.00', tax: '0.00', debit: '50.00', payout: '50.00' },
    ],
  ])('%s with %j', (amount, terms, expected) => {
    expect(withdrawQuote(amount, terms)).toEqual(expected);
  });
});

describe('validateWithdraw', () => {
  it.each([
    ['10', '100', null],
    ['9.99', '100', 'withdraw_below_minimum'],
    ['98.52', '100', null],
    ['98.53', '100', 'withdraw_exceeds_balance'],
    ['100', '100', 'withdraw_exceeds_balance'],
    ['0', '100', 'invalid_amount'],
    ['-5', '100', 'invalid_amount'],
    ['10.001', '100', 'invalid_amount'],
    ['abc', '100', 'invalid_amount'],
  ])('%s from a balance of %s -> %s', (amount, balance, expected) => {
    const result = validateWithdraw(amount, balance, policy);
    expect(result.ok ? null : result.code).toBe(expected);
  });

  it('tells the minimum, the balance and the most that can be withdrawn', () => {
    expect(validateWithdraw('5', '100', policy)).toMatchObject({ details: { min: '10.00' } });
    expect(validateWithdraw('100', '100', policy)).toMatchObject({
      details: { balance: '100.00', max: '98.52' },
    });
  });
});

describe('maxWithdrawable', () => {
  it.each([
    ['100', policy, '98.52'],
    ['0', policy, '0.00'],
    ['-1', policy, '0.00'],
    ['0.01', policy, '0.01'],
    ['50', { servicefee: '0', taxrate: '5', minmoney: '0' }, '50.00'],
    ['101.5', policy, '100.00'],
  ])('balance %s -> %s', (balance, terms, expected) => {
    expect(maxWithdrawable(balance, terms)).toBe(expected);
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((value) => (value / 100).toFixed(2));
  const percents = fc.integer({ min: 0, max: 3000 }).map((value) => (value / 100).toFixed(2));

  it('is the largest amount whose debit fits the balance', () => {
    fc.assert(
      fc.property(cents, percents, (balance, servicefee) => {
        const terms = { servicefee, taxrate: '0', minmoney: '0' };
        const max = maxWithdrawable(balance, terms);
        expect(compare(withdrawQuote(max, terms).debit, balance)).toBeLessThanOrEqual(0);
        const next = add(max, '0.01');
        expect(compare(withdrawQuote(next, terms).debit, balance)).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});
