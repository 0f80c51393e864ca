export { RefundListScreen } from './refund-list.js';
