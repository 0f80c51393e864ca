export {
  ORDER_PROGRESS_STEPS,
  ORDER_STATES,
  ORDER_TABS,
  orderProgress,
  orderStateFromWire,
  orderStateToWire,
  orderStatusKey,
  parseOrderTab,
} from './order-state.js';
export type {
  OrderMilestones,
  OrderProgressItem,
  OrderProgressStep,
  OrderState,
  OrderStateNumber,
  OrderTab,
} from './order-state.js';
export {
  BUYER_ORDER_ACTIONS,
  MERCHANT_ORDER_ACTIONS,
  buyerActionConfirmKey,
  buyerActionConfirmLabels,
  buyerActionSuccessKey,
  buyerActionKey,
  buyerOrderActions,
  merchantActionKey,
  merchantOrderActions,
  nextOrderState,
} from './order-actions.js';
export type { BuyerOrderAction, MerchantOrderAction, OrderEvent } from './order-actions.js';
export { combinedOrderTotals, shopOrderTotals } from './order-totals.js';
export type { OrderTotals, PricedLine } from './order-totals.js';
export {
  DEFAULT_SHIP_WITHIN_HOURS,
  deliveryCountdown,
  durationParts,
  shippingDeadline,
} from './delivery.js';
export type { DeliveryCountdown, DurationParts } from './delivery.js';
export {
  allocateDiscount,
  economicsChange,
  isLineRefundedWhole,
  isLineUndone,
  linePaid,
  orderEconomics,
  voucherShareReturned,
} from './order-economics.js';
export type { EconomicsLine, OrderEconomics, VoucherBearer } from './order-economics.js';
export { COURIERS, OTHER_COURIER, SHIPMENT_TEXT_MAX, validateShipment } from './shipment.js';
export type { ShipmentForm } from './shipment.js';
