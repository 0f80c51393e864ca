export { RefundEditScreen } from './refund-edit.js';
