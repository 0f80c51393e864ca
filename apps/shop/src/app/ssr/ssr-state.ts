import type { Middleware, SWRHook } from 'swr';
import { isLanguageCode, type LanguageCode, type Layout } from '@bazaar/domain';

/** The id of the `<script type="application/json">` that carries {@link SsrState} to the browser. */
export const SSR_STATE_ID = 'bazaar-ssr';

/** SWR keys of `useSWRInfinite` start with this (swr's `INFINITE_PREFIX`). */
export const INFINITE_PREFIX = '$inf$';

/**
 * One answer the server fetched while rendering: an SWR key (`GET /wanlshop/goods/detail
 * {"id":3}`) and its data; for a paged list the key is the list's (`$inf$` and its first page's
 * key) and the data its loaded pages.
 */
export type SeedEntry = readonly [key: string, data: unknown];

/** What a server-rendered page tells the app that hydrates it. */
export interface SsrState {
  /** The language the page was rendered in. */
  readonly language: LanguageCode;
  /** The layout the page was rendered for (the route table and the components). */
  readonly layout: Layout;
  /** The answers the page was rendered from, to start SWR with. */
  readonly seed: readonly SeedEntry[];
}

/** The server's state for hydration, from the page; null on a page the server did not render. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as SsrState;
    const layoutOk = state.layout === 'mobile' || state.layout === 'desktop';
    return layoutOk && isLanguageCode(state.language) && Array.isArray(state.seed) ? state : null;
  } catch {
    return null;
  }
}

/**
 * {@link SsrState} as the text of a `<script type="application/json">`: `<` is escaped, so no
 * text in the data can close the script element.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** An SWR cache (the app's is a `Map`). */
export type SwrCache = Map<string, unknown>;

/**
 * Puts the server's answers in an SWR cache: each key's data; a paged list's entry holds its
 * pages (and each page has its own entry too, so the list does not fetch it again).
 */
export function seedSwrCache(cache: SwrCache, seed: readonly SeedEntry[]): void {
  for (const [key, data] of seed) {
    const isList = key.startsWith(INFINITE_PREFIX) && Array.isArray(data);
    cache.set(key, isList ? { data, _l: data.length } : { data });
  }
}

/** The SWR key of a hook: a plain key, or a paged list's (`$inf$` and its first page's key). */
function seedKeyOf(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (typeof key !== 'function') return null;
  // A paged list (useSWRInfinite) hands its page-key function to middlewares.
  try {
    const first = (key as (index: number, previous: null) => unknown)(0, null);
    return typeof first === 'string' ? INFINITE_PREFIX + first : null;
  } catch {
    return null;
  }
}

/**
 * An SWR middleware for hydration: a hook whose key the server answered (a paged list's too) does
 * not fetch it again when it mounts (`revalidateOnMount: false`) while `seeded` holds the key; the
 * app empties it once hydrated. Later mounts follow SWR's usual rules. (A paged list that
 * revalidated as it mounted fetched nothing, its pages being cached, but its loading state changed
 * twice: two synchronous renders of the whole list right after the hydration.)
 */
export function skipSeededRevalidation(seeded: ReadonlySet<string>): Middleware {
  return (useSWRNext: SWRHook) => (key, fetcher, config) => {
    const seedKey = seedKeyOf(key);
    return useSWRNext(
      key,
      fetcher,
      seedKey !== null && seeded.has(seedKey) ? { ...config, revalidateOnMount: false } : config,
    );
  };
}

/** What an SSR render asked SWR for: plain keys and the first page keys of paged lists. */
export interface KeyRecorder {
  readonly keys: Set<string>;
  readonly pagedLists: Set<string>;
  readonly middleware: Middleware;
}

/** An SWR middleware that records every key a render asks for (the server's first pass). */
export function recordKeys(): KeyRecorder {
  const keys = new Set<string>();
  const pagedLists = new Set<string>();
  const middleware: Middleware = (useSWRNext: SWRHook) => (key, fetcher, config) => {
    if (typeof key === 'string') keys.add(key);
    else if (typeof key === 'function') {
      // A paged list (useSWRInfinite) hands its page-key function to middlewares.
      try {
        const first = (key as (index: number, previous: null) => unknown)(0, null);
        if (typeof first === 'string') pagedLists.add(first);
      } catch {
        // Not ready to fetch yet.
      }
    }
    return useSWRNext(key, fetcher, config);
  };
  return { keys, pagedLists, middleware };
}
