import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CommentItem } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { vars } from '@bazaar/ui';
import { CommentReview } from '../../../features/review/comment-review.js';
import { PagedList } from '../../../features/paged-list/index.js';

const Reply = styled.p`
  margin: 0 0 ${vars.space[4]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurfaceSecondary};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
`;

/** The reviews of one tab, newest first, each with the shop's reply; paged to "no more data". */
export function ReviewList({ list }: { list: PagedEndpointResult<CommentItem> }) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={list}
      aria-label={t('shop:comments.list')}
      emptyKind="no_comments"
      skeletonHeight="120px"
      renderItem={(review) => (
        <>
          <CommentReview comment={review} />
          {review.reply ? <Reply>{t('shop:comments.reply', { reply: review.reply })}</Reply> : null}
        </>
      )}
    />
  );
}
