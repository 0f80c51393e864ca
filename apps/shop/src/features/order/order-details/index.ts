export { OrderDetails } from './order-details.js';
export type { OrderDetailsProps } from './order-details.js';
export { OrderDetailsScreen } from './order-details-screen.js';
export type { OrderDetailsScreenProps } from './order-details-screen.js';
export { orderViewerRules } from './order-viewer.js';
export type { OrderViewer, OrderViewerRules } from './order-viewer.js';
