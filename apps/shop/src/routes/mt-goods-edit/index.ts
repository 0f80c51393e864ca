export { GoodsFormScreen } from './mt-goods-edit.js';
