export { GoodsScreen } from './goods.js';
