import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { InfiniteList, Skeleton, SkeletonGroup, StateView, type EmptyKind } from '@bazaar/ui';

/** Props of {@link ListSkeletons}. */
export interface ListSkeletonsProps {
  /** The height of one row (`"96px"`, `"7rem"`). */
  height: string;
  /** How many rows. @default 2 */
  rows?: number;
}

/** Skeleton rows, announced as loading, while the first page of a list loads. */
export function ListSkeletons({ height, rows = 2 }: ListSkeletonsProps) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common:status.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </SkeletonGroup>
  );
}

/** Props of {@link PagedList}. */
export interface PagedListProps<T, U = T> {
  /** The paged list (`usePagedEndpoint`). */
  list: PagedEndpointResult<T>;
  /** What to draw when it is not the list's items as loaded (the footprints grouped by day). */
  items?: readonly U[];
  /** Names the list, already translated. */
  'aria-label': string;
  /** Draws one item. */
  renderItem: (item: U, index: number) => ReactNode;
  /** A stable key of an item. @default the item's `id` */
  getKey?: (item: U) => Key;
  /** The message when the first page could not be loaded, already translated. @default the state view's own */
  failedMessage?: string;
  /** The height of a skeleton row while the first page loads; without it, the list's own placeholder. */
  skeletonHeight?: string;
  /** How many skeleton rows. @default 2 */
  skeletonRows?: number;
  /** `grid` uses the layout's columns (goods). @default 'list' */
  layout?: 'list' | 'grid';
  /** The empty state when there are no items. @default 'no_data' */
  emptyKind?: EmptyKind;
  /** An action under the empty message. */
  emptyAction?: ReactNode;
}

function idOf(item: unknown): Key {
  return (item as { id: Key }).id;
}

/**
 * A `usePagedEndpoint` list in every state: the failure with a retry when the first page could
 * not be loaded, otherwise the infinite list (skeletons, items, the empty state, "no more data").
 */
export function PagedList<T, U = T>({
  list,
  items,
  'aria-label': label,
  renderItem,
  getKey = idOf,
  failedMessage,
  skeletonHeight,
  skeletonRows,
  layout,
  emptyKind,
  emptyAction,
}: PagedListProps<T, U>) {
  if (list.error && list.items.length === 0) {
    return (
      <StateView state="failed" failedMessage={failedMessage} onRetry={() => void list.refresh()} />
    );
  }
  return (
    <InfiniteList
      aria-label={label}
      items={items ?? (list.items as unknown as readonly U[])}
      getKey={getKey}
      hasMore={list.hasMore}
      isLoading={list.isLoading}
      isLoadingMore={list.isLoadingMore}
      onLoadMore={list.loadMore}
      layout={layout}
      emptyKind={emptyKind}
      emptyAction={emptyAction}
      loadingPlaceholder={
        skeletonHeight ? <ListSkeletons height={skeletonHeight} rows={skeletonRows} /> : undefined
      }
      renderItem={renderItem}
    />
  );
}
