export {
  BillTabs,
  CommentTabs,
  GoodsStatusTabs,
  OrderTabs,
  RefundTabs,
  SearchSortTabs,
  StatisticsPeriodTabs,
  WithdrawTabs,
} from './tab-sets.js';
export type { BillTabsProps, SearchSortTabsProps, TabSetProps } from './tab-sets.js';
