export {
  COMMENT_TABS,
  commentGoodRate,
  commentGrade,
  commentInTab,
  commentTabScores,
  validateCommentScore,
  validateReply,
} from './comment.js';
export type { CommentTab } from './comment.js';
