import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { EmptyState, type EmptyKind } from '../empty-state/empty-state.js';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton.js';
import { Footer, List, Sentinel } from './infinite-list.styles.js';

/** Props of `InfiniteList`. */
export interface InfiniteListProps<T> {
  /** The items loaded so far (every page). */
  items: readonly T[];
  /** Draws one item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key of an item. */
  getKey: (item: T) => Key;
  /** More pages exist. */
  hasMore: boolean;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** A further page is loading. @default false */
  isLoadingMore?: boolean;
  /** Loads the next page; called when the end of the list comes near, or by the button. */
  onLoadMore: () => void;
  /** Names the list, already translated. */
  'aria-label': string;
  /** `grid` uses the layout's columns (goods). @default 'list' */
  layout?: 'list' | 'grid';
  /** The empty state when there are no items. @default 'no_data' */
  emptyKind?: EmptyKind;
  /** An action under the empty message. */
  emptyAction?: ReactNode;
  /** What shows while the first page loads. @default three skeleton rows */
  loadingPlaceholder?: ReactNode;
}

/**
 * A list that loads its next page as the reader nears the end (an intersection observer), with a
 * "load more" button for keyboards and old browsers, a loading line, "no more data" at the end
 * (spec section 8) and the empty state when there is nothing. Fits `usePagedEndpoint` of
 * `@bazaar/api` (items, hasMore, isLoadingMore, loadMore) without knowing it.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  hasMore,
  isLoading = false,
  isLoadingMore = false,
  onLoadMore,
  'aria-label': ariaLabel,
  layout = 'list',
  emptyKind = 'no_data',
  emptyAction,
  loadingPlaceholder,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('ui');
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !isLoading && !isLoadingMore;
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, items.length]);

  if (isLoading && items.length === 0) {
    return (
      loadingPlaceholder ?? (
        <SkeletonGroup>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="72px" />
          ))}
        </SkeletonGroup>
      )
    );
  }
  if (items.length === 0) return <EmptyState kind={emptyKind} action={emptyAction} />;

  return (
    <>
      <List aria-label={ariaLabel} data-layout={layout} aria-busy={isLoadingMore || undefined}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </List>
      <Footer>
        {hasMore ? (
          <>
            <Sentinel ref={sentinel} />
            <Button variant="text" size="sm" isLoading={isLoadingMore} onPress={onLoadMore}>
              {t('list.load_more')}
            </Button>
          </>
        ) : (
          <EmptyState kind="no_more_data" />
        )}
      </Footer>
    </>
  );
}
