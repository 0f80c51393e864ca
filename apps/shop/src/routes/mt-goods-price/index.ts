export { GoodsPriceScreen } from './mt-goods-price.js';
