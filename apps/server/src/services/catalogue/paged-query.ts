import type { PagedOf } from '@bazaar/api/contract';
import { sql } from 'drizzle-orm';
import { pagedAnswer, type PageWindow } from '../../lib/paging.js';

/**
 * Select it as `total` beside a page's columns: the count of every matching row, computed by the
 * same query (`count(*) over ()`), so a page and its total cost one round trip.
 */
export const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The page answer of rows selected with {@link windowTotal}. A page past the end has no row to
 * carry the total: only then is `countAll` asked.
 */
export async function pageOfRows<T extends { total: number }>(
  window: PageWindow,
  rows: readonly T[],
  countAll: () => Promise<number>,
): Promise<PagedOf<Omit<T, 'total'>>> {
  const total = rows[0]?.total ?? (window.offset > 0 ? await countAll() : 0);
  return pagedAnswer(
    window,
    total,
    rows.map(({ total: _total, ...row }) => row),
  );
}
