export { MarketGoodsScreen } from './mt-market-goods.js';
