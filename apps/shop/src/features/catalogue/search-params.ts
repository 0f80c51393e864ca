import { DEFAULT_SEARCH_FILTER, searchQuery, type SearchFilter } from '@bazaar/domain';
import { parseId } from '../../app/router/paths.js';

const ORDERS: readonly SearchFilter['order'][] = ['all', 'sale', 'new', 'price'];
const SORTS: readonly SearchFilter['sort'][] = ['desc', 'asc'];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((item) => item === value) ?? fallback;
}

/**
 * The search filter of the search page's address (`/search?keyword=tea&id=3&order=price&sort=asc`,
 * `type=shop` for shops): the domain's default search where a value is missing or not one of ours.
 */
export function filterFromParams(params: URLSearchParams): SearchFilter {
  const id = parseId(params.get('id'));
  const filter: SearchFilter = {
    ...DEFAULT_SEARCH_FILTER,
    type: params.get('type') === 'shop' ? 'shop' : 'goods',
    keyword: (params.get('keyword') ?? '').trim(),
    order: oneOf(ORDERS, params.get('order'), DEFAULT_SEARCH_FILTER.order),
    sort: oneOf(SORTS, params.get('sort'), DEFAULT_SEARCH_FILTER.sort),
  };
  return id === null ? filter : { ...filter, id };
}

/**
 * The address of a search (the domain's `searchQuery`, which skips empty values), without the
 * page (the list pages by itself) and without the values of the default search, so the plain
 * search is `/search` and a keyword alone `/search?keyword=tea`.
 */
export function searchPath(filter: SearchFilter): string {
  const defaults = searchQuery(DEFAULT_SEARCH_FILTER);
  const query = Object.entries(searchQuery(filter)).filter(
    ([key, value]) => key !== 'page' && defaults[key] !== value,
  );
  return query.length === 0 ? '/search' : `/search?${new URLSearchParams(query)}`;
}

/** The `common/goods` input of a filter, without the page and without empty values. */
export function searchInput(filter: SearchFilter) {
  return {
    type: filter.type,
    order: filter.order,
    sort: filter.sort,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.id !== undefined ? { id: filter.id } : {}),
  };
}
