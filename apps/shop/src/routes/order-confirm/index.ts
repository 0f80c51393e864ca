export { OrderConfirmScreen } from './order-confirm.js';
