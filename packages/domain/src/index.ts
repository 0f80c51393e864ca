export { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from './constants/index.js';
export type { LanguageCode } from './constants/index.js';
export { DomainError, ERROR_CODES, isDomainError } from './errors/index.js';
export type { DomainErrorCode } from './errors/index.js';
export {
  CHAT_MESSAGE_TYPES,
  CHAT_RECONNECT_LIMIT,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_VOICE_MAX_SECONDS,
  markConversationRead,
  NO_UNREAD,
  nextReconnectAttempt,
  nextUnread,
  totalUnread,
  validateChatText,
} from './chat/index.js';
export type { ChatMessageType, IncomingChatMessage, UnreadCounts } from './chat/index.js';
export {
  MONEY_DECIMALS,
  MoneyDecimal,
  ZERO,
  add,
  compare,
  divide,
  equals,
  floorCents,
  formatMoney,
  isMoneyInput,
  isMoneyString,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
  money,
  multiply,
  roundCents,
  subtract,
  sum,
  toMoneyString,
} from './money/index.js';
export type { Factor, FormatMoneyOptions, Money, MoneyValue } from './money/index.js';
export {
  BASE_CURRENCY,
  enteredAmountToWire,
  enteredToWire,
  formatDisplayAmount,
  resolveCurrency,
  toDisplayAmount,
  toStoredAmount,
} from './currency/index.js';
export type { CurrencyEntry } from './currency/index.js';
export {
  CART_STORAGE_TYPES,
  EMPTY_CART,
  ORDER_CONFIRM_PATH,
  canDecrease,
  cartReducer,
  computeCart,
  deleteStorageType,
  mergeCarts,
  settle,
  tickedLines,
} from './cart/index.js';
export type {
  Cart,
  CartAction,
  CartAddInput,
  CartLineRef,
  CartProduct,
  CartProductInput,
  CartShop,
  CartShopInput,
  CartSku,
  CartStorageType,
  SettlementDecision,
  SettlementLine,
} from './cart/index.js';
export {
  BUYER_ORDER_ACTIONS,
  DEFAULT_SHIP_WITHIN_HOURS,
  MERCHANT_ORDER_ACTIONS,
  ORDER_PROGRESS_STEPS,
  ORDER_STATES,
  ORDER_TABS,
  buyerActionConfirmKey,
  buyerActionKey,
  buyerOrderActions,
  combinedOrderTotals,
  deliveryCountdown,
  durationParts,
  merchantActionKey,
  merchantOrderActions,
  nextOrderState,
  orderProgress,
  orderStateFromWire,
  orderStateToWire,
  orderStatusKey,
  parseOrderTab,
  shippingDeadline,
  shopOrderTotals,
} from './order/index.js';
export type {
  BuyerOrderAction,
  DeliveryCountdown,
  DurationParts,
  MerchantOrderAction,
  OrderEvent,
  OrderMilestones,
  OrderProgressItem,
  OrderProgressStep,
  OrderState,
  OrderStateNumber,
  OrderTab,
  OrderTotals,
  PricedLine,
} from './order/index.js';
export {
  GOODS_CONDITIONS,
  GOODS_CONDITION_OPTIONS,
  GOODS_REFUND_STATUSES,
  REFUND_REASONS,
  REFUND_REASON_OPTIONS,
  REFUND_STATES,
  REFUND_TABS,
  REFUND_TYPES,
  REFUND_TYPE_OPTIONS,
  canApplyRefund,
  goodsConditionFromWire,
  goodsRefundStatusFor,
  goodsRefundStatusFromWire,
  goodsRefundStatusKey,
  goodsRefundStatusToWire,
  goodsRefundStatusTone,
  nextRefundState,
  refundActionKey,
  refundActions,
  refundReasonFromWire,
  refundStateFromWire,
  refundStateKey,
  refundStateToWire,
  refundStateTone,
  refundTypeFromWire,
  validateRefundAmount,
} from './refund/index.js';
export {
  refundCountsAgainstPaid,
  refundableAmount,
  validateReturnShipment,
} from './refund/index.js';
export type { RefundableLine, ReturnShipmentForm } from './refund/index.js';
export type {
  GoodsCondition,
  GoodsRefundStatus,
  RefundAction,
  RefundActionType,
  RefundActor,
  RefundOption,
  RefundReason,
  RefundState,
  RefundTab,
  RefundTone,
  RefundType,
} from './refund/index.js';
export {
  ADDRESS_LIMIT,
  AVATAR_EXTENSIONS,
  COPY_FEEDBACK_MS,
  COUNTRY_DIAL_CODES,
  DEFAULT_PAGE_SIZE,
  DIALOG_DEFAULTS,
  FEEDBACK_HANDLING_HOURS,
  HEARTBEAT,
  HTTP_TIMEOUT_MS,
  NICKNAME_LENGTH,
  PASSWORD_LENGTH,
  PERSISTED_STATE_PARTS,
  POPUP_Z_INDEX_START,
  RECONNECT_LIMIT,
  SERVER_FALLBACK_LANGUAGE,
  STORAGE_KEYS,
  TOAST_DURATION_MS,
  USERNAME_LENGTH,
  acceptLanguage,
  isKnownAreaCode,
} from './constants/index.js';
export type { CountryDialCode } from './constants/index.js';
export {
  VALID,
  assertValid,
  firstInvalid,
  invalid,
  isPasswordAdvised,
  validateAddress,
  validateAddressSet,
  validateAvatarFile,
  validateCaptcha,
  validateConfirmPassword,
  validateLoginAttempt,
  validateLoginForm,
  validateNickname,
  validateOrderData,
  validateOrderSubmission,
  validatePassword,
  validatePasswordChange,
  validateRefundForm,
  validateRegisterForm,
  validateSelection,
  validateUsername,
} from './validation/index.js';
export type {
  AddressForm,
  OrderDataLike,
  RefundForm,
  ValidationResult,
} from './validation/index.js';
export {
  JUST_NOW_MS,
  calendarDate,
  calendarDaysBetween,
  calendarParts,
  chatTime,
  dayNumber,
  daysBetweenDates,
  parseCalendarDate,
  relativeTime,
  unixSecondsToMs,
} from './time/index.js';
export type {
  CalendarParts,
  ChatTime,
  EpochMs,
  RelativeTime,
  RelativeTimeOptions,
} from './time/index.js';
export {
  DESKTOP_ROUTES,
  LOGIN_ROUTE_PATH,
  MERCHANT_QUICK_ENTRIES,
  MERCHANT_TABS,
  MOBILE_BREAKPOINT_PX,
  MOBILE_ROUTES,
  REM_BASE_PX,
  SHOPPER_TABS,
  SIDE_SWITCHES,
  STOREFRONT_TABS,
  USER_CENTRE_PATH,
  buildPath,
  flattenRoutes,
  guard,
  isLoggedIn,
  isMerchant,
  layoutForWidth,
  matchRoute,
  merchantEntryPath,
  rem,
  remCss,
  rootFontSize,
  routesFor,
  userTools,
} from './routing/index.js';
export type {
  AuthLevel,
  FlatRoute,
  GuardDecision,
  Layout,
  NavItem,
  RouteDef,
  RouteMatch,
  SessionUser,
} from './routing/index.js';
export {
  BILL_TABS,
  BILL_TYPES,
  MERCHANT_BILL_TABS,
  PAYOUT_TYPES,
  WITHDRAW_STATUSES,
  WITHDRAW_TABS,
  billTypeKey,
  checkBalance,
  isPayoutType,
  maxWithdrawable,
  payoutRequiredFields,
  payoutTypeKey,
  validatePayoutAccount,
  validateWithdraw,
  withdrawQuote,
  withdrawStatusKey,
} from './wallet/index.js';
export type {
  BillTab,
  BillType,
  PayoutAccountForm,
  PayoutType,
  WithdrawPolicy,
  WithdrawQuote,
  WithdrawStatus,
} from './wallet/index.js';
export { RECHARGE_METHODS, validateRecharge } from './wallet/index.js';
export type { RechargeForm } from './wallet/index.js';
export {
  APPLICATION_STATES,
  GOODS_STATUSES,
  GOODS_TABS,
  ID_TYPES,
  STATS_PERIODS,
  applicationStateFromWire,
  applicationStateKey,
  applicationStateToWire,
  goodsStatusFromWire,
  goodsStatusKey,
  idTypeKey,
  lineProfit,
  merchantIncome,
  nextApplicationState,
  profitSummary,
  statsPeriodKey,
  toggledGoodsStatus,
  unitMargin,
  validateQualifications,
  validateShopInfo,
  validateSkuPrices,
} from './merchant/index.js';
export type {
  ApplicationAction,
  ApplicationState,
  GoodsStatus,
  IdType,
  ProfitLine,
  ProfitSummary,
  QualificationsForm,
  ShopInfoForm,
  StatsPeriod,
} from './merchant/index.js';
export {
  COUPLE_STATES,
  coupleActions,
  coupleStateKey,
  isCoupleActive,
  nextCoupleState,
  validateCoupleInvite,
} from './couple/index.js';
export type { CoupleAction, CoupleActor, CoupleInvitation, CoupleState } from './couple/index.js';
export {
  FEEDBACK_TYPES,
  REPORT_TYPES,
  feedbackHandling,
  feedbackTypeKey,
  reportTypeKey,
  validateFeedback,
  validateReport,
} from './feedback/index.js';
export type {
  FeedbackForm,
  FeedbackType,
  HandlingStatus,
  ReportForm,
  ReportType,
} from './feedback/index.js';
export { SIGN_IN_BONUS_TABLE, signIn, signInBonus, signInStatus } from './sign-in/index.js';
export type { SignInRecord, SignInStatus } from './sign-in/index.js';
export {
  COMMENT_TABS,
  commentGoodRate,
  commentGrade,
  commentInTab,
  commentTabScores,
  validateCommentScore,
} from './comment/index.js';
export type { CommentTab } from './comment/index.js';
export {
  DEFAULT_SEARCH_FILTER,
  SEARCH_TABS,
  activeSearchTab,
  searchQuery,
  searchTabKey,
  selectSearchTab,
} from './search/index.js';
export type { SearchFilter, SearchTab } from './search/index.js';
export { DOMAIN_MESSAGE_KEYS } from './messages/index.js';
export {
  skuDifferences,
  statsRange,
  validateMarketGoods,
  validateShopSettings,
} from './merchant/index.js';
export type {
  MarketGoodsForm,
  MarketSkuForm,
  ShopSettingsForm,
  SpecForm,
  StatsBucket,
  StatsRange,
} from './merchant/index.js';
export { epochOfCalendar } from './time/index.js';
export { validateReply } from './comment/index.js';
export { validateCurrencyForm } from './currency/index.js';
export type { CurrencyForm } from './currency/index.js';
export { isVoucherUsable, usableVouchers } from './coupon/index.js';
export type { VoucherTarget, VoucherTerms } from './coupon/index.js';
export { APPLICATION_STEPS, applicationStep } from './merchant/index.js';
export type { ApplicationStep } from './merchant/index.js';
export { validateAddressCount } from './validation/index.js';
export {
  NO_OPERATOR_PERMISSION_KEY,
  OPERATOR_ENTRY,
  OPERATOR_NAV_ITEMS,
  isOperator,
  operatorNavId,
} from './routing/index.js';
export { validateReviewReason } from './validation/index.js';
