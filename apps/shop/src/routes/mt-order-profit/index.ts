export { MerchantProfitScreen } from './mt-order-profit.js';
