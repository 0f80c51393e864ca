import { PERSISTED_STATE_PARTS } from '@bazaar/domain';
import { PART_CODECS, loadState, type AppState, type PartName } from './parts.js';
import type { KeyValueStorage } from './storage.js';

/** A part's next value, or a function of its current value. */
export type PartUpdate<K extends PartName> = AppState[K] | ((current: AppState[K]) => AppState[K]);

/**
 * The app's state container: six persisted parts, read with `useSyncExternalStore` (see
 * `useAppState`). It holds data only; rules (cart totals, the session test) live in
 * `@bazaar/domain` and are applied by the helpers of `src/state/*.ts` before a part is set.
 */
export interface AppStore {
  /** The current state (a new object after every change, parts shared when unchanged). */
  getState(): AppState;
  /**
   * The state a server-rendered page was drawn with (nothing stored: no user, an empty cart),
   * which React reads while it hydrates that page; the stored state follows right after.
   * Without `serverRendered` the current state.
   */
  getServerState(): AppState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Replaces one part and writes it to storage. Setting the same value changes nothing. */
  set<K extends PartName>(part: K, update: PartUpdate<K>): void;
  /**
   * Re-reads the parts stored under `key` (another tab changed them; see `followOtherTabs`).
   * A key that belongs to no part is ignored; `null` (storage cleared) re-reads every part.
   */
  reload(key: string | null): void;
}

/** Options of {@link createAppStore}. */
export interface AppStoreOptions {
  /** Where the parts are kept (`localStorage`); `null` keeps them in memory only. @default null */
  storage?: KeyValueStorage | null;
  /** The page was rendered by the server, from nothing stored (see `getServerState`). @default false */
  serverRendered?: boolean;
}

/**
 * The stored state with each part that equals the server's (nothing stored: a first visit, an
 * empty cart) replaced by the server's own object, so that a selector derives the same value from
 * both and hydration renders nothing again for it.
 */
function sharingEqualParts(stored: AppState, server: AppState): AppState {
  const shared = PERSISTED_STATE_PARTS.filter(
    (part) => JSON.stringify(stored[part]) === JSON.stringify(server[part]),
  );
  if (shared.length === 0) return stored;
  return { ...stored, ...Object.fromEntries(shared.map((part) => [part, server[part]])) };
}

/** Creates the store, reading each part from storage (invalid or missing parts start empty). */
export function createAppStore({
  storage = null,
  serverRendered = false,
}: AppStoreOptions = {}): AppStore {
  const serverState = serverRendered ? loadState(null) : null;
  let state = serverState ? sharingEqualParts(loadState(storage), serverState) : loadState(storage);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    getState: () => state,
    getServerState: () => serverState ?? state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(part, update) {
      const current = state[part];
      const next =
        typeof update === 'function'
          ? (update as (value: typeof current) => typeof current)(current)
          : update;
      if (Object.is(next, current)) return;
      state = { ...state, [part]: next };
      PART_CODECS[part].save(storage, next);
      emit();
    },
    reload(key) {
      const parts = PERSISTED_STATE_PARTS.filter(
        (part) => key === null || PART_CODECS[part].keys.includes(key),
      );
      if (parts.length === 0) return;
      const fresh = loadState(storage);
      state = { ...state, ...Object.fromEntries(parts.map((part) => [part, fresh[part]])) };
      emit();
    },
  };
}

/**
 * Keeps the store in step with other tabs of the app (a logout or a cart change there shows
 * here): listens to the window's `storage` event. Returns the function that stops listening.
 */
export function followOtherTabs(store: AppStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === null || event.storageArea === target.localStorage) {
      store.reload(event.key);
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
