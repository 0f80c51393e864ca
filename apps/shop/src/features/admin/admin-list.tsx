import type { Key, ReactNode } from 'react';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { EmptyState } from '@bazaar/ui';
import { ListSkeletons, PagedList } from '../paged-list/index.js';

/** Skeleton rows while the first page loads. */
export function ListLoading({ rows = 3 }: { rows?: number }) {
  return <ListSkeletons height="7rem" rows={rows} />;
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
  if (list.isEmpty) return <EmptyState message={emptyMessage} />;
  return (
    <PagedList
      list={list}
      aria-label={label}
      failedMessage={errorMessage}
      getKey={getKey}
      skeletonHeight="7rem"
      skeletonRows={3}
      renderItem={renderItem}
    />
  );
}
