import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MerchantComment } from '@bazaar/api/contract';
import { unixSecondsToMs, specValuesText } from '@bazaar/domain';
import { LazyImage, ReviewItem } from '@bazaar/ui';
import { useRelativeTime } from '../catalogue/use-relative-time.js';
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
  const relative = useRelativeTime();
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
      <ReviewItem
        reviewer={comment.user.nickname}
        avatar={comment.user.avatar}
        score={comment.score}
        text={comment.content}
        time={relative(comment.createtime)}
        dateTime={new Date(unixSecondsToMs(comment.createtime)).toISOString()}
        spec={comment.difference ? specValuesText(comment.difference) : undefined}
        images={comment.images}
      />
      {comment.reply ? (
        <p data-part="reply">{t('merchant:comments.shop_reply', { reply: comment.reply })}</p>
      ) : (
        <p data-part="secondary">{t('merchant:comments.no_reply')}</p>
      )}
      {children}
    </RecordCard>
  );
}
