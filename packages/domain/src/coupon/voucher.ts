import {
  type MoneyValue,
  compare,
  isMoneyInput,
  isPositive,
  toMoneyString,
} from '../money/money.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';
import { unixSecondsToMs, type EpochMs } from '../time/calendar.js';

/** A voucher as the wire gives it (`coupon/getMyList`): unix-second times, `state` 0 unused. */
export type VoucherTerms = {
  /** The issuing shop, null for a platform voucher (usable in every shop). */
  readonly shop_id: number | null;
  /** The goods total from which it applies. */
  readonly threshold: MoneyValue;
  /** Usable from (unix seconds). */
  readonly starttime: number;
  /** Usable until (unix seconds, inclusive). */
  readonly endtime: number;
  /** 0 unused, 1 used, 2 expired. */
  readonly state: number;
};

/** The part of an order a voucher is weighed against: its shop and its goods total. */
export type VoucherTarget = {
  readonly shopId: number;
  readonly goodsTotal: MoneyValue;
};

/**
 * True when a voucher can go with one shop's order at `now`: unused, within its dates, issued by
 * that shop or by the platform, and the order's goods total reaches its threshold.
 */
export function isVoucherUsable(
  voucher: VoucherTerms,
  target: VoucherTarget,
  now: EpochMs,
): boolean {
  return (
    voucher.state === 0 &&
    unixSecondsToMs(voucher.starttime) <= now &&
    now <= unixSecondsToMs(voucher.endtime) &&
    (voucher.shop_id === null || voucher.shop_id === target.shopId) &&
    compare(target.goodsTotal, voucher.threshold) >= 0
  );
}

/** The vouchers of a list that can go with one shop's order at `now`, in the list's order. */
export function usableVouchers<V extends VoucherTerms>(
  vouchers: readonly V[],
  target: VoucherTarget,
  now: EpochMs,
): V[] {
  return vouchers.filter((voucher) => isVoucherUsable(voucher, target, now));
}

/** The most copies a voucher may have, and the longest a name may be. */
export const VOUCHER_LIMITS = { quantity: 100_000, name: 40 } as const;

/** A voucher an operator (platform voucher) or a merchant (shop voucher) issues. */
export type VoucherForm = {
  /** What buyers see ("Spring sale"). */
  readonly name: string;
  /** The amount off, as typed (a decimal of at most two places). */
  readonly amount: string;
  /** The minimum spend (goods total) from which it applies, as typed. */
  readonly threshold: string;
  /** Usable from (unix seconds). */
  readonly starttime: number;
  /** Usable until (unix seconds). */
  readonly endtime: number;
  /** How many copies buyers may claim in all. */
  readonly total: number;
};

/**
 * A voucher's terms: a name (1-40 characters, `voucher_name_required`), a positive amount off of
 * at most two decimals (`invalid_amount` on `amount`), a minimum spend of at most two decimals
 * that is more than the amount off (`voucher_threshold_too_low`: so a voucher never pays for a
 * whole order and the buyer always pays something), an end after the start (`voucher_dates_invalid`)
 * and 1 to 100 000 copies (`voucher_quantity_invalid`). Checked in the order of the form.
 */
export function validateVoucherForm(form: VoucherForm): ValidationResult {
  const name = form.name.trim();
  return firstInvalid(
    name === '' || [...name].length > VOUCHER_LIMITS.name
      ? invalid('voucher_name_required', 'name')
      : VALID,
    isMoneyInput(form.amount) && isPositive(form.amount)
      ? VALID
      : invalid('invalid_amount', 'amount', { field: 'amount' }),
    isMoneyInput(form.threshold)
      ? compare(form.threshold, form.amount) > 0
        ? VALID
        : invalid('voucher_threshold_too_low', 'threshold')
      : invalid('invalid_amount', 'threshold', { field: 'threshold' }),
    Number.isInteger(form.starttime) &&
      Number.isInteger(form.endtime) &&
      form.starttime >= 0 &&
      form.endtime > form.starttime
      ? VALID
      : invalid('voucher_dates_invalid', 'endtime'),
    Number.isInteger(form.total) && form.total >= 1 && form.total <= VOUCHER_LIMITS.quantity
      ? VALID
      : invalid('voucher_quantity_invalid', 'total'),
  );
}

/**
 * The discount a usable voucher gives an order: its amount, never more than the goods total
 * (which a valid voucher's minimum spend already guarantees).
 */
export function voucherDiscount(amount: MoneyValue, goodsTotal: MoneyValue): string {
  return toMoneyString(compare(amount, goodsTotal) <= 0 ? amount : goodsTotal);
}

/**
 * Why a voucher cannot go with one shop's order at `now`, or null when it can: used or expired
 * (`voucher_unavailable`), not started yet, another shop's, or the goods total under its minimum
 * spend (`voucher_threshold_not_met` with `{ threshold }`).
 */
export function voucherRefusal(
  voucher: VoucherTerms,
  target: VoucherTarget,
  now: EpochMs,
): ValidationResult {
  if (
    voucher.state !== 0 ||
    unixSecondsToMs(voucher.starttime) > now ||
    now > unixSecondsToMs(voucher.endtime) ||
    (voucher.shop_id !== null && voucher.shop_id !== target.shopId)
  ) {
    return invalid('voucher_unavailable', 'coupon_id');
  }
  return compare(target.goodsTotal, voucher.threshold) >= 0
    ? VALID
    : invalid('voucher_threshold_not_met', 'coupon_id', {
        threshold: toMoneyString(voucher.threshold),
      });
}
