export {
  APPLICATION_STATES,
  ID_TYPES,
  REVIEWED_APPLICATION_STATES,
  applicationStateFromWire,
  applicationStateKey,
  applicationReviewKey,
  applicationStateTone,
  applicationStateToWire,
  idTypeKey,
  isReviewedApplicationState,
  nextApplicationState,
  validateQualifications,
  validateShopInfo,
} from './application.js';
export type {
  ApplicationAction,
  ApplicationState,
  IdType,
  QualificationsForm,
  ReviewedApplicationState,
  ShopInfoForm,
} from './application.js';
export {
  GOODS_STATUSES,
  GOODS_TABS,
  STATS_PERIODS,
  belowCostPrices,
  goodsStatusFromWire,
  goodsStatusKey,
  statsPeriodKey,
  toggledGoodsStatus,
  validateSkuPrices,
} from './goods.js';
export type { BelowCostPrice, CostedPrice, GoodsStatus, GoodsTab, StatsPeriod } from './goods.js';
export { lineProfit, merchantIncome, profitSummary, unitMargin } from './profit.js';
export type { ProfitLine, ProfitSummary } from './profit.js';
export { skuDifferences, validateMarketGoods } from './market.js';
export type { MarketGoodsForm, MarketSkuForm, SpecForm } from './market.js';
export { validateShopSettings } from './shop.js';
export type { ShopSettingsForm } from './shop.js';
export { statsRange } from './stats.js';
export type { StatsBucket, StatsRange } from './stats.js';
export { APPLICATION_STEPS, applicationStep } from './application-step.js';
export type { ApplicationStep } from './application-step.js';
export {
  APPLICATION_VIEWERS,
  applicationActions,
  applicationListEmptyKey,
  applicationStatus,
  applicationStatusTextKeys,
  applicationStepKey,
  applicationSteps,
} from './application-view.js';
export type {
  ApplicationStatus,
  ApplicationStepMark,
  ApplicationStepView,
  ApplicationViewer,
  ApplicationViewerAction,
} from './application-view.js';
export {
  GOODS_PHOTOS,
  GOODS_SPEC_LIMITS,
  GOODS_TITLE_LENGTH,
  MAX_SKU_STOCK,
  crossesStockAlert,
  isLowStock,
  validateOwnGoods,
  validateSpecGroups,
} from './own-goods.js';
export type { OwnGoodsForm, OwnSkuForm } from './own-goods.js';
export {
  EXPORT_KINDS,
  EXPORT_MAX_DAYS,
  csvSafeText,
  defaultExportPeriod,
  exportFileName,
  exportKindKey,
  exportRange,
  validateExportPeriod,
} from './export.js';
export type { ExportKind, ExportPeriodForm } from './export.js';
