import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { Cart } from '@bazaar/domain';
import type { AppState } from './parts.js';
import { selectSession, type Session } from './session.js';
import type { AppStore } from './store.js';

const StoreContext = createContext<AppStore | null>(null);

/** Props of {@link StoreProvider}. */
export type StoreProviderProps = {
  /** The store from `createAppStore`. */
  store: AppStore;
  children?: React.ReactNode;
};

type Snapshot<T> = { state: AppState; selector: unknown; value: T };

/** Makes the store available to `useAppState`, `useSession`, `useCart` and `useStore`. */
export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store itself, to change it through the helpers of `src/state` (`applyCartAction(store, ...)`). */
export function useStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore needs a <StoreProvider> above it.');
  return store;
}

/**
 * A value derived from the state; the component re-renders when it changes. `isEqual` decides
 * whether a newly derived value is the same as the last (default `Object.is`), so a selector may
 * build a new object without re-rendering on every change.
 */
export function useAppState<T>(
  selector: (state: AppState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useStore();
  const last = useRef<Snapshot<T> | null>(null);
  const lastServer = useRef<Snapshot<T> | null>(null);
  const derive = useCallback(
    (state: AppState, memo: { current: Snapshot<T> | null }) => {
      const previous = memo.current;
      if (previous && previous.state === state && previous.selector === selector) {
        return previous.value;
      }
      const derived = selector(state);
      const value = previous && isEqual(previous.value, derived) ? previous.value : derived;
      memo.current = { state, selector, value };
      return value;
    },
    [selector, isEqual],
  );
  const getSnapshot = useCallback(() => derive(store.getState(), last), [store, derive]);
  // While React hydrates a server-rendered page it reads what the server drew (nothing stored),
  // then renders again with the stored state: no mismatch, and the user's own data follows.
  const getServerSnapshot = useCallback(
    () => derive(store.getServerState(), lastServer),
    [store, derive],
  );
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}

function sameSession(a: Session, b: Session): boolean {
  return (
    a.token === b.token &&
    a.userinfo === b.userinfo &&
    a.statistics === b.statistics &&
    a.isLoggedIn === b.isLoggedIn
  );
}

/** The session: token, userinfo, statistics and `isLoggedIn`. */
export function useSession(): Session {
  return useAppState(selectSession, sameSession);
}

const selectCart = (state: AppState) => state.cart;

/** The cart with its derived totals (`cartnum` for a badge, `allsum`, `status`...). */
export function useCart(): Cart {
  return useAppState(selectCart);
}
