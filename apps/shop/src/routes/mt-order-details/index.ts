export { MerchantOrderDetailsScreen } from './mt-order-details.js';
