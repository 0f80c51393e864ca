import {
  type Money,
  type MoneyValue,
  add,
  compare,
  divide,
  floorCents,
  isMoneyInput,
  isPositive,
  multiply,
  roundCents,
  subtract,
  toMoneyString,
} from '../money/money.js';
import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/**
 * The withdrawal terms of `GET /wanlshop/pay/initialWithdraw`: `servicefee` and `taxrate` are
 * percentages as decimal strings (`"1.5"` is 1.5 %), `minmoney` the smallest amount.
 */
export type WithdrawPolicy = {
  readonly servicefee: string;
  readonly taxrate: string;
  readonly minmoney: string;
};

/** What a withdrawal of `amount` costs and pays, as wire money strings. */
export type WithdrawQuote = {
  /** The amount asked for. */
  readonly amount: string;
  /** The service fee, charged on top of the amount: amount * servicefee %, half-up at the cent. */
  readonly fee: string;
  /** The tax, withheld from the payout: amount * taxrate %, half-up at the cent. */
  readonly tax: string;
  /** What leaves the balance at once: amount + fee (API contract, money flow). */
  readonly debit: string;
  /** What reaches the account: amount - tax. */
  readonly payout: string;
};

function percentOf(amount: MoneyValue, percent: string): Money {
  return roundCents(divide(multiply(amount, percent), 100));
}

/** The fee, tax, debit and payout of a withdrawal of `amount`. */
export function withdrawQuote(amount: MoneyValue, policy: WithdrawPolicy): WithdrawQuote {
  const fee = percentOf(amount, policy.servicefee);
  const tax = percentOf(amount, policy.taxrate);
  return {
    amount: toMoneyString(amount),
    fee: toMoneyString(fee),
    tax: toMoneyString(tax),
    debit: toMoneyString(add(amount, fee)),
    payout: toMoneyString(subtract(amount, tax)),
  };
}

/**
 * The largest amount (to the cent) whose amount + fee fits in `balance`; `"0.00"` when none does.
 */
export function maxWithdrawable(balance: MoneyValue, policy: WithdrawPolicy): string {
  if (!isPositive(balance)) return '0.00';
  // balance / (1 + fee rate), to the cent, is at most one cent short of the answer (the fee is
  // rounded at the cent, possibly down); start a cent above it and step down until it fits.
  let amount = add(floorCents(divide(balance, add('1', divide(policy.servicefee, 100)))), '0.01');
  while (isPositive(amount) && compare(withdrawQuote(amount, policy).debit, balance) > 0) {
    amount = subtract(amount, '0.01');
  }
  return toMoneyString(amount);
}

/**
 * A withdrawal request: a positive amount of at most two decimals (`invalid_amount`), at least the
 * minimum (`withdraw_below_minimum` with `{ min }`), and amount + fee within the balance
 * (`withdraw_exceeds_balance` with `{ balance, max }`).
 */
export function validateWithdraw(
  amount: string,
  balance: MoneyValue,
  policy: WithdrawPolicy,
): ValidationResult {
  if (!isMoneyInput(amount) || !isPositive(amount)) return invalid('invalid_amount', 'money');
  if (compare(amount, policy.minmoney) < 0) {
    return invalid('withdraw_below_minimum', 'money', { min: toMoneyString(policy.minmoney) });
  }
  if (compare(withdrawQuote(amount, policy).debit, balance) > 0) {
    return invalid('withdraw_exceeds_balance', 'money', {
      balance: toMoneyString(balance),
      max: maxWithdrawable(balance, policy),
    });
  }
  return VALID;
}
