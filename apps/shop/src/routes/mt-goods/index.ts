export { MerchantGoodsScreen } from './mt-goods.js';
