export { RefundDetailsScreen } from './refund-details.js';
