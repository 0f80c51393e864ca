export { MerchantHomeScreen } from './mt-heart.js';
