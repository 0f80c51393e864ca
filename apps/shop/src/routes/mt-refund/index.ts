export { MerchantRefundsScreen } from './mt-refund.js';
