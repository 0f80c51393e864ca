import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { specValuesText } from '@bazaar/domain';
import type { GoodsDetail } from '@bazaar/api/contract';
import { EmptyState, ReviewItem, vars } from '@bazaar/ui';
import { goodsCommentPath, useRelativeTime } from '../../../features/catalogue/index.js';
import { bareList } from '../../../app/layout/bare-list.js';

const Root = styled.section`
  padding-inline: ${vars.layout.gutter};

  & header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & ul {
    ${bareList}
  }
  & a {
    color: ${vars.color.textLink};
  }
`;

/**
 * The review count, the share of good reviews, the latest reviews and a link to all of them by
 * tab (whenever there is one).
 */
export function GoodsReviews({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const when = useRelativeTime();
  const { comment } = goods;
  return (
    <Root aria-labelledby="goods-reviews">
      <header>
        <h2 id="goods-reviews">{t('shop:goods.reviews', { number: comment.total })}</h2>
        {comment.total > 0 ? (
          <span>{t('shop:goods.good_rate', { rate: comment.rate })}</span>
        ) : null}
      </header>
      {comment.list.length === 0 ? (
        <EmptyState kind="no_comments" compact />
      ) : (
        <ul>
          {comment.list.map((review) => (
            <li key={review.id}>
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
            </li>
          ))}
        </ul>
      )}
      {comment.total > 0 ? (
        <Link to={goodsCommentPath(goods.id)}>{t('shop:goods.view_all_reviews')}</Link>
      ) : null}
    </Root>
  );
}
