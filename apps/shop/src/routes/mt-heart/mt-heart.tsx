import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { useMerchantShop } from '../../features/merchant/merchant-shop.js';
import { QuickEntries } from '../../features/merchant/quick-entries.js';
import { ShopSummary } from '../../features/merchant/shop-summary.js';
import { Column, LinkList } from '../../features/user/sections/index.js';

/**
 * `/mt/heart`: the merchant home: the shop at a glance (logo, name, id, rating, visitors, fans,
 * goods on sale, orders) and the quick entries of the spec (market, goods, orders, shop,
 * statement), with the way to the statistics.
 */
export function MerchantHomeScreen() {
  const { t } = useTranslation();
  const shop = useMerchantShop();
  return (
    <Page title={t('merchant:home.title')}>
      <Column>
        {shop.data ? (
          <ShopSummary shop={shop.data}>
            <LinkList
              items={[
                { id: 'console', label: t('merchant:console.title'), href: '/mt', icon: 'finance' },
                {
                  id: 'shop',
                  label: t('merchant:shop_settings.title'),
                  href: '/mt/shop',
                  icon: 'settings',
                },
              ]}
            />
          </ShopSummary>
        ) : shop.error ? (
          <StateView state="failed" onRetry={() => void shop.mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="180px" />
          </SkeletonGroup>
        )}
        <QuickEntries />
      </Column>
    </Page>
  );
}
