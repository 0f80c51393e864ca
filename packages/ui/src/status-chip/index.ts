export {
  ApplicationStatusChip,
  CoupleStatusChip,
  FeedbackStatusChip,
  FinanceStatusChip,
  GoodsRefundStatusChip,
  LedgerCheckChip,
  OrderStatusChip,
  RefundStatusChip,
  VisibilityChip,
} from './status-chip.js';
export type {
  ApplicationStatusChipProps,
  CoupleStatusChipProps,
  FeedbackStatusChipProps,
  FinanceStatusChipProps,
  GoodsRefundStatusChipProps,
  LedgerCheckChipProps,
  OrderStatusChipProps,
  RefundStatusChipProps,
  VisibilityChipProps,
} from './status-chip.js';
