export { defineEndpoint } from './define.js';
export type {
  AuthLevel,
  BodyOf,
  EndpointDefinition,
  HttpMethod,
  QueryOf,
  ResponseOf,
  StaticOf,
} from './define.js';
export {
  Count,
  Empty,
  Envelope,
  ENVELOPE_CODES,
  ID_MAX,
  Id,
  IdOrNone,
  Int32,
  Money,
  MoneyInput,
  Page,
  PAGE_MAX,
  PageQuery,
  Paged,
  Timestamp,
  TIMESTAMP_MAX,
} from './schemas.js';
export type { MoneyString, PagedOf } from './schemas.js';
export {
  Captcha,
  SessionAnswer,
  SessionUserInfo,
  UserInfo,
  UserStatistics,
  upload,
  user,
} from './user.js';
export {
  FinanceStatus,
  PayAccount,
  PayoutType,
  Recharge,
  RechargeAccount,
  Withdraw,
  wallet,
} from './wallet.js';
export {
  Refund,
  RefundGoods,
  RefundInfo,
  RefundLogEntry,
  ShopRefund,
  ShopRefundInfo,
  merchantRefund,
  refund,
} from './refund.js';
export { LedgerCheck, LedgerFinding, adminFinance } from './admin-finance.js';
export {
  Banner,
  CategoryChild,
  CategoryNode,
  CategoryTree,
  CommentItem,
  CommentSummary,
  CommentTab,
  CoupleShop,
  CurrencyItem,
  GoodsCard,
  GoodsDetail,
  GoodsOrder,
  Rating,
  ShopCard,
  ShopDetail,
  SkuItem,
  SortDirection,
  SpecItem,
} from './catalogue.js';
export {
  AppInfo,
  SearchPage,
  SearchQuery,
  SearchSuggestion,
  SUGGESTIONS_MAX,
  common,
} from './common.js';
export { goods } from './goods.js';
export {
  BannerTranslations,
  CategoryTranslations,
  GoodsTranslations,
  TRANSLATION_LANGUAGES,
  TranslatedSpec,
  Translations,
} from './translations.js';
export { FollowedShop, shop } from './shop.js';
export { MyCommentItem, ScoreLogItem } from './user.js';
export { Address, AddressForm, address } from './address.js';
export { FavouriteGoods, FootprintGoods, product } from './product.js';
export { SignInCard, signin } from './signin.js';
export { ComplaintItem, FeedbackItem, complaint, feedback } from './feedback.js';
export {
  ClaimableVoucher,
  ManagedVoucher,
  VoucherBody,
  VoucherItem,
  adminCoupon,
  coupon,
  merchantCoupon,
} from './coupon.js';
export { NoticeItem, notice } from './notice.js';
export { Cart, CartAddGoods, CartLineRef, CartProduct, CartShop, CartSku, cart } from './cart.js';
export {
  OrderAddress,
  OrderAddressData,
  OrderComment,
  OrderGoodsItem,
  OrderInfo,
  OrderListItem,
  OrderPay,
  OrderProgressItem,
  OrderRefundItem,
  OrderShop,
  OrderStateNumber,
  SettlementLine,
  SettlementProduct,
  SettlementShop,
  SubmissionProduct,
  order,
} from './order.js';
export { MoneyLogItem, MoneyLogType, pay } from './pay.js';
export { MerchantOrderInfo, MerchantOrderItem, merchantOrder } from './merchant-order.js';
export {
  ChatErrorFrame,
  ChatFrame,
  ChatGoodsContent,
  ChatMessage,
  ChatMessageBody,
  ChatMessageInput,
  ChatOrderContent,
  ChatSender,
  ChatSendFrame,
  ChatSentFrame,
  Conversation,
  NoticeFrame,
  UnreadByPartner,
  chat,
} from './chat.js';
export {
  AdminApplication,
  AdminCategory,
  AdminCategoryNode,
  AdminMarketGoods,
  AdminBanner,
  AdminComplaint,
  AdminCurrency,
  AdminFeedback,
  MarketSku,
  admin,
} from './admin.js';
export { CoupleInvitation, couple } from './couple.js';
export {
  ConsoleStats,
  MarketGoodsItem,
  MarketJob,
  MerchantComment,
  MerchantGoodsInfo,
  MerchantGoodsItem,
  MerchantShop,
  MerchantSku,
  ProfitRecord,
  StatsPoint,
  merchant,
} from './merchant.js';
export { merchantExport } from './merchant-export.js';
export { MerchantApplication, shopApply } from './shop-apply.js';
