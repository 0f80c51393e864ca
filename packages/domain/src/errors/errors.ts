/**
 * Every refusal the product can answer with. A code is stable: the server maps it to the
 * envelope and a translated `msg` (i18n key `errors:<code>`), the app shows that message.
 * Add codes here, never inline strings elsewhere.
 */
export const ERROR_CODES = [
  // route guard and session (spec section 2 and 8)
  'login_required',
  'already_logged_in',
  'no_shop_permission',
  'not_merchant',
  'forbidden',
  'not_found',
  'bad_request',
  'too_large',
  'rate_limited',
  'server_error',
  // validation (spec section 5)
  'username_empty',
  'username_length',
  'password_empty',
  'password_length',
  'password_mismatch',
  'captcha_empty',
  'captcha_wrong',
  // cart and orders
  'select_item_first',
  'cart_decrease_at_one',
  'address_required',
  'order_data_empty',
  'insufficient_balance',
  'listing_in_progress',
  // refunds
  'refund_reason_required',
  // a call that got no answer (packages/api: ApiError.messageKey)
  'timeout',
  'network_error',
  // money and currency (packages/domain money, currency)
  'invalid_amount',
  'currency_rate_invalid',
  // cart (packages/domain cart)
  'cart_number_invalid',
  'cart_line_not_found',
  // orders (packages/domain order)
  'unknown_state',
  'order_action_not_allowed',
  // refunds (packages/domain refund)
  'refund_transition_not_allowed',
  'refund_reject_reason_required',
  'refund_amount_invalid',
  'refund_amount_exceeds_paid',
  'refund_goods_status_required',
  'refund_type_required',
  'refund_return_requires_received',
  // validation (packages/domain validation)
  'avatar_format',
  'address_name_required',
  'address_country_required',
  'address_mobile_invalid',
  'address_detail_required',
  // time (packages/domain time)
  'invalid_time_zone',
  // wallet and withdrawals (packages/domain wallet)
  'payout_type_invalid',
  'payout_account_required',
  'payout_name_required',
  'payout_bank_required',
  'payout_address_required',
  'withdraw_below_minimum',
  'withdraw_exceeds_balance',
  // merchant application and couple shops (packages/domain merchant, couple)
  'application_transition_not_allowed',
  'review_reason_required',
  'application_field_required',
  'email_invalid',
  'couple_action_not_allowed',
  'couple_not_party',
  'couple_self_invite',
  'couple_already_bound',
  'couple_invite_pending',
  // feedback, sign-in and reviews (packages/domain feedback, sign-in, comment)
  'feedback_type_required',
  'feedback_content_required',
  'already_signed_today',
  'comment_score_invalid',
  // accounts, captcha, uploads and idempotency (apps/server)
  'captcha_expired',
  'login_failed',
  'username_taken',
  'invite_code_invalid',
  'account_locked',
  'upload_format',
  'upload_missing',
  'idempotency_key_reused',
  // wallet, top-ups, withdrawals and refunds (apps/server wallet and refund services)
  'pay_password_wrong',
  'recharge_method_invalid',
  'recharge_order_no_required',
  'already_reviewed',
  'refund_not_allowed',
  // profile, addresses and reports (apps/server catalogue and user side)
  'nickname_length',
  'old_password_wrong',
  'report_target_not_found',
  'report_reason_required',
  'report_self',
  'address_limit',
  // cart and orders (apps/server cart and order services)
  'out_of_stock',
  'goods_unavailable',
  'order_token_invalid',
  // merchant console, wholesale market and operator tools (apps/server merchant and admin services)
  'already_merchant',
  'field_required',
  'retail_below_wholesale',
  'market_goods_listed',
  'category_in_use',
  'reply_required',
  // chat and voice uploads (apps/server chat service, packages/domain chat)
  'chat_self',
  'chat_client_unknown',
  'chat_message_empty',
  'chat_message_too_long',
  'voice_format',
  // shipping (packages/domain order shipment)
  'express_name_invalid',
  'express_no_invalid',
  // pricing under cost (packages/domain merchant goods)
  'price_below_cost',
  // payout account formats (packages/domain wallet payout-format)
  'payout_address_invalid',
  'payout_address_checksum',
  'payout_bank_account_invalid',
  'payout_jp_account_invalid',
  'payout_branch_code_invalid',
  'payout_account_type_required',
  'payout_name_invalid',
  // the refund rule (packages/domain refund amount)
  'refund_whole_line_before_shipment',
  'refund_not_shipped_received',
  // vouchers (packages/domain coupon, apps/server vouchers)
  'voucher_name_required',
  'voucher_threshold_too_low',
  'voucher_dates_invalid',
  'voucher_quantity_invalid',
  'voucher_unavailable',
  'voucher_threshold_not_met',
  'voucher_sold_out',
  'voucher_already_claimed',
  'voucher_not_claimable',
  'voucher_budget_exhausted',
  'voucher_terms_locked',
  'voucher_quantity_below_claimed',
  // the merchant's CSV exports (packages/domain merchant export)
  'export_date_invalid',
  'export_period_invalid',
  'export_period_too_long',
  // top-up accounts (apps/server recharge accounts)
  'recharge_currency_invalid',
  // requests the server refuses before any rule (apps/server http: issue 16)
  'invalid_text',
  'unsupported_media_type',
  'method_not_allowed',
  'uri_too_long',
  'headers_too_large',
  'service_unavailable',
  // a shop's own goods (packages/domain merchant own-goods, apps/server merchant goods: issue 14)
  'goods_title_length',
  'goods_photo_required',
  'goods_photos_too_many',
  'spec_too_many',
  'spec_name_required',
  'spec_name_invalid',
  'spec_name_duplicate',
  'sku_combination_missing',
  'market_price_below_price',
  'stock_invalid',
  'stock_alert_invalid',
  'goods_from_market',
  'sku_retired',
] as const;

/** A stable refusal code; its message is the i18n key `errors:<code>`. */
export type DomainErrorCode = (typeof ERROR_CODES)[number];

/**
 * A business rule refused an action. Carries a stable `code` and optional `details` that the
 * message interpolates (for example `{ balance: '12.00' }` for insufficient balance).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    /** The stable refusal code. */
    readonly code: DomainErrorCode,
    /** Values the translated message interpolates, also sent to the client as `data`. */
    readonly details?: Readonly<Record<string, string | number>>,
  ) {
    super(code);
  }
}

/** True when `value` is a {@link DomainError}, also across realms and bundles. */
export function isDomainError(value: unknown): value is DomainError {
  return (
    value instanceof DomainError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'DomainError' &&
      typeof (value as { code?: unknown }).code === 'string')
  );
}
