import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTER, selectSearchTab } from '@bazaar/domain';
import { filterFromParams, searchInput, searchPath } from './search-params.js';

describe('the search address', () => {
  it.each([
    ['', DEFAULT_SEARCH_FILTER],
    ['keyword=%20tea%20', { ...DEFAULT_SEARCH_FILTER, keyword: 'tea' }],
    ['type=shop&keyword=leaf', { ...DEFAULT_SEARCH_FILTER, type: 'shop', keyword: 'leaf' }],
    ['order=price&sort=asc&id=3', { ...DEFAULT_SEARCH_FILTER, order: 'price', sort: 'asc', id: 3 }],
    // Values that are not ours fall back to the default search.
    ['type=user&order=cheap&sort=up&id=abc', DEFAULT_SEARCH_FILTER],
    ['id=0', DEFAULT_SEARCH_FILTER],
    ['id=-4', DEFAULT_SEARCH_FILTER],
    ['page=7', DEFAULT_SEARCH_FILTER],
  ] as const)('reads ?%s', (query, filter) => {
    expect(filterFromParams(new URLSearchParams(query))).toEqual(filter);
  });

  it.each([
    [DEFAULT_SEARCH_FILTER, '/search'],
    [{ ...DEFAULT_SEARCH_FILTER, keyword: '  ' }, '/search'],
    [{ ...DEFAULT_SEARCH_FILTER, keyword: 'green tea' }, '/search?keyword=green+tea'],
    [{ ...DEFAULT_SEARCH_FILTER, page: 4, id: 3 }, '/search?id=3'],
    [selectSearchTab(DEFAULT_SEARCH_FILTER, 'price'), '/search?sort=asc&order=price'],
    [selectSearchTab(DEFAULT_SEARCH_FILTER, 'shop'), '/search?type=shop'],
    [{ ...DEFAULT_SEARCH_FILTER, id: undefined }, '/search'],
  ] as const)('writes %o as %s', (filter, path) => {
    expect(searchPath(filter)).toBe(path);
  });

  it('reads back what it writes', () => {
    const filter = { ...selectSearchTab(DEFAULT_SEARCH_FILTER, 'price'), keyword: 'tea', id: 9 };
    const path = searchPath(filter);
    expect(filterFromParams(new URLSearchParams(path.split('?')[1]))).toEqual({
      ...filter,
      page: 1,
    });
  });

  it.each([
    [DEFAULT_SEARCH_FILTER, { type: 'goods', order: 'all', sort: 'desc' }],
    [
      { ...DEFAULT_SEARCH_FILTER, keyword: 'tea', id: 2 },
      { type: 'goods', order: 'all', sort: 'desc', keyword: 'tea', id: 2 },
    ],
  ] as const)('asks common/goods for %o without empty values', (filter, input) => {
    expect(searchInput(filter)).toEqual(input);
  });
});
