import { useEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiProvider } from '@bazaar/api/swr';
import type { Layout } from '@bazaar/domain';
import { UIProvider } from '@bazaar/ui';
import { loadServerCart } from '../features/cart/server-cart.js';
import { keepChatConnected } from '../features/chat/chat-connection.js';
import { AppInfoLoader } from '../features/catalogue/app-info.js';
import { keepSessionFresh } from '../features/session/session-refresh.js';
import { StoreProvider, followOtherTabs } from '../state/index.js';
import { CacheEffects } from './cache-effects.js';
import { DocumentLanguage } from './document-language.js';
import { ConfirmProvider } from './feedback/confirm.js';
import type { AppServices } from './services.js';
import { ServicesProvider } from './services-context.js';
import { useViewportLayout } from './use-viewport-layout.js';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** From `createServices`. */
  services: AppServices;
  /** The layout the components draw (the router's table follows the same). */
  layout: Layout;
  children?: ReactNode;
}

/**
 * Every provider of the app, outermost first: the services and the store, `UIProvider` (theme,
 * layout, locale, toasts on the services' queue, client-side links), SWR with a cache of its own
 * and the API client, and the confirmation dialog. Tests of a screen render inside it too.
 */
export function AppProviders({ services, layout, children }: AppProvidersProps) {
  const swr = useMemo<SWRConfiguration>(() => {
    const cache = new Map();
    return { provider: () => cache };
  }, []);
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

/** Props of {@link App}. */
export interface AppProps {
  /** From `createServices`. */
  services: AppServices;
}

/**
 * The shop app: the providers around the router of the window's layout. Crossing 500 px swaps
 * the route table at the same path. While mounted it keeps the session fresh, follows state
 * changes made in other tabs, starts a logged-in user with the server cart, and keeps the chat
 * connection of a logged-in user.
 */
export function App({ services }: AppProps) {
  const layout = useViewportLayout();
  const router = services.router.get(layout);

  useEffect(() => keepSessionFresh(services), [services]);
  useEffect(() => void loadServerCart(services.store, services.serverCart), [services]);
  useEffect(() => followOtherTabs(services.store), [services]);
  useEffect(() => keepChatConnected(services), [services]);

  return (
    <AppProviders services={services} layout={layout}>
      <AppInfoLoader />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
