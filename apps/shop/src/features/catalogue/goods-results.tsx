import type { ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '@bazaar/api/contract';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { GoodsCard } from '@bazaar/ui';
import { goodsPath, toGoodsSummary } from './cards.js';
import { useCurrency } from './app-info.js';
import { PagedList } from '../paged-list/index.js';

/** Props of {@link GoodsResults}. */
export interface GoodsResultsProps {
  /** The paged goods (`usePagedEndpoint` of a goods list). */
  list: PagedEndpointResult<GoodsCardData>;
  /** Names the list, already translated. */
  'aria-label': string;
  /** Cards in columns, or rows with the picture at the start. @default 'grid' */
  view?: 'grid' | 'list';
  /** An action under the "no data" state. */
  emptyAction?: ReactNode;
  /**
   * How many of the first cards' pictures are the page's main ones (eager, high priority,
   * preloaded): a phone's first row is two cards of the same size, and the one painted last is
   * the page's largest contentful paint. @default 0
   */
  mainPictures?: number;
}

/**
 * A paged list of goods cards in the display currency: skeletons while the first page loads,
 * "no data" when empty, the next page as the end nears, "no more data" at the end, and a retry
 * when the first page fails.
 */
export function GoodsResults({
  list,
  'aria-label': ariaLabel,
  view = 'grid',
  emptyAction,
  mainPictures = 0,
}: GoodsResultsProps) {
  const currency = useCurrency();
  return (
    <PagedList
      list={list}
      aria-label={ariaLabel}
      layout={view}
      emptyAction={emptyAction}
      skeletonHeight="160px"
      renderItem={(item, index) => (
        <GoodsCard
          goods={toGoodsSummary(item)}
          currency={currency}
          href={goodsPath(item.id)}
          layout={view}
          priority={index < mainPictures}
        />
      )}
    />
  );
}
