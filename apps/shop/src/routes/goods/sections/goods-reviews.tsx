import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { GoodsDetail } from '@bazaar/api/contract';
import { EmptyState, vars } from '@bazaar/ui';
import { goodsCommentPath } from '../../../features/catalogue/cards.js';
import { CommentReview } from '../../../features/review/comment-review.js';
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
              <CommentReview comment={review} />
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
