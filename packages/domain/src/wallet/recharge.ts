import { isMoneyInput, isPositive } from '../money/money.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';
import { PAYOUT_TYPES, isPayoutType, type PayoutType } from './wallet.js';

/**
 * How a top-up reaches the platform: a transfer to one of its accounts, of the same kinds as payout
 * accounts (a crypto wallet or a bank account; spec section 8: only the account shown on the
 * recharge page).
 */
export const RECHARGE_METHODS: readonly PayoutType[] = PAYOUT_TYPES;

/** A top-up form (API contract `pay/recharge`): the amount as typed, the method, the transfer's reference. */
export type RechargeForm = {
  readonly money: string;
  readonly method: string;
  /** The transfer's reference number, to match it with the received money. */
  readonly order_no: string;
};

/**
 * A top-up request: a positive amount of at most two decimals (`invalid_amount`), a known method
 * (`recharge_method_invalid`) and the transfer's reference (`recharge_order_no_required`).
 */
export function validateRecharge(form: RechargeForm): ValidationResult {
  return firstInvalid(
    isMoneyInput(form.money) && isPositive(form.money) ? VALID : invalid('invalid_amount', 'money'),
    isPayoutType(form.method) ? VALID : invalid('recharge_method_invalid', 'method'),
    form.order_no.trim() === '' ? invalid('recharge_order_no_required', 'order_no') : VALID,
  );
}
