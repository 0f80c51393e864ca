export { RefundDetails } from './refund-details.js';
export type { RefundDetailsProps } from './refund-details.js';
export { RefundDetailsScreen } from './refund-details-screen.js';
export type { RefundDetailsScreenProps } from './refund-details-screen.js';
export { refundViewerRules } from './refund-viewer.js';
export type { RefundViewer, RefundViewerRules } from './refund-viewer.js';
