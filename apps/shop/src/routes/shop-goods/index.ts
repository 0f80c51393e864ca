export { ShopGoodsScreen } from './shop-goods.js';
