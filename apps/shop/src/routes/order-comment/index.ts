export { OrderCommentScreen } from './order-comment.js';
