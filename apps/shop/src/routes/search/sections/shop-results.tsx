import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { ShopCard } from '@bazaar/ui';
import { shopPath, toShopSummary } from '../../../features/catalogue/index.js';
import { PagedList } from '../../../features/paged-list/index.js';

/** Props of {@link ShopResults}. */
export interface ShopResultsProps {
  /** The paged shops of a shop search. */
  list: PagedEndpointResult<ShopCardData>;
}

/** The shops a search found, best rated first, paged to "no more data". */
export function ShopResults({ list }: ShopResultsProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={list}
      aria-label={t('shop:search.shops')}
      skeletonHeight="88px"
      renderItem={(item) => <ShopCard shop={toShopSummary(item)} href={shopPath(item.id)} />}
    />
  );
}
