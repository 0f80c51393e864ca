export { MerchantCommentsScreen } from './mt-comment.js';
