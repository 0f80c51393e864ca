import { useCallback, useEffect } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import type { PagedOf, ResponseOf } from '../contract/index.js';
import type { AnyEndpoint, InputOf } from '../client/client.js';
import type { ApiError } from '../client/errors.js';
import { endpointKey } from './keys.js';
import { usePagedListRegistry, useApiClient } from './provider.js';
import { fetchKey, isTransientError } from './use-endpoint.js';

/** The item type of a paged endpoint (`data[number]` of its `{ total, ..., data }` answer). */
export type PageItemOf<E> = ResponseOf<E> extends PagedOf<infer T> ? T : never;

/** The input of a paged endpoint without `page`: the hook asks for the pages itself. */
export type PagedInputOf<E> = Omit<NonNullable<InputOf<E>>, 'page'>;

/** A paged list read page by page. */
export interface PagedEndpointResult<T> {
  /** The items of every loaded page, in order. */
  items: T[];
  /** The loaded pages as the server sent them. */
  pages: PagedOf<T>[];
  /** How many items the list has on the server (`total` of the last loaded page). */
  total: number;
  /** The error of the last load, if it failed. */
  error: ApiError | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading (show the spinner at the end of the list). */
  isLoadingMore: boolean;
  /** More pages exist; `false` once the last page is loaded: the "no more data" state. */
  hasMore: boolean;
  /** The list loaded and has no items: the "no data" state. */
  isEmpty: boolean;
  /** Loads the next page; does nothing while a page loads or when there is no more. */
  loadMore(): void;
  /** Reloads every loaded page (pull to refresh). */
  refresh(): Promise<void>;
}

function pageHasMore(page: PagedOf<unknown>): boolean {
  return page.current_page < page.last_page && page.data.length > 0;
}

/**
 * Reads a paged endpoint (`?page=1&limit=10` answering `{ total, per_page, current_page,
 * last_page, data }`) page by page through `useSWRInfinite`. `input` is the rest of the query
 * (`{ state: 2 }`); `null` means do not fetch. Mutations made with `useEndpointMutation` that
 * name this endpoint refresh every loaded page.
 */
export function usePagedEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input?: PagedInputOf<E> | null,
  config?: SWRInfiniteConfiguration<PagedOf<PageItemOf<E>>, ApiError>,
): PagedEndpointResult<PageItemOf<E>> {
  type Page = PagedOf<PageItemOf<E>>;
  const client = useApiClient();
  const registry = usePagedListRegistry();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    Page,
    ApiError
  >(
    (index: number, previous: Page | null) => {
      if (input === null || (previous && !pageHasMore(previous))) return null;
      return endpointKey(endpoint, { ...input, page: index + 1 } as InputOf<E>);
    },
    (key: string) => fetchKey(client, endpoint, key) as Promise<Page>,
    // Loading page 3 need not fetch page 1 again; refresh() and mutations reload every page.
    { shouldRetryOnError: isTransientError, revalidateFirstPage: false, ...config },
  );

  useEffect(() => registry.add(endpoint, () => mutate()), [registry, endpoint, mutate]);

  const pages = data ?? [];
  const last = pages.at(-1);
  const hasMore = last ? pageHasMore(last) : false;
  const isLoadingMore = isValidating && pages.length > 0 && pages.length < size && hasMore;
  const items = pages.flatMap((page) => page.data);

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore) return;
    void setSize(pages.length + 1);
  }, [hasMore, isLoadingMore, setSize, pages.length]);

  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);

  return {
    items,
    pages,
    total: last?.total ?? 0,
    error,
    isLoading,
    isLoadingMore,
    hasMore,
    isEmpty: !error && last !== undefined && items.length === 0,
    loadMore,
    refresh,
  };
}
