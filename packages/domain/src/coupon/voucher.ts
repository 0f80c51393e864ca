import { type MoneyValue, compare } from '../money/money.js';
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
