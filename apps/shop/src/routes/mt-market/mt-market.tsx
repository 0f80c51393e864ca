import { useTranslation } from 'react-i18next';
import { common } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { MarketJobPanel } from '../../features/merchant/market-job-panel.js';
import { useMarketListing } from '../../features/merchant/market-listing.js';
import { Column, LinkList, Panel } from '../../features/user/sections/index.js';

/**
 * `/mt/market`: the wholesale market (the wholesale supermarket): list every goods not yet listed
 * in one action (with its progress while it runs), or open the market's goods, all or by
 * category, to choose some.
 */
export function MarketScreen() {
  const { t } = useTranslation();
  const listing = useMarketListing();
  const categories = useEndpoint(common.categorys, undefined);

  return (
    <Page title={t('merchant:market.title')}>
      <Column>
        <MarketJobPanel
          job={listing.job}
          isListing={listing.isListing}
          onListAll={() => void listing.listAll()}
        />
        <Panel aria-labelledby="market-categories">
          <h2 id="market-categories">{t('merchant:market.categories')}</h2>
          {categories.data ? (
            <LinkList
              items={[
                { id: 'all', label: t('merchant:market.all_goods'), href: '/mt/market_goods' },
                ...categories.data.list.map((category) => ({
                  id: String(category.id),
                  label: category.name,
                  href: `/mt/market_goods?category_id=${category.id}`,
                })),
              ]}
            />
          ) : categories.error ? (
            <StateView state="failed" onRetry={() => void categories.mutate()} />
          ) : (
            <SkeletonGroup label={t('common:status.loading')}>
              <Skeleton height="44px" />
              <Skeleton height="44px" />
            </SkeletonGroup>
          )}
        </Panel>
      </Column>
    </Page>
  );
}
