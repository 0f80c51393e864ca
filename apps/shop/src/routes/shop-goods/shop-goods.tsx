import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { shop as shopApi } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { Icon, Stack, vars, phoneGutter } from '@bazaar/ui';
import { Page, parseId } from '../../app/index.js';
import { CatalogueNotFound, GoodsResults, shopPath } from '../../features/catalogue/index.js';

const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.hitTarget};
  color: ${vars.color.textLink};
  ${phoneGutter}
`;

/** The grid keeps the page's gutter on a phone, as the search results do. */
const Results = styled.div`
  ${phoneGutter}
`;

/**
 * `/shop/goods/...`: the goods of one of a shop's own categories, titled with its name, paged.
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

  if (!shopId || list.error?.status === 404) return <CatalogueNotFound />;
  const title = params.name || t('shop:storefront.goods');
  return (
    <Page title={title}>
      <Stack gap={3}>
        <ShopLink to={shopPath(shopId)}>
          <Icon name="shop" />
          {t('shop:goods.visit_shop')}
        </ShopLink>
        <Results>
          <GoodsResults list={list} aria-label={title} />
        </Results>
      </Stack>
    </Page>
  );
}
