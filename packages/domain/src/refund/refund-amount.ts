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
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';
import type { RefundState } from './refund-state.js';

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

/**
 * True when a refund's amount counts against what its order paid (see `refundableAmount`'s
 * `otherRefunds`): while it is open and once it succeeded; a closed refund gave its amount back.
 */
export function refundCountsAgainstPaid(state: RefundState): boolean {
  return state !== 'closed';
}

/** The return logistics a buyer sends back (`refund/toExpress`). */
export type ReturnShipmentForm = {
  /** The courier's name. */
  readonly express_name: string;
  /** The tracking number. */
  readonly express_no: string;
};

/** Shipping a return back needs the courier and the tracking number (`field_required` with the field). */
export function validateReturnShipment(form: ReturnShipmentForm): ValidationResult {
  const required = (field: keyof ReturnShipmentForm) =>
    form[field].trim() === '' ? invalid('field_required', field, { field }) : VALID;
  return firstInvalid(required('express_name'), required('express_no'));
}
