export { ShopScreen } from './shop.js';
