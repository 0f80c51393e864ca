export { GoodsRefundStatusChip, OrderStatusChip, RefundStatusChip } from './status-chip.js';
export type {
  GoodsRefundStatusChipProps,
  OrderStatusChipProps,
  RefundStatusChipProps,
} from './status-chip.js';
