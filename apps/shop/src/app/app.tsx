import { useEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import { imageSrcSet } from '@bazaar/api/images';
import { ApiProvider } from '@bazaar/api/swr';
import { PREFERENCE_COOKIES, isLanguageCode, type Layout } from '@bazaar/domain';
import { changeLanguage, readStoredLanguage } from '@bazaar/i18n';
import { UIProvider } from '@bazaar/ui';
import { keepCartSynced } from '../features/cart/offline-queue.js';
import { keepChatConnectedWhenLoggedIn } from '../features/chat/lazy-chat-connection.js';
import { AppInfoLoader } from '../features/catalogue/app-info.js';
import { keepSessionFresh } from '../features/session/session-refresh.js';
import { StoreProvider, followOtherTabs } from '../state/index.js';
import { CacheEffects } from './cache-effects.js';
import { DocumentLanguage } from './document-language.js';
import { appCommitted } from './early-events.js';
import { ConfirmProvider } from './feedback/confirm.js';
import type { AppServices } from './app-types.js';
import { ServicesProvider } from './services-context.js';
import { useViewportLayout } from './use-viewport-layout.js';
import { writePreferenceCookie, writePreferenceCookieWhenIdle } from './preference-cookies.js';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** From `createServices`. */
  services: AppServices;
  /** The layout the components draw (the router's table follows the same). */
  layout: Layout;
  /** SWR's cache, when it starts with answers (a server-rendered page). @default a new one */
  swrCache?: Map<string, unknown>;
  /** SWR middlewares (the server's recorder, hydration's seeded keys). */
  swrUse?: Middleware[];
  children?: ReactNode;
}

/**
 * Every provider of the app, outermost first: the services and the store, `UIProvider` (theme,
 * layout, locale, toasts on the services' queue, client-side links, the server's resized copies
 * of stored pictures), SWR with a cache of its own
 * and the API client, and the confirmation dialog. Tests of a screen render inside it too.
 */
export function AppProviders({ services, layout, swrCache, swrUse, children }: AppProvidersProps) {
  const swr = useMemo<SWRConfiguration>(() => {
    const cache = swrCache ?? new Map();
    return { provider: () => cache, ...(swrUse ? { use: swrUse } : {}) };
  }, [swrCache, swrUse]);
  const router = useMemo(
    () => ({ navigate: (path: string) => void services.router.navigate(path) }),
    [services],
  );
  return (
    <ServicesProvider services={services}>
      <StoreProvider store={services.store}>
        <UIProvider
          i18n={services.i18n}
          layout={layout}
          toastQueue={services.toasts}
          router={router}
          imageSrcSet={imageSrcSet}
        >
          <SWRConfig value={swr}>
            <ApiProvider client={services.client}>
              <ConfirmProvider>
                <CacheEffects />
                <DocumentLanguage />
                {children}
              </ConfirmProvider>
            </ApiProvider>
          </SWRConfig>
        </UIProvider>
      </StoreProvider>
    </ServicesProvider>
  );
}

/** What the app hydrating a server-rendered page starts with (see `main.tsx`). */
export interface AppHydration {
  /** The layout the server drew. */
  layout: Layout;
  /** SWR's cache with the server's answers. */
  swrCache: Map<string, unknown>;
  /** The keys the server answered: not fetched again as the page hydrates. */
  seeded: Set<string>;
  /** SWR middlewares for hydration. */
  swrUse: Middleware[];
}

/** Props of {@link App}. */
export interface AppProps {
  /** From `createServices`. */
  services: AppServices;
  /** Set when the page was rendered by the server. */
  hydration?: AppHydration;
}

/**
 * Keeps the preference cookies the server renders pages by on the visitor's language and layout,
 * and, on a server-rendered page, moves to the language stored in this browser when the server
 * did not know it (a visit from before the cookie).
 */
function usePreferenceCookies(services: AppServices, layout: Layout, hydrated: boolean) {
  useEffect(() => writePreferenceCookieWhenIdle(PREFERENCE_COOKIES.layout, layout), [layout]);
  useEffect(() => {
    const { i18n, storage } = services;
    const write = (language: string) => {
      if (isLanguageCode(language)) writePreferenceCookie(PREFERENCE_COOKIES.language, language);
    };
    // The language the page started in: when the browser is idle (a change is written at once).
    const cancel = isLanguageCode(i18n.language)
      ? writePreferenceCookieWhenIdle(PREFERENCE_COOKIES.language, i18n.language)
      : () => undefined;
    i18n.on('languageChanged', write);
    if (hydrated && storage) {
      const stored = readStoredLanguage(storage);
      if (stored !== i18n.language) void changeLanguage(i18n, stored, storage);
    }
    return () => {
      cancel();
      i18n.off('languageChanged', write);
    };
  }, [services, hydrated]);
}

/**
 * The shop app: the providers around the router of the window's layout. Crossing 500 px swaps
 * the route table at the same path. While mounted it keeps the session fresh, follows state
 * changes made in other tabs, starts a logged-in user with the server cart (sending the changes
 * made offline first, and again when the network is back), and keeps the chat
 * connection of a logged-in user.
 */
export function App({ services, hydration }: AppProps) {
  const layout = useViewportLayout(hydration?.layout);
  const router = services.router.get(layout);
  usePreferenceCookies(services, layout, hydration !== undefined);
  // Hydrated: later mounts of the server's keys follow SWR's usual rules again.
  useEffect(() => hydration?.seeded.clear(), [hydration]);

  useEffect(() => keepSessionFresh(services), [services]);
  useEffect(() => keepCartSynced(services), [services]);
  useEffect(() => followOtherTabs(services.store), [services]);
  useEffect(() => keepChatConnectedWhenLoggedIn(services), [services]);
  // Last of the root's effects: the hydration has committed; presses kept before it can go.
  useEffect(() => appCommitted(), []);

  return (
    <AppProviders
      services={services}
      layout={layout}
      swrCache={hydration?.swrCache}
      swrUse={hydration?.swrUse}
    >
      <AppInfoLoader />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
