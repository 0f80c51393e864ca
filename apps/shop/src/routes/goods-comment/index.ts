export { GoodsCommentScreen } from './goods-comment.js';
