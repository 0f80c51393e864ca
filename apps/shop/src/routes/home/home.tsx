import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BannerCarousel, SearchBar, Skeleton, SkeletonGroup, Stack, useLayout } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { useAppInfo, useCurrency } from '../../features/catalogue/index.js';
import { GoodsZone } from './sections/goods-zone.js';
import { MoreGoods } from './sections/more-goods.js';
import { Section } from './sections/section.styles.js';
import { StarMerchants } from './sections/star-merchants.js';

/**
 * `/`: the search entry (mobile), the banners, the featured, discount and new-arrival zones and
 * the star merchants of the initial data, then more goods page by page.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = useLayout();
  const info = useAppInfo();
  const currency = useCurrency();

  return (
    <Page title={t('common:nav.home')} showBack={false} hideDesktopTitle>
      <Stack gap={6}>
        {layout === 'mobile' ? (
          <Section>
            <SearchBar onOpenSearch={() => void navigate('/search')} />
          </Section>
        ) : null}
        {info ? (
          <>
            {info.banners.length > 0 ? (
              <BannerCarousel
                aria-label={t('shop:home.banners')}
                banners={info.banners.map((banner) => ({
                  id: banner.id,
                  image: banner.image,
                  alt: banner.title,
                  ...(banner.url ? { href: banner.url } : {}),
                }))}
              />
            ) : null}
            <GoodsZone
              title={t('shop:home.featured')}
              goods={info.curationGoods}
              currency={currency}
            />
            <GoodsZone
              title={t('shop:home.discount')}
              goods={info.discountGoods}
              currency={currency}
            />
            <GoodsZone title={t('shop:home.new')} goods={info.newGoods} currency={currency} />
            <StarMerchants shops={info.shopList} />
          </>
        ) : (
          <SkeletonGroup>
            <Skeleton height="40vw" />
            <Skeleton shape="text" width="30%" />
            <Skeleton height="30vw" />
          </SkeletonGroup>
        )}
        <MoreGoods currency={currency} />
      </Stack>
    </Page>
  );
}
