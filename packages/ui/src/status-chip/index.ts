export {
  FeedbackStatusChip,
  GoodsRefundStatusChip,
  OrderStatusChip,
  RefundStatusChip,
  VisibilityChip,
} from './status-chip.js';
export type {
  FeedbackStatusChipProps,
  GoodsRefundStatusChipProps,
  OrderStatusChipProps,
  RefundStatusChipProps,
  VisibilityChipProps,
} from './status-chip.js';
