export { RefundApplyScreen } from './refund-apply.js';
