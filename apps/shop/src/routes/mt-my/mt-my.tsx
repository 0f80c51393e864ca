import { useTranslation } from 'react-i18next';
import { SIDE_SWITCHES } from '@bazaar/domain';
import { Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { useMerchantShop } from '../../features/merchant/merchant-shop.js';
import { ShopSummary } from '../../features/merchant/shop-summary.js';
import { Column, LinkList, Panel } from '../../features/user/sections/index.js';

/**
 * `/mt/my`: the merchant's "me": the shop (its id is what a partner shop invites), the merchant
 * pages, couple shops, the account settings, and the switch back to the user side.
 */
export function MerchantMineScreen() {
  const { t } = useTranslation();
  const shop = useMerchantShop();
  return (
    <Page title={t('merchant:nav.mine')} showBack={false}>
      <Column>
        {shop.data ? (
          <ShopSummary shop={shop.data} />
        ) : shop.error ? (
          <StateView state="failed" onRetry={() => void shop.mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="180px" />
          </SkeletonGroup>
        )}
        <Panel aria-label={t('merchant:my.shop_tools')}>
          <LinkList
            items={[
              { id: 'heart', label: t('merchant:area.heart'), href: '/mt/heart', icon: 'home' },
              {
                id: 'shop',
                label: t('merchant:shop_settings.title'),
                href: '/mt/shop',
                icon: 'shop',
              },
              { id: 'goods', label: t('merchant:entry.goods'), href: '/mt/goods', icon: 'box' },
              {
                id: 'market',
                label: t('merchant:entry.market'),
                href: '/mt/market',
                icon: 'market',
              },
              {
                id: 'couple',
                label: t('merchant:area.couple'),
                href: '/user/couple',
                icon: 'heart',
              },
            ]}
          />
        </Panel>
        <Panel aria-label={t('merchant:my.account')}>
          <LinkList
            items={[
              {
                id: 'settings',
                label: t('user:tools.settings'),
                href: '/user/setting',
                icon: 'settings',
              },
              {
                id: SIDE_SWITCHES.toUser.id,
                label: t(SIDE_SWITCHES.toUser.labelKey),
                href: SIDE_SWITCHES.toUser.path,
                icon: 'swap',
              },
            ]}
          />
        </Panel>
      </Column>
    </Page>
  );
}
