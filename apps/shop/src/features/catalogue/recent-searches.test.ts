import { describe, expect, it } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  withRecentSearch,
} from './recent-searches.js';

function storage(text: string | null) {
  return { getItem: () => text, setItem: () => undefined, removeItem: () => undefined };
}

describe('recent searches', () => {
  it('puts a keyword first, trimmed, without its repeat in any letter case, keeping at most 8', () => {
    expect(withRecentSearch(['tea', 'Lamp'], ' lamp ')).toEqual(['lamp', 'tea']);
    expect(withRecentSearch(['tea'], '  ')).toEqual(['tea']);
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, index) => `word ${index}`);
    const next = withRecentSearch(many, 'new');
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`word ${RECENT_SEARCHES_MAX - 1}`);
  });

  it('reads what the device stored, and anything else as none', () => {
    expect(RECENT_SEARCHES_KEY).toBe('bazaar.recentSearches');
    expect(readRecentSearches(storage('["tea","",3,"lamp"]'))).toEqual(['tea', 'lamp']);
    expect(readRecentSearches(storage('{"a":1}'))).toEqual([]);
    expect(readRecentSearches(storage('not json'))).toEqual([]);
    expect(readRecentSearches(storage(null))).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});
