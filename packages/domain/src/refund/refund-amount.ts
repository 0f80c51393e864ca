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

/** An order line as a refund sees it: unit price, quantity, the line's freight and discount. */
export type RefundableLine = {
  readonly price: MoneyValue;
  readonly number: number;
  readonly freight: MoneyValue;
  /** The line's share of the order's voucher discount (domain `allocateDiscount`); 0 without. */
  readonly discount?: MoneyValue;
};

/**
 * The most a refund of one order line may ask for: what the buyer paid for the line (price *
 * number + its freight - its share of the voucher discount: a refund pro-rates the discount, so
 * nobody gets a voucher back as cash), and never more than the order's payment less its other
 * refunds (succeeded or still open), so the refunds of an order never add up to more than was
 * paid. Never below zero.
 */
export function refundableAmount(
  line: RefundableLine,
  order: { readonly paid: MoneyValue; readonly otherRefunds: MoneyValue },
): string {
  const linePaid = subtract(
    add(multiply(line.price, line.number), line.freight),
    line.discount ?? '0',
  );
  const left = subtract(order.paid, order.otherRefunds);
  const most = compare(linePaid, left) < 0 ? linePaid : left;
  return toMoneyString(isPositive(most) ? most : '0');
}

/**
 * How much a refund of a line may ask for (the refund rule):
 * - **before the order ships** (`whole_line`) the refund is of the whole line, exactly what the
 *   buyer paid for it ({@link refundableAmount}): goods that were never sent cannot be "partly"
 *   refunded, and a merchant must never be paid for goods it did not ship. The form fixes the amount;
 * - **once shipped** (`up_to`) any amount up to it: a partial refund (a compensation for goods the
 *   buyer keeps) leaves the order running to receipt, when the merchant is paid the rest.
 */
export type RefundAmountRule =
  | { readonly kind: 'whole_line'; readonly amount: string }
  | { readonly kind: 'up_to'; readonly max: string };

/** The {@link RefundAmountRule} of a line of an order shipped or not. */
export function refundAmountRule(
  line: RefundableLine,
  order: {
    readonly paid: MoneyValue;
    readonly otherRefunds: MoneyValue;
    /** True once the merchant shipped the order. */
    readonly shipped: boolean;
  },
): RefundAmountRule {
  const most = refundableAmount(line, order);
  return order.shipped ? { kind: 'up_to', max: most } : { kind: 'whole_line', amount: most };
}

/**
 * A refund amount under its rule: positive with two decimals at most (`refund_amount_invalid`);
 * before shipment exactly the whole line (`refund_whole_line_before_shipment` with `{ amount }`);
 * after, at most the line's paid amount (`refund_amount_exceeds_paid` with `{ max }`).
 */
export function validateRefundAmountByRule(
  amount: string,
  rule: RefundAmountRule,
): ValidationResult {
  if (rule.kind === 'up_to') return validateRefundAmount(amount, rule.max);
  if (!isMoneyInput(amount) || !isPositive(amount))
    return invalid('refund_amount_invalid', 'money');
  return compare(amount, rule.amount) === 0
    ? VALID
    : invalid('refund_whole_line_before_shipment', 'money', { amount: rule.amount });
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
