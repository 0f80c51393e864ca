import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { shop as shopApi } from '@bazaar/api/contract';
import { useEndpoint, useEndpointMutation, usePagedEndpoint } from '@bazaar/api/swr';
import { Skeleton, SkeletonGroup, Stack, useLayout, StateView } from '@bazaar/ui';
import { Page, loginPath, parseId, useNotify } from '../../app/index.js';
import {
  CatalogueNotFound,
  GoodsResults,
  GoodsSection,
  StorefrontNav,
} from '../../features/catalogue/index.js';
import { VoucherStrip } from '../../features/vouchers/voucher-strip.js';
import { useSession } from '../../state/index.js';
import { ShopHeader } from './sections/shop-header.js';

/** The shop's goods on sale, recommended first, paged. */
function ShopGoods({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedEndpoint(shopApi.goods, { shop_id: shopId });
  return (
    <GoodsSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shop:storefront.goods')}</h2>
      <GoodsResults list={list} aria-label={t('shop:storefront.goods')} />
    </GoodsSection>
  );
}

/**
 * `/shop/:id`: a storefront: the shop's header (logo, name, credit score, followers, visitors,
 * goods and orders, the couple-shop partner) with follow or unfollow (a visitor is sent to log in),
 * the storefront tabs (the shop, its categories, customer service) and its goods, paged.
 */
export function ShopScreen() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  const layout = useLayout();
  const id = parseId(useParams().id);
  const { data, error, mutate } = useEndpoint(shopApi.detail, id ? { id } : null, {
    revalidateOnFocus: false,
  });
  const follow = useEndpointMutation(shopApi.follow, { revalidate: [shopApi.followList] });

  if (!id || error?.status === 404) return <CatalogueNotFound />;
  if (!data) {
    return (
      <Page title={t('shop:storefront.title')}>
        {error ? (
          <StateView state="failed" onRetry={() => void mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="160px" />
            <Skeleton height="40vw" />
          </SkeletonGroup>
        )}
      </Page>
    );
  }

  const toggleFollow = async () => {
    if (!isLoggedIn) {
      notify.error('errors:login_required');
      void navigate(loginPath(pathname));
      return;
    }
    try {
      const answer = await follow.trigger({ id: data.id });
      // The answer has the new state and count: no second page view to read them again.
      void mutate(
        { ...data, is_follow: answer.is_follow, fans: answer.fans },
        { revalidate: false },
      );
      notify.success(
        answer.is_follow ? 'common:success.shop_followed' : 'common:success.shop_unfollowed',
      );
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <Page title={data.shopname} hideDesktopTitle>
      <Stack gap={5}>
        <ShopHeader
          shop={data}
          onFollow={() => void toggleFollow()}
          isFollowPending={follow.isMutating}
        />
        {layout === 'desktop' ? <StorefrontNav shop={data} currentId="shop" /> : null}
        <VoucherStrip shopId={data.id} />
        <ShopGoods shopId={data.id} />
        {/* Mobile: last, so it docks at the bottom of the screen like the app's tab bar. */}
        {layout === 'mobile' ? <StorefrontNav shop={data} currentId="shop" /> : null}
      </Stack>
    </Page>
  );
}
