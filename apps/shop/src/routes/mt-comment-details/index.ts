export { MerchantCommentDetailsScreen } from './mt-comment-details.js';
