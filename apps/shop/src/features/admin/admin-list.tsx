import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { EmptyState, InfiniteList, Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';

/** Skeleton rows while the first page loads. */
export function ListLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common:status.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="7rem" />
      ))}
    </SkeletonGroup>
  );
}

/** Props of {@link AdminList}. */
export interface AdminListProps<T> {
  /** The paged list (`usePagedEndpoint`). */
  list: PagedEndpointResult<T>;
  /** Names the list, already translated. */
  label: string;
  /** The empty state's message, already translated ("Nothing awaits review"). */
  emptyMessage: string;
  /** The message when the first page could not be loaded, already translated. */
  errorMessage: string;
  /** A stable key of an item. */
  getKey: (item: T) => Key;
  /** Draws one item. */
  renderItem: (item: T) => ReactNode;
}

/**
 * An operator's paged list in every state: skeletons while the first page loads, the error with a
 * retry, the empty state with its message, then the items paged to "no more data".
 */
export function AdminList<T>({
  list,
  label,
  emptyMessage,
  errorMessage,
  getKey,
  renderItem,
}: AdminListProps<T>) {
  if (list.error && list.items.length === 0) {
    return (
      <StateView state="failed" failedMessage={errorMessage} onRetry={() => void list.refresh()} />
    );
  }
  if (list.isEmpty) return <EmptyState message={emptyMessage} />;
  return (
    <InfiniteList
      aria-label={label}
      items={list.items}
      getKey={getKey}
      hasMore={list.hasMore}
      isLoading={list.isLoading}
      isLoadingMore={list.isLoadingMore}
      onLoadMore={list.loadMore}
      loadingPlaceholder={<ListLoading />}
      renderItem={renderItem}
    />
  );
}
