export {
  GOODS_REFUND_STATUSES,
  REFUND_STATES,
  REFUND_TABS,
  goodsRefundStatusFor,
  goodsRefundStatusFromWire,
  goodsRefundStatusKey,
  goodsRefundStatusToWire,
  goodsRefundStatusTone,
  refundStateFromWire,
  refundStateKey,
  refundStateToWire,
  refundStateTone,
  REFUND_LOG_ACTIONS,
  refundLogActorKey,
  refundLogStepKey,
} from './refund-state.js';
export type {
  GoodsRefundStatus,
  RefundLogAction,
  RefundState,
  RefundTab,
  RefundTone,
} from './refund-state.js';
export {
  GOODS_CONDITIONS,
  GOODS_CONDITION_OPTIONS,
  REFUND_REASONS,
  REFUND_REASON_OPTIONS,
  REFUND_TYPES,
  REFUND_TYPE_OPTIONS,
  goodsConditionFromWire,
  refundReasonFromWire,
  refundTypeFromWire,
} from './refund-options.js';
export type { GoodsCondition, RefundOption, RefundReason, RefundType } from './refund-options.js';
export {
  canApplyRefund,
  nextRefundState,
  refundActionKey,
  refundActions,
  refundStateHintKey,
} from './refund-transitions.js';
export type { RefundAction, RefundActionType, RefundActor } from './refund-transitions.js';
export {
  refundAmountRule,
  refundCountsAgainstPaid,
  refundableAmount,
  validateRefundAmount,
  validateRefundAmountByRule,
  validateReturnShipment,
} from './refund-amount.js';
export type { RefundAmountRule, RefundableLine, ReturnShipmentForm } from './refund-amount.js';
