import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { shop as shopApi, type CategoryNode } from '@bazaar/api/contract';
import { useEndpoint, usePagedEndpoint } from '@bazaar/api/swr';
import {
  CategoryTree,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  Stack,
  useLayout,
  StateView,
  Tabs,
} from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import { categoryTreeNodes } from '../../features/catalogue/category-tree-nodes.js';
import {
  CatalogueNotFound,
  GoodsResults,
  GoodsSection,
  StorefrontNav,
  shopGoodsPath,
} from '../../features/catalogue/index.js';

/** The goods of one of the shop's categories (a top level with its children), paged. */
function CategoryGoods({ shopId, category }: { shopId: number; category: CategoryNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedEndpoint(shopApi.goods, { shop_id: shopId, category_id: category.id });
  const title = t('shop:category.goods_of', { name: category.name });
  return (
    <GoodsSection aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <GoodsResults list={list} aria-label={title} />
    </GoodsSection>
  );
}

/**
 * `/shop/category/:id`: a shop's own categories (`shop/categorys`) as a two-level tree: top levels
 * as vertical tabs with the chosen one's goods below, sub-categories as tiles that open their goods
 * (`/shop/goods/...`), and the storefront tabs. A shop whose categories have no sub-categories (a
 * flat list) gets a row of tabs over the chosen one's goods instead: a tree would repeat the chosen
 * name as its only tile beside an empty panel.
 */
export function ShopCategoryScreen() {
  const { t } = useTranslation();
  const layout = useLayout();
  const shopId = parseId(useParams().id);
  // Usually already read by the storefront: not read again (a read counts a shop visit).
  const shop = useEndpoint(shopApi.detail, shopId ? { id: shopId } : null, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
  const tree = useEndpoint(shopApi.categorys, shopId ? { shop_id: shopId } : null, {
    revalidateOnFocus: false,
  });
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (!shopId || tree.error?.status === 404 || shop.error?.status === 404)
    return <CatalogueNotFound />;

  const list = tree.data?.list ?? [];
  const chosen = list.find((top) => top.id === chosenId) ?? list[0];
  const nav = <StorefrontNav shop={shop.data ?? { id: shopId }} currentId="shop_category" />;
  return (
    <Page
      title={
        shop.data
          ? t('shop:storefront.categories_of', { name: shop.data.shopname })
          : t('shop:nav.category')
      }
    >
      <Stack gap={5}>
        {layout === 'desktop' ? nav : null}
        {chosen && list.every((top) => top.childlist.length === 0) ? (
          <Tabs
            aria-label={t('shop:nav.category')}
            items={list.map((top) => ({ value: top.id, label: top.name }))}
            selectedValue={chosen.id}
            onSelectionChange={setChosenId}
          >
            <CategoryGoods key={chosen.id} shopId={shopId} category={chosen} />
          </Tabs>
        ) : chosen ? (
          <>
            <CategoryTree
              categories={categoryTreeNodes(list)}
              selectedId={chosen.id}
              onSelectedChange={(id) => setChosenId(Number(id))}
              hrefFor={(category) =>
                shopGoodsPath(layout, shopId, { id: Number(category.id), name: category.name })
              }
            />
            <CategoryGoods key={chosen.id} shopId={shopId} category={chosen} />
          </>
        ) : tree.error ? (
          <StateView state="failed" onRetry={() => void tree.mutate()} />
        ) : tree.data ? (
          <EmptyState kind="no_data" />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="50vh" />
          </SkeletonGroup>
        )}
        {layout === 'mobile' ? nav : null}
      </Stack>
    </Page>
  );
}
