export { AdminRefundDetailsScreen } from './admin-refund-details.js';
