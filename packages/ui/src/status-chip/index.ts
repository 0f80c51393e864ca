export {
  GoodsRefundStatusChip,
  OrderStatusChip,
  RefundStatusChip,
  VisibilityChip,
} from './status-chip.js';
export type {
  GoodsRefundStatusChipProps,
  OrderStatusChipProps,
  RefundStatusChipProps,
  VisibilityChipProps,
} from './status-chip.js';
