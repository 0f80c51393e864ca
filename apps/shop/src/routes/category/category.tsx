import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { common } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { DEFAULT_SEARCH_FILTER, buildPath } from '@bazaar/domain';
import {
  CategoryTree,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  Stack,
  vars,
  StateView,
} from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import {
  GoodsResults,
  GoodsSection,
  goodsOnly,
  searchInput,
  searchPath,
  useCategoryTree,
  useChosenCategory,
} from '../../features/catalogue/index.js';
import { categoryTreeNodes } from '../../features/catalogue/category-tree-nodes.js';

const Goods = styled(GoodsSection)`
  & header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  /* The heading's "Sort and filter" link; the goods cards' titles keep the text colour. */
  & header a {
    color: ${vars.color.textLink};
  }
`;

/** The search of one category (`/search?id=3`). */
function categorySearchPath(id: number): string {
  return searchPath({ ...DEFAULT_SEARCH_FILTER, id });
}

/** The goods of the chosen category (a top level with its children), paged. */
function CategoryGoods({ category }: { category: { id: number; name: string } }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedEndpoint(
    common.goods,
    searchInput({ ...DEFAULT_SEARCH_FILTER, id: category.id }),
  );
  const title = t('shop:category.goods_of', { name: category.name });
  return (
    <Goods aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{title}</h2>
        <Link to={categorySearchPath(category.id)}>{t('shop:category.sort_and_filter')}</Link>
      </header>
      <GoodsResults list={goodsOnly(list)} aria-label={title} mainPictures={2} />
    </Goods>
  );
}

/**
 * `/category/{id?}`: the platform's two-level category tree (`common/categorys`): top levels as
 * vertical tabs (the chosen one in the address and remembered for the next visit), their
 * sub-categories as tiles that open the search of that category, and the goods of the chosen
 * category below. `id` may name a sub-category: its parent is chosen and its goods shown.
 */
export function CategoryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useCategoryTree();
  const chosen = useChosenCategory(tree.list, parseId(useParams().id));
  const { setActiveId } = tree;
  const topId = chosen?.top.id;
  useEffect(() => {
    if (topId !== undefined) setActiveId(topId);
  }, [topId, setActiveId]);

  return (
    <Page title={t('common:nav.category')} showBack={false}>
      {chosen ? (
        <Stack gap={6}>
          {/* A boundary of its own: a server-drawn page hydrates the tree (react-aria's tabs,
              which draw their items again once hydrated) in a commit and a task apart from the
              rest of the page's. Nothing in it suspends. */}
          <Suspense>
            <CategoryTree
              categories={categoryTreeNodes(tree.list)}
              selectedId={chosen.top.id}
              onSelectedChange={(id) =>
                void navigate(buildPath('/category/:id?', { id }), { replace: true })
              }
              hrefFor={(category) => categorySearchPath(Number(category.id))}
            />
          </Suspense>
          <CategoryGoods key={chosen.category.id} category={chosen.category} />
        </Stack>
      ) : tree.isError ? (
        <StateView state="failed" onRetry={tree.retry} />
      ) : tree.isLoading ? (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="50vh" />
        </SkeletonGroup>
      ) : (
        <EmptyState kind="no_data" />
      )}
    </Page>
  );
}
