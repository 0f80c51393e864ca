export { MerchantMineScreen } from './mt-my.js';
