export {
  buyerRefundActions,
  refundCapOf,
  refundDetailsPath,
  refundEditPath,
  refundListPath,
} from './refund-view.js';
export type { BuyerRefundAction } from './refund-view.js';
export { RefundRequestForm } from './refund-request-form.js';
export type {
  RefundLineChoice,
  RefundRequestFormProps,
  RefundRequestInitial,
  RefundRequestValues,
} from './refund-request-form.js';
export { LineRefundLinks } from './line-refund-links.js';
export { LineBox, Thumbnails, Timeline } from './refund.styles.js';
export { RefundLog } from './refund-log.js';
export type { RefundLogProps } from './refund-log.js';
export { ShipBackPopup } from './ship-back-popup.js';
export type { ShipBackPopupProps } from './ship-back-popup.js';
export { REFUND_READS, useRefundActions } from './use-refund-actions.js';
export type { RefundActions } from './use-refund-actions.js';
