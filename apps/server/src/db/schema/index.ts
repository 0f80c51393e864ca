export {
  banners,
  categories,
  coupleBindings,
  coupons,
  couples,
  currencies,
  goods,
  goodsSearch,
  goodsSkus,
  marketGoods,
  marketGoodsSkus,
  pageViews,
  searchKeywords,
  shopCategories,
  shops,
  userCoupons,
} from './catalogue.js';
export type { GoodsTranslationsColumn, SpecGroup, Translations } from './catalogue.js';
export { CHAT_MESSAGE_TYPES, chatConversations, chatMessages } from './chat.js';
export {
  MONEY_LOG_TYPES,
  moneyLog,
  platformAccounts,
  platformMoneyLog,
  profitRecords,
  rechargeAccounts,
  recharges,
  withdrawAccounts,
  withdraws,
} from './money.js';
export type { MoneyLogType } from './money.js';
export {
  carts,
  comments,
  orderGoods,
  orderSubmissionTokens,
  orders,
  payments,
  refundLogs,
  refunds,
} from './orders.js';
export { footprints, goodsFavourites, shopFollows } from './social.js';
export {
  JOB_STATUSES,
  appMeta,
  idempotencyRecords,
  jobs,
  schedules,
  uploadVariants,
  uploads,
} from './system.js';
export {
  addresses,
  captchas,
  complaints,
  feedback,
  merchantApplications,
  notices,
  rateLimits,
  scoreLog,
  sessions,
  signins,
  users,
} from './users.js';
