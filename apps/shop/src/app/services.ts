import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiError, type FetchLike } from '@bazaar/api';
import { loadAccountTexts, loadAreaTexts } from '@bazaar/i18n';
import { createToastQueue, showToast, type ToastTone } from '@bazaar/ui';
import { createAppStore, endSession, partKey, type KeyValueStorage } from '../state/index.js';
import { createServerCart, type ServerCart } from '../features/cart/server-cart.js';
import { reloadUserinfo } from '../features/session/session-refresh.js';
import { loginPath } from './router/paths.js';
import type { AppServices } from './app-types.js';
import { createRouterHost, type RouterFactory } from './router/router-host.js';
import type { ScreenLoader } from './router/screens.js';

/** The `X-Client` header value of this app (spec section 7: a fixed app value). */
export const APP_ID = 'bazaar-shop';

/** The API's base address: the server serves it at `/api` on the app's origin. */
export const API_BASE_URL = '/api';

export type { AppServices } from './app-types.js';

/** Options of {@link createServices}. */
export interface ServicesOptions {
  /** From `createI18n({ storage })`. */
  i18n: I18n;
  /** @default null (memory only) */
  storage?: KeyValueStorage | null;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** @default browserRouterFactory */
  createRouter?: RouterFactory;
  /** The screens by route id. @default SCREENS */
  screens?: Readonly<Record<string, ScreenLoader>>;
  /** The first path of a memory router (tests). @default '/' */
  initialPath?: string;
  /** The server cart; `null` keeps the cart local for everyone. @default over the API client */
  serverCart?: ServerCart | null;
  /** @default Date.now */
  now?: () => number;
  /** The page was rendered by the server (the store hydrates from nothing stored). @default false */
  serverRendered?: boolean;
}

/** The message of a failed call: its translated key (time-out, network), else the server's `msg`. */
export function errorMessage(i18n: I18n, error: ApiError): string {
  return error.messageKey ? i18n.t(error.messageKey) : error.message;
}

/** Creates the app's services: store, toasts, router host and API client wired together. */
export function createServices(options: ServicesOptions): AppServices {
  const {
    i18n,
    storage = null,
    fetch,
    createRouter,
    screens,
    initialPath,
    now = Date.now,
  } = options;
  const store = createAppStore({ storage, serverRendered: options.serverRendered ?? false });
  const toasts = createToastQueue();
  const toast = (message: string, tone: ToastTone = 'neutral') => {
    if (message) showToast(toasts, { message, tone });
  };
  const router = createRouterHost({
    guard: {
      getSession: () => store.getState().user,
      // A refusal's key may be an area's (`admin:no_permission`): its texts first, if they load.
      notify: (key) =>
        void loadAreaTexts(i18n)
          .catch(() => undefined)
          .then(() => toast(i18n.t(key), 'critical')),
      reloadUser: () => reloadUserinfo({ store, client }),
      loadAreaTexts: () => loadAreaTexts(i18n),
      loadAccountTexts: () => loadAccountTexts(i18n),
    },
    ...(createRouter ? { createRouter } : {}),
    ...(screens ? { screens } : {}),
    ...(initialPath ? { initialPath } : {}),
  });
  const client = createApiClient({
    appId: APP_ID,
    baseUrl: API_BASE_URL,
    ...(fetch ? { fetch } : {}),
    session: {
      getToken: () => store.getState().user.token,
      clear: () => {
        // Another tab may have renewed the token this call was refused for: take its session
        // from storage rather than ending a session that is still good.
        const refused = store.getState().user.token;
        store.reload(partKey('user'));
        if (store.getState().user.token === refused) {
          endSession(store, { clearCart: serverCart !== null });
        }
      },
    },
    getLanguage: () => i18n.language,
    // Spec section 7: every refusal's msg is shown to the user.
    onError: (error) => toast(errorMessage(i18n, error), 'critical'),
    // The session is already cleared; a page that needs it sends the user to log in.
    onUnauthorized: () => {
      if (router.currentAuth() >= 1) {
        void router.navigate(loginPath(router.currentPath()), { replace: true });
      }
    },
  });
  const serverCart =
    options.serverCart === undefined ? createServerCart(client) : options.serverCart;
  return { i18n, store, client, toasts, router, storage, serverCart, now, toast };
}
