import { specValuesText } from '@bazaar/domain';
import { ReviewItem } from '@bazaar/ui';
import { isoTime } from '../time/use-date-format.js';
import { useRelativeTime } from '../catalogue/use-relative-time.js';

/** What a review shows of a comment on the wire (a goods' review, the user's own). */
export interface ReviewedComment {
  readonly user: { readonly nickname: string; readonly avatar: string };
  /** Stars, 1 to 5. */
  readonly score: number;
  readonly content: string;
  /** The bought specification's values (`Green,L`), empty without one. */
  readonly difference: string;
  readonly images: readonly string[];
  /** When it was written (unix seconds). */
  readonly createtime: number;
}

/**
 * A comment as the ui's `ReviewItem`: the reviewer, stars, text, when (relative, with the exact
 * instant), the bought specification and the pictures.
 */
export function CommentReview({ comment }: { comment: ReviewedComment }) {
  const when = useRelativeTime();
  return (
    <ReviewItem
      reviewer={comment.user.nickname}
      avatar={comment.user.avatar}
      score={comment.score}
      text={comment.content}
      time={when(comment.createtime)}
      dateTime={isoTime(comment.createtime)}
      spec={comment.difference ? specValuesText(comment.difference) : undefined}
      images={comment.images}
    />
  );
}
