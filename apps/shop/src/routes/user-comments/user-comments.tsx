import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { MyCommentItem } from '@bazaar/api/contract';
import { COMMENT_TABS, remCss as rem, type CommentTab } from '@bazaar/domain';
import { CommentTabs, LazyImage, panelSurface, vars } from '@bazaar/ui';
import { Page, useFilterParam } from '../../app/index.js';
import { CommentReview } from '../../features/review/comment-review.js';
import { useMyReviews } from '../../features/user/index.js';
import { PagedList } from '../../features/paged-list/index.js';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  ${panelSurface}

  & > [data-part='goods'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurfaceSecondary};
    color: inherit;
    text-decoration: none;
  }
  /* Design pixels (the root font is a tenth of the width: a bare 3rem was a 112 px picture). */
  & > [data-part='goods'] > span:first-child {
    flex: none;
    width: ${rem(56)};
  }
  & > [data-part='goods']:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & [data-part='reply'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

const TABS: readonly CommentTab[] = COMMENT_TABS.map((tab) => tab.value);

function MyReview({ item }: { item: MyCommentItem }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Link data-part="goods" to={`/goods/${item.goods.id}`}>
        <span>
          <LazyImage src={item.goods.image} alt="" ratio={1} radius="4px" />
        </span>
        <span>{item.goods.title}</span>
      </Link>
      <CommentReview comment={item} />
      {item.reply ? (
        <p data-part="reply">{t('user:comments.reply', { reply: item.reply })}</p>
      ) : null}
    </Card>
  );
}

/**
 * `/user/comment/list?state=`: the reviews the user wrote, newest first, by rating tab (all, good,
 * medium, poor), each with its goods and the shop's reply; "no comments" for an empty tab, paged to
 * "no more data".
 */
export function CommentListScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useFilterParam('state', TABS, 'all');
  const list = useMyReviews(tab);

  return (
    <Page title={t('user:tools.reviews')}>
      <CommentTabs justify="fill" selectedValue={tab} onSelectionChange={setTab}>
        <PagedList
          list={list}
          aria-label={t('user:tools.reviews')}
          emptyKind="no_comments"
          skeletonHeight="160px"
          renderItem={(item) => <MyReview item={item} />}
        />
      </CommentTabs>
    </Page>
  );
}
