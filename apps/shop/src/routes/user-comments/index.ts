export { CommentListScreen } from './user-comments.js';
