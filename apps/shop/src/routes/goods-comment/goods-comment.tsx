import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { goods as goodsApi } from '@bazaar/api/contract';
import { useEndpoint, usePagedEndpoint } from '@bazaar/api/swr';
import { COMMENT_TABS, type CommentTab } from '@bazaar/domain';
import { CommentTabs, Stack, vars, phoneGutter } from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import { CatalogueNotFound, goodsPath } from '../../features/catalogue/index.js';
import { ReviewList } from './sections/review-list.js';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin: 0;
  ${phoneGutter}
  & a {
    color: ${vars.color.textLink};
  }
`;

/** A review tab of the address (`state=good`), all when missing or unknown. */
function parseTab(value: string | null): CommentTab {
  return COMMENT_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/** The reviews page of a goods on a tab (`?goods_id=11&state=good`; all without `state`). */
function commentTabPath(goodsId: number, tab: CommentTab): string {
  const query = new URLSearchParams({ goods_id: String(goodsId) });
  if (tab !== 'all') query.set('state', tab);
  return `/product/goods/comment?${query}`;
}

/**
 * `/product/goods/comment?goods_id=`: a goods' reviews by the domain's tabs (all, good, pertinent,
 * poor, with their counts), each with stars, pictures and the shop's reply, paged to "no more
 * data", "no comments" on an empty tab. The goods' title and share of good reviews come from its
 * page, already loaded when the buyer came from it.
 */
export function GoodsCommentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = parseId(params.get('goods_id'));
  const tab = parseTab(params.get('state'));
  const detail = useEndpoint(goodsApi.detail, goodsId ? { id: goodsId } : null, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
  const list = usePagedEndpoint(
    goodsApi.comments,
    goodsId ? { goods_id: goodsId, state: tab } : null,
  );

  if (!goodsId || detail.error?.status === 404) return <CatalogueNotFound />;

  const summary = detail.data?.comment;
  return (
    <Page title={t('shop:comments.title')}>
      <Stack gap={4}>
        {detail.data && summary ? (
          <Summary>
            <Link to={goodsPath(goodsId)}>{detail.data.title}</Link>
            {summary.total > 0 ? (
              <span>{t('shop:goods.good_rate', { rate: summary.rate })}</span>
            ) : null}
          </Summary>
        ) : null}
        <CommentTabs
          selectedValue={tab}
          counts={
            summary
              ? {
                  all: summary.total,
                  good: summary.good,
                  pertinent: summary.pertinent,
                  poor: summary.poor,
                }
              : undefined
          }
          onSelectionChange={(value) =>
            void navigate(commentTabPath(goodsId, value), { replace: true })
          }
        >
          <ReviewList list={list} />
        </CommentTabs>
      </Stack>
    </Page>
  );
}
