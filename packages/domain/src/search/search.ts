/** The search page's sort tabs (spec section 2): all, sales, newest, shops, price. */
export const SEARCH_TABS = ['all', 'sale', 'new', 'shop', 'price'] as const;

/** A search tab. */
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The i18n key of a search tab (`shop:search_tabs.price`). */
export function searchTabKey(tab: SearchTab): string {
  return `shop:search_tabs.${tab}`;
}

/** The search filter (spec section 3; API `GET /wanlshop/common/goods`). */
export type SearchFilter = {
  /** 1-based page. */
  readonly page: number;
  /** Goods or shops. */
  readonly type: 'goods' | 'shop';
  readonly keyword: string;
  /** A category id, when searching within one. */
  readonly id?: number;
  /** Sort direction. */
  readonly sort: 'desc' | 'asc';
  /** Sort key of a goods search. */
  readonly order: 'all' | 'sale' | 'new' | 'price';
};

/** The default search (spec section 9): page 1, goods, sorted descending, no keyword. */
export const DEFAULT_SEARCH_FILTER: SearchFilter = {
  page: 1,
  type: 'goods',
  keyword: '',
  sort: 'desc',
  order: 'all',
};

/**
 * The filter after pressing `tab`, back on page 1 with the keyword and category kept. `shop` lists
 * shops. `price` sorts ascending first, and pressing it again flips the direction; the other tabs
 * sort descending (most sold, newest first).
 */
export function selectSearchTab(filter: SearchFilter, tab: SearchTab): SearchFilter {
  const base = { ...filter, page: 1 };
  switch (tab) {
    case 'shop':
      return { ...base, type: 'shop', order: 'all', sort: 'desc' };
    case 'price': {
      const again = filter.type === 'goods' && filter.order === 'price';
      const sort = again && filter.sort === 'asc' ? 'desc' : 'asc';
      return { ...base, type: 'goods', order: 'price', sort };
    }
    default:
      return { ...base, type: 'goods', order: tab, sort: 'desc' };
  }
}

/** The tab a filter shows as selected. */
export function activeSearchTab(filter: SearchFilter): SearchTab {
  return filter.type === 'shop' ? 'shop' : filter.order;
}

/**
 * The query parameters of a filter, skipping empty values (spec section 7): no `keyword=` for an
 * empty keyword, no `id` without a category.
 */
export function searchQuery(filter: SearchFilter): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') query[key] = text;
  }
  return query;
}
