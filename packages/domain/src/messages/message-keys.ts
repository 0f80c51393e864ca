import { COUNTRY_DIAL_CODES } from '../constants/countries.js';
import { COMMENT_TABS } from '../comment/comment.js';
import {
  COUPLE_MOVES,
  COUPLE_STATES,
  coupleMoveKeys,
  coupleRoleKey,
  coupleStateKey,
} from '../couple/couple.js';
import { ERROR_CODES } from '../errors/errors.js';
import {
  FEEDBACK_HANDLING_TABS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  REPORT_TYPES,
  feedbackHandlingTabKey,
  feedbackStatusKey,
  feedbackTypeKey,
  feedbackWaitKey,
  reportTypeKey,
} from '../feedback/feedback.js';
import {
  APPLICATION_STATES,
  ID_TYPES,
  REVIEWED_APPLICATION_STATES,
  applicationReviewKey,
  applicationStateKey,
  idTypeKey,
} from '../merchant/application.js';
import { APPLICATION_STEPS } from '../merchant/application-step.js';
import {
  applicationListEmptyKey,
  applicationStatusTextKeys,
  applicationStepKey,
} from '../merchant/application-view.js';
import {
  GOODS_STATUSES,
  GOODS_TABS,
  STATS_PERIODS,
  goodsStatusKey,
  statsPeriodKey,
} from '../merchant/goods.js';
import { EXPORT_KINDS, exportKindKey } from '../merchant/export.js';
import {
  BUYER_ORDER_ACTIONS,
  MERCHANT_ORDER_ACTIONS,
  buyerActionConfirmKey,
  buyerActionConfirmLabels,
  buyerActionKey,
  buyerActionSuccessKey,
  merchantActionKey,
} from '../order/order-actions.js';
import { ORDER_STATES, ORDER_TABS, orderProgress, orderStatusKey } from '../order/order-state.js';
import {
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TYPE_OPTIONS,
} from '../refund/refund-options.js';
import {
  GOODS_REFUND_STATUSES,
  REFUND_LOG_ACTIONS,
  REFUND_STATES,
  REFUND_TABS,
  goodsRefundStatusKey,
  refundLogActorKey,
  refundLogStepKey,
  refundStateKey,
} from '../refund/refund-state.js';
import { refundActionKey, refundStateHintKey } from '../refund/refund-transitions.js';
import { NO_OPERATOR_PERMISSION_KEY } from '../routing/guard.js';
import {
  MERCHANT_QUICK_ENTRIES,
  MERCHANT_TABS,
  OPERATOR_ENTRY,
  OPERATOR_NAV_ITEMS,
  SHOPPER_TABS,
  SIDE_SWITCHES,
  STOREFRONT_TABS,
  userTools,
} from '../routing/navigation.js';
import { SEARCH_TABS, searchTabKey } from '../search/search.js';
import {
  LEDGER_CHECK_STATES,
  VISIBILITIES,
  VISIBILITY_SUBJECTS,
  ledgerCheckKey,
  visibilityKey,
} from '../status/visibility.js';
import { JP_ACCOUNT_TYPES, jpAccountTypeKey } from '../wallet/payout-format.js';
import {
  MERCHANT_BILL_TABS,
  PAYOUT_TYPES,
  WITHDRAW_STATUSES,
  WITHDRAW_TABS,
  financeReviewStatusKey,
  payoutTypeKey,
} from '../wallet/wallet.js';

/**
 * Keys a rule returns that are not built from a list above: the delivery countdown's labels, the
 * feedback handling statuses and the password advice.
 */
const LITERAL_KEYS = [
  'order:delivery.remaining',
  'order:delivery.overdue',
  'user:feedback.status.pending',
  'user:feedback.status.overdue',
  'user:feedback.status.handled',
  'user:password.advice',
];

const REFUND_ACTION_KEYS = [
  ...(['edit', 'close', 'ship_back', 'ask_platform'] as const).map((type) =>
    refundActionKey('buyer', type),
  ),
  ...(['agree', 'reject', 'confirm_return'] as const).map((type) =>
    refundActionKey('seller', type),
  ),
  ...(['approve', 'reject', 'close'] as const).map((type) => refundActionKey('platform', type)),
];

/**
 * Every i18n key the domain refers to (`namespace:path.to.key`), sorted and without duplicates.
 * `packages/i18n` checks that each exists in all 13 packs; a rule that starts returning a new key
 * must add it here (a test in this package fails otherwise).
 */
export const DOMAIN_MESSAGE_KEYS: readonly string[] = [
  ...new Set([
    ...ERROR_CODES.map((code) => `errors:${code}`),
    ...ORDER_STATES.map(orderStatusKey),
    ...ORDER_TABS.map((tab) => tab.labelKey),
    ...orderProgress('completed').map((step) => step.labelKey),
    ...BUYER_ORDER_ACTIONS.map(buyerActionKey),
    ...BUYER_ORDER_ACTIONS.flatMap((action) => buyerActionConfirmKey(action) ?? []),
    ...BUYER_ORDER_ACTIONS.flatMap((action) => {
      const labels = buyerActionConfirmLabels(action);
      return labels ? [labels.confirm, labels.cancel] : [];
    }),
    ...BUYER_ORDER_ACTIONS.flatMap((action) => buyerActionSuccessKey(action) ?? []),
    ...MERCHANT_ORDER_ACTIONS.map(merchantActionKey),
    ...REFUND_STATES.map(refundStateKey),
    ...REFUND_STATES.flatMap((state) =>
      (['buyer', 'seller', 'platform'] as const).flatMap(
        (viewer) => refundStateHintKey(state, viewer) ?? [],
      ),
    ),
    ...GOODS_REFUND_STATUSES.map(goodsRefundStatusKey),
    ...REFUND_TABS.map((tab) => tab.labelKey),
    ...[...REFUND_REASON_OPTIONS, ...REFUND_TYPE_OPTIONS, ...GOODS_CONDITION_OPTIONS].map(
      (option) => option.labelKey,
    ),
    ...REFUND_ACTION_KEYS,
    ...REFUND_LOG_ACTIONS.map((action) => refundLogStepKey({ action, state: 0 })),
    ...(['buyer', 'seller', 'platform', 'system'] as const).map(refundLogActorKey),
    ...MERCHANT_BILL_TABS.map((tab) => tab.labelKey),
    ...WITHDRAW_TABS.map((tab) => tab.labelKey),
    ...(['recharge', 'withdraw'] as const).flatMap((kind) =>
      WITHDRAW_STATUSES.map((status) => financeReviewStatusKey(kind, status)),
    ),
    ...PAYOUT_TYPES.map(payoutTypeKey),
    ...JP_ACCOUNT_TYPES.map(jpAccountTypeKey),
    ...APPLICATION_STATES.map(applicationStateKey),
    ...REVIEWED_APPLICATION_STATES.map(applicationReviewKey),
    ...APPLICATION_STEPS.map(applicationStepKey),
    ...REVIEWED_APPLICATION_STATES.flatMap((state) => {
      const { titleKey, textKey } = applicationStatusTextKeys(state);
      return [titleKey, textKey, applicationListEmptyKey(state)];
    }),
    ...VISIBILITY_SUBJECTS.flatMap((subject) =>
      VISIBILITIES.map((visibility) => visibilityKey(subject, visibility)),
    ),
    ...LEDGER_CHECK_STATES.map(ledgerCheckKey),
    ...ID_TYPES.map(idTypeKey),
    ...GOODS_STATUSES.map(goodsStatusKey),
    ...GOODS_TABS.map((tab) => tab.labelKey),
    ...STATS_PERIODS.map(statsPeriodKey),
    ...EXPORT_KINDS.map(exportKindKey),
    ...COUPLE_STATES.map(coupleStateKey),
    ...(['inviter', 'invitee'] as const).map(coupleRoleKey),
    ...COUPLE_MOVES.flatMap((move) => Object.values(coupleMoveKeys(move))),
    ...FEEDBACK_TYPES.map(feedbackTypeKey),
    ...FEEDBACK_STATUSES.map(feedbackStatusKey),
    ...FEEDBACK_STATUSES.map(feedbackWaitKey),
    ...FEEDBACK_HANDLING_TABS.map(feedbackHandlingTabKey),
    ...REPORT_TYPES.map(reportTypeKey),
    ...COMMENT_TABS.map((tab) => tab.labelKey),
    ...SEARCH_TABS.map(searchTabKey),
    ...COUNTRY_DIAL_CODES.map((country) => country.nameKey),
    ...[...SHOPPER_TABS, ...STOREFRONT_TABS, ...MERCHANT_TABS, ...MERCHANT_QUICK_ENTRIES].map(
      (item) => item.labelKey,
    ),
    ...userTools(null).map((tool) => tool.labelKey),
    ...Object.values(SIDE_SWITCHES).map((item) => item.labelKey),
    ...OPERATOR_NAV_ITEMS.map((item) => item.labelKey),
    OPERATOR_ENTRY.labelKey,
    NO_OPERATOR_PERMISSION_KEY,
    ...LITERAL_KEYS,
  ]),
].sort();
