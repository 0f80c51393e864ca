import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_FILTER,
  SEARCH_TABS,
  activeSearchTab,
  searchQuery,
  searchTabKey,
  selectSearchTab,
  type SearchFilter,
} from './search.js';

describe('search', () => {
  it('defaults to page 1, goods, descending', () => {
    expect(DEFAULT_SEARCH_FILTER).toEqual({
      page: 1,
      type: 'goods',
      keyword: '',
      sort: 'desc',
      order: 'all',
    });
    expect(SEARCH_TABS).toEqual(['all', 'sale', 'new', 'shop', 'price']);
    expect(searchTabKey('sale')).toBe('shop:search_tabs.sale');
  });

  const paged: SearchFilter = { ...DEFAULT_SEARCH_FILTER, page: 4, keyword: 'tea', id: 7 };

  it.each([
    ['all', { type: 'goods', order: 'all', sort: 'desc' }],
    ['sale', { type: 'goods', order: 'sale', sort: 'desc' }],
    ['new', { type: 'goods', order: 'new', sort: 'desc' }],
    ['shop', { type: 'shop', order: 'all', sort: 'desc' }],
    ['price', { type: 'goods', order: 'price', sort: 'asc' }],
  ] as const)('%s', (tab, expected) => {
    const next = selectSearchTab(paged, tab);
    expect(next).toEqual({ ...paged, page: 1, ...expected });
    expect(activeSearchTab(next)).toBe(tab);
  });

  it('pressing price again flips the direction', () => {
    const once = selectSearchTab(paged, 'price');
    const twice = selectSearchTab(once, 'price');
    const thrice = selectSearchTab(twice, 'price');
    expect([once.sort, twice.sort, thrice.sort]).toEqual(['asc', 'desc', 'asc']);
    expect(selectSearchTab(selectSearchTab(twice, 'sale'), 'price').sort).toBe('asc');
  });

  it('builds the query without empty values', () => {
    expect(searchQuery(DEFAULT_SEARCH_FILTER)).toEqual({
      page: '1',
      type: 'goods',
      sort: 'desc',
      order: 'all',
    });
    expect(searchQuery({ ...paged, keyword: ' green tea ' })).toEqual({
      page: '4',
      type: 'goods',
      keyword: 'green tea',
      id: '7',
      sort: 'desc',
      order: 'all',
    });
    expect(searchQuery({ ...DEFAULT_SEARCH_FILTER, keyword: '   ' }).keyword).toBeUndefined();
  });
});
