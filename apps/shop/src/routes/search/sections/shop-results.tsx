import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { InfiniteList, ShopCard, Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { shopPath, toShopSummary } from '../../../features/catalogue/index.js';

/** Props of {@link ShopResults}. */
export interface ShopResultsProps {
  /** The paged shops of a shop search. */
  list: PagedEndpointResult<ShopCardData>;
}

/** The shops a search found, best rated first, paged to "no more data". */
export function ShopResults({ list }: ShopResultsProps) {
  const { t } = useTranslation();
  if (list.error && list.items.length === 0) {
    return <StateView state="failed" onRetry={() => void list.refresh()} />;
  }
  return (
    <InfiniteList
      aria-label={t('shop:search.shops')}
      items={list.items}
      getKey={(item) => item.id}
      hasMore={list.hasMore}
      isLoading={list.isLoading}
      isLoadingMore={list.isLoadingMore}
      onLoadMore={list.loadMore}
      loadingPlaceholder={
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="88px" />
          <Skeleton height="88px" />
        </SkeletonGroup>
      }
      renderItem={(item) => <ShopCard shop={toShopSummary(item)} href={shopPath(item.id)} />}
    />
  );
}
