export { MerchantRefundDetailsScreen } from './mt-refund-details.js';
