import { useCallback, useEffect, useState } from 'react';
import { readJson, writeJson, type KeyValueStorage } from '../../state/storage.js';

/** Where the device keeps its recent searches. */
export const RECENT_SEARCHES_KEY = 'bazaar.recentSearches';

/** The most recent searches kept. */
export const RECENT_SEARCHES_MAX = 8;

/** The recent searches stored (newest first); anything else stored there reads as none. */
export function readRecentSearches(storage: KeyValueStorage | null): string[] {
  const value = readJson(storage, RECENT_SEARCHES_KEY);
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, RECENT_SEARCHES_MAX);
}

/**
 * `keyword` (trimmed) first, before the others without its repeat (any letter case), at most
 * {@link RECENT_SEARCHES_MAX}; an empty keyword changes nothing.
 */
export function withRecentSearch(recent: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (word === '') return [...recent];
  const rest = recent.filter((item) => item.toLowerCase() !== word.toLowerCase());
  return [word, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The device's recent searches (`localStorage`, never sent anywhere): read after the first render
 * (the server-rendered screen has none), `add` a keyword searched, `clear` them all.
 */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecentSearches(deviceStorage())), []);
  const add = useCallback((keyword: string) => {
    const next = withRecentSearch(readRecentSearches(deviceStorage()), keyword);
    writeJson(deviceStorage(), RECENT_SEARCHES_KEY, next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    writeJson(deviceStorage(), RECENT_SEARCHES_KEY, null);
    setRecent([]);
  }, []);
  return { recent, add, clear };
}
