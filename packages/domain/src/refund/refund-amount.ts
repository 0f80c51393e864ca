import {
  type MoneyValue,
  add,
  compare,
  isMoneyInput,
  isPositive,
  multiply,
  subtract,
  toMoneyString,
} from '../money/money.js';
import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/**
 * A refund amount is a positive amount of at most two decimals, and no more than what was paid
 * for the goods (`paid`). The refusal `refund_amount_exceeds_paid` carries `{ max }`.
 */
export function validateRefundAmount(amount: string, paid: MoneyValue): ValidationResult {
  if (!isMoneyInput(amount) || !isPositive(amount))
    return invalid('refund_amount_invalid', 'money');
  if (compare(amount, paid) > 0) {
    return invalid('refund_amount_exceeds_paid', 'money', { max: toMoneyString(paid) });
  }
  return VALID;
}

/** An order line as a refund sees it: unit price, quantity and the line's freight. */
export type RefundableLine = {
  readonly price: MoneyValue;
  readonly number: number;
  readonly freight: MoneyValue;
};

/**
 * The most a refund of one order line may ask for: what was paid for the line (price * number +
 * its freight), and never more than the order's payment less its other refunds (succeeded or
 * still open), so the refunds of an order never add up to more than was paid. Never below zero.
 */
export function refundableAmount(
  line: RefundableLine,
  order: { readonly paid: MoneyValue; readonly otherRefunds: MoneyValue },
): string {
  const linePaid = add(multiply(line.price, line.number), line.freight);
  const left = subtract(order.paid, order.otherRefunds);
  const most = compare(linePaid, left) < 0 ? linePaid : left;
  return toMoneyString(isPositive(most) ? most : '0');
}
