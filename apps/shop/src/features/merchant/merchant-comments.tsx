import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MerchantComment } from '@bazaar/api/contract';
import { LazyImage } from '@bazaar/ui';
import { CommentReview } from '../review/comment-review.js';
import { RecordCard } from './merchant-trade.styles.js';

/** A review's details and reply page in the merchant area. */
export function merchantCommentPath(commentId: number): string {
  return `/mt/comment_details/${commentId}`;
}

/** Props of {@link CommentCard}. */
export interface CommentCardProps {
  /** The review, with its goods. */
  comment: MerchantComment;
  /** What goes under it (a link to reply). */
  children?: ReactNode;
}

/**
 * A review of one of the shop's goods: the goods, the review (`ReviewItem`), and the shop's reply
 * or that there is none yet.
 */
export function CommentCard({ comment, children }: CommentCardProps) {
  const { t } = useTranslation();
  const headingId = `comment-${comment.id}`;
  return (
    <RecordCard aria-labelledby={headingId}>
      <header>
        <div data-part="thumb">
          <LazyImage src={comment.goods.image} alt="" ratio={1} radius="8px" />
        </div>
        <h3 id={headingId}>
          <Link to={`/goods/${comment.goods.id}`}>{comment.goods.title}</Link>
        </h3>
      </header>
      <CommentReview comment={comment} />
      {comment.reply ? (
        <p data-part="reply">{t('merchant:comments.shop_reply', { reply: comment.reply })}</p>
      ) : (
        <p data-part="secondary">{t('merchant:comments.no_reply')}</p>
      )}
      {children}
    </RecordCard>
  );
}
