import { AVATAR_EXTENSIONS } from '../constants/limits.js';
import { isKnownAreaCode } from '../constants/countries.js';
import type { MoneyValue } from '../money/money.js';
import { GOODS_CONDITIONS, REFUND_REASONS, REFUND_TYPES } from '../refund/refund-options.js';
import {
  validateRefundAmount,
  validateRefundAmountByRule,
  type RefundAmountRule,
} from '../refund/refund-amount.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from './result.js';

/** The refund application form, with wire numbers (`null` while nothing is chosen). */
export type RefundForm = {
  /** Reason 0 to 6. */
  readonly reason: number | null;
  /** Goods condition (`expressType`): 0 not received, 1 received. */
  readonly expressType: number | null;
  /** Type: 0 refund only, 1 return and refund. */
  readonly type: number | null;
  /** The amount asked for, as typed. */
  readonly money: string;
};

function chosen(value: number | null, count: number): boolean {
  return value !== null && Number.isInteger(value) && value >= 0 && value < count;
}

/**
 * The refund form (spec section 5): a reason and a goods condition must be chosen, and a type; a
 * return needs the goods in hand; the amount is positive and at most `limit` (what was paid for
 * the goods), or follows the refund rule (`refundAmountRule`): before shipment the goods cannot
 * have been received (`refund_not_shipped_received`) and the amount is exactly the whole line.
 */
export function validateRefundForm(
  form: RefundForm,
  limit: MoneyValue | RefundAmountRule,
): ValidationResult {
  const rule = typeof limit === 'object' && 'kind' in limit ? limit : null;
  return firstInvalid(
    chosen(form.reason, REFUND_REASONS.length)
      ? VALID
      : invalid('refund_reason_required', 'reason'),
    chosen(form.expressType, GOODS_CONDITIONS.length)
      ? VALID
      : invalid('refund_goods_status_required', 'expressType'),
    chosen(form.type, REFUND_TYPES.length) ? VALID : invalid('refund_type_required', 'type'),
    rule?.kind === 'whole_line' && form.expressType === 1
      ? invalid('refund_not_shipped_received', 'expressType')
      : VALID,
    form.type === 1 && form.expressType === 0
      ? invalid('refund_return_requires_received', 'type')
      : VALID,
    rule
      ? validateRefundAmountByRule(form.money, rule)
      : validateRefundAmount(form.money, limit as MoneyValue),
  );
}

/** A shipping address must be set before ordering (spec section 5). */
export function validateAddressSet(addressId: number | null | undefined): ValidationResult {
  return typeof addressId === 'number' && Number.isInteger(addressId) && addressId > 0
    ? VALID
    : invalid('address_required', 'address_id');
}

/** The order data of a settlement: one entry per shop. */
export type OrderDataLike = { readonly lists: readonly unknown[] } | null | undefined;

/** An order can be submitted only when order data exists (spec section 5). */
export function validateOrderData(orderData: OrderDataLike): ValidationResult {
  return orderData && orderData.lists.length > 0 ? VALID : invalid('order_data_empty');
}

/** Order submission: the address first, then the order data. */
export function validateOrderSubmission(submission: {
  readonly addressId: number | null | undefined;
  readonly orderData: OrderDataLike;
}): ValidationResult {
  return firstInvalid(
    validateAddressSet(submission.addressId),
    validateOrderData(submission.orderData),
  );
}

const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/**
 * An avatar must be a jpg, jpeg or png (spec section 5), by file name (any letter case) and, when
 * given, by MIME type.
 */
export function validateAvatarFile(fileName: string, mimeType?: string): ValidationResult {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const extensionOk = (AVATAR_EXTENSIONS as readonly string[]).includes(extension ?? '');
  const typeOk = mimeType === undefined || AVATAR_TYPES.includes(mimeType.toLowerCase());
  return extensionOk && typeOk ? VALID : invalid('avatar_format', 'avatar');
}

/** Settlement, and listing or unlisting goods, need at least one selected item (spec section 5). */
export function validateSelection(selectedCount: number): ValidationResult {
  return selectedCount > 0 ? VALID : invalid('select_item_first');
}

/** A shipping address form. */
export type AddressForm = {
  readonly name: string;
  readonly mobile: string;
  /** The dial code chosen from the country list. */
  readonly areaCode: number | null;
  readonly address: string;
};

/**
 * A shipping address: a receiver name, a country from the dial-code list, a mobile number of 5 to 15
 * digits (spaces and hyphens allowed between them) and a detailed address.
 */
export function validateAddress(form: AddressForm): ValidationResult {
  return firstInvalid(
    form.name.trim() === '' ? invalid('address_name_required', 'name') : VALID,
    form.areaCode !== null && isKnownAreaCode(form.areaCode)
      ? VALID
      : invalid('address_country_required', 'country'),
    /^\d(?:[ -]?\d){4,14}$/.test(form.mobile.trim())
      ? VALID
      : invalid('address_mobile_invalid', 'mobile'),
    form.address.trim() === '' ? invalid('address_detail_required', 'address') : VALID,
  );
}
