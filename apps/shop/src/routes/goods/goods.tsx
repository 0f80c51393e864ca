import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { goods as goodsApi } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { Skeleton, SkeletonGroup, Stack } from '@bazaar/ui';
import { Page, parseId, LoadFailed } from '../../app/index.js';
import { CatalogueNotFound } from '../../features/catalogue/index.js';
import { GoodsGallery } from './sections/goods-gallery.js';
import { GoodsPurchase } from './sections/goods-purchase.js';
import { GoodsReviews } from './sections/goods-reviews.js';
import { GoodsShop } from './sections/goods-shop.js';
import { GoodsSummary } from './sections/goods-summary.js';

/**
 * `/goods/:id`: pictures, price, sales and shipping, the specification and quantity with add to
 * cart, buy now and the favourite, the shop with the chat to it, the latest reviews with a link to
 * all of them, and the description.
 */
export function GoodsScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const { data, error, mutate } = useEndpoint(goodsApi.detail, id ? { id } : null);

  if (!id || error?.status === 404) return <CatalogueNotFound />;
  if (!data) {
    return (
      <Page title={t('shop:goods.details')}>
        {error ? (
          <LoadFailed onRetry={() => void mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="60vw" />
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="40%" />
          </SkeletonGroup>
        )}
      </Page>
    );
  }

  return (
    <Page title={data.title}>
      <Stack gap={5}>
        <GoodsGallery goods={data} />
        <GoodsSummary goods={data} />
        <GoodsPurchase
          goods={data}
          onFollowChange={(isFollow) =>
            void mutate({ ...data, is_follow: isFollow }, { revalidate: false })
          }
        />
        <GoodsShop goods={data} />
        <GoodsReviews goods={data} />
        {data.content ? (
          <section aria-labelledby="goods-details">
            <h2 id="goods-details">{t('shop:goods.details')}</h2>
            {data.content.split(/\n+/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ) : null}
      </Stack>
    </Page>
  );
}
