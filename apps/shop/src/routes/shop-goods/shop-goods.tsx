import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { shop as shopApi } from '@bazaar/api/contract';
import { useEndpoint, usePagedEndpoint } from '@bazaar/api/swr';
import { Icon, ShopCard, Stack, outlineButtonLink, phoneGutter, vars } from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import {
  CatalogueNotFound,
  GoodsResults,
  shopPath,
  toShopSummary,
} from '../../features/catalogue/index.js';

/** Until the shop is read (or if it cannot be): the way to it as the outline button it acts as. */
const ShopLink = styled(Link)`
  ${outlineButtonLink}
  align-self: flex-start;
  min-height: ${vars.size.hitTarget};
  padding: ${vars.space[2]} ${vars.space[5]};
  margin-inline: ${vars.layout.gutter};

  :root[data-layout='desktop'] & {
    margin-inline: 0;
  }
`;

/** The grid keeps the page's gutter on a phone, as the search results do. */
const Results = styled.div`
  ${phoneGutter}
`;

/**
 * `/shop/goods/...`: the goods of one of a shop's own categories, titled with its name, paged,
 * under the shop's card (the way back to the storefront, as on a goods page).
 * Desktop `/shop/goods/:id/:sid/:name` (shop, category, name); mobile `/shop/goods/:id/:name` with
 * the category in `?category_id=` (see `shopGoodsPath`). Without a category: all the shop's goods.
 */
export function ShopGoodsScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const shopId = parseId(params.id);
  const categoryId = parseId(params.sid ?? query.get('category_id'));
  const list = usePagedEndpoint(
    shopApi.goods,
    shopId ? { shop_id: shopId, ...(categoryId ? { category_id: categoryId } : {}) } : null,
  );
  // Usually already read by the storefront: not read again (a read counts a shop visit).
  const shop = useEndpoint(shopApi.detail, shopId ? { id: shopId } : null, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });

  if (!shopId || list.error?.status === 404) return <CatalogueNotFound />;
  const title = params.name || t('shop:storefront.goods');
  return (
    <Page title={title}>
      <Stack gap={3}>
        {shop.data ? (
          <ShopCard shop={toShopSummary(shop.data)} href={shopPath(shopId)} />
        ) : (
          <ShopLink to={shopPath(shopId)}>
            <Icon name="shop" />
            {t('shop:goods.visit_shop')}
          </ShopLink>
        )}
        <Results>
          <GoodsResults list={list} aria-label={title} />
        </Results>
      </Stack>
    </Page>
  );
}
