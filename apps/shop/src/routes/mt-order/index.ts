export { MerchantOrdersScreen } from './mt-order.js';
