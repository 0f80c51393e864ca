import type { PagedOf } from '@bazaar/api/contract';

/** The page size when a list query gives none (the contract's `PageQuery` default). */
export const DEFAULT_PAGE_LIMIT = 10;

/** A page of a list query: 1-based page, its size, and the rows to skip. */
export interface PageWindow {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

/** The window of `?page=&limit=` (already validated by the contract's `PageQuery`). */
export function pageWindow(query: { readonly page?: number; readonly limit?: number }): PageWindow {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * A page in the contract shape `{ total, per_page, current_page, last_page, data }`; `last_page` is
 * at least 1, and a page past the end has no rows.
 */
export function pagedAnswer<T>(window: PageWindow, total: number, data: T[]): PagedOf<T> {
  return {
    total,
    per_page: window.limit,
    current_page: window.page,
    last_page: Math.max(1, Math.ceil(total / window.limit)),
    data,
  };
}
