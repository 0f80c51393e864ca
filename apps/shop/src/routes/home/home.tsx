import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { common } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  BannerCarousel,
  SearchBar,
  Skeleton,
  SkeletonGroup,
  Stack,
  useLayout,
  StateView,
} from '@bazaar/ui';
import { Page } from '../../app/index.js';
// Modules, not the feature's index: the home route is the first load and stays small.
import { useAppInfo } from '../../features/catalogue/app-info.js';
import { BannerTiles, DesktopHero, toCarousel } from './sections/desktop-hero.js';
import { GoodsZone } from './sections/goods-zone.js';
import { MoreGoods } from './sections/more-goods.js';
import { Section } from './sections/section.styles.js';
import { StarMerchants } from './sections/star-merchants.js';

/**
 * `/`: the search entry (mobile; the desktop header has the search box), the banners, the
 * featured, discount and new-arrival zones and the star merchants of the initial data, then more
 * goods page by page. Desktop: the categories beside low banners, so the first screen shows goods,
 * and the other banners as tiles after the featured goods. The initial data kept from the last visit paints at once; a first visit
 * shows skeletons, or a retry when it cannot be loaded.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = useLayout();
  const info = useAppInfo();
  // The same request as the app's AppInfoLoader (SWR shares it): here for its error and retry.
  const { error, mutate } = useEndpoint(common.info, undefined, { revalidateOnFocus: false });

  return (
    <Page title={t('common:nav.home')} showBack={false} hideDesktopTitle>
      <Stack gap={6}>
        {layout === 'mobile' ? (
          <Section>
            <SearchBar onOpenSearch={() => void navigate('/search')} />
          </Section>
        ) : null}
        {info && layout === 'desktop' ? (
          <>
            <DesktopHero info={info} />
            <GoodsZone title={t('shop:home.featured')} goods={info.curationGoods} />
            <BannerTiles banners={info.otherBanners} />
            <GoodsZone title={t('shop:home.discount')} goods={info.discountGoods} />
            <GoodsZone title={t('shop:home.new')} goods={info.newGoods} />
            <StarMerchants shops={info.shopList} />
          </>
        ) : info ? (
          <>
            <BannerCarousel
              aria-label={t('shop:home.banners')}
              banners={toCarousel(info.banners)}
              priority
            />
            <BannerCarousel
              aria-label={t('shop:home.other_banners')}
              banners={toCarousel(info.otherBanners)}
              ratio={4}
            />
            <GoodsZone title={t('shop:home.featured')} goods={info.curationGoods} />
            <GoodsZone title={t('shop:home.discount')} goods={info.discountGoods} />
            <GoodsZone title={t('shop:home.new')} goods={info.newGoods} />
            <StarMerchants shops={info.shopList} />
          </>
        ) : error ? (
          <StateView state="failed" onRetry={() => void mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="40vw" />
            <Skeleton shape="text" width="30%" />
            <Skeleton height="30vw" />
          </SkeletonGroup>
        )}
        <MoreGoods />
      </Stack>
    </Page>
  );
}
