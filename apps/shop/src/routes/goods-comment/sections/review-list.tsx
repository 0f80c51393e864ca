import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { specValuesText } from '@bazaar/domain';
import type { CommentItem } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { ReviewItem, vars } from '@bazaar/ui';
import { useRelativeTime } from '../../../features/catalogue/index.js';
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
  const when = useRelativeTime();
  return (
    <PagedList
      list={list}
      aria-label={t('shop:comments.list')}
      emptyKind="no_comments"
      skeletonHeight="120px"
      renderItem={(review) => (
        <>
          <ReviewItem
            reviewer={review.user.nickname}
            avatar={review.user.avatar}
            score={review.score}
            text={review.content}
            time={when(review.createtime)}
            dateTime={new Date(review.createtime * 1000).toISOString()}
            spec={review.difference ? specValuesText(review.difference) : undefined}
            images={review.images}
          />
          {review.reply ? <Reply>{t('shop:comments.reply', { reply: review.reply })}</Reply> : null}
        </>
      )}
    />
  );
}
