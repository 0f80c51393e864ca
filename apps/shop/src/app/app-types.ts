import type { i18n as I18n } from 'i18next';
import type { createBrowserRouter } from 'react-router-dom';
import type { ApiClient } from '@bazaar/api';
import type { AuthLevel, Layout } from '@bazaar/domain';
import type { ToastTone, UIToastQueue } from '@bazaar/ui';
import type { ServerCart } from '../features/cart/server-cart.js';
import type { AppStore, KeyValueStorage } from '../state/index.js';

// The types that start-up code (`createServices`, the router host, the route table) declares and
// the rest of the app reads. They live here, a module that imports no app code at run time and
// nothing that leads back to start-up code, so that no import cycle (type-only ones included)
// runs through them.

/** A data router (from `createBrowserRouter` or, in tests, `createMemoryRouter`). */
export type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Owns the app's router: one per layout, made when the layout is first asked for. Switching the
 * layout (the window crossed 500 px) makes the other table's router at the current path and
 * disposes the old one, so the path is kept. Code outside React navigates through it.
 */
export interface RouterHost {
  /** The router of `layout` (the same object while the layout stays). */
  get(layout: Layout): DataRouter;
  /**
   * Makes the router of a server-rendered page in `layout` before React hydrates it (see
   * `hydratingRouterFactory` of the router host); `get(layout)` then answers it.
   */
  hydrate(layout: Layout, location: string): Promise<void>;
  /** Navigates the current router (resolves once it is done); ignored before the first `get`. */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** The current path with its query and hash (`/` before the first `get`). */
  currentPath(): string;
  /** The auth level of the current route (0 for unknown paths and before the first `get`). */
  currentAuth(): AuthLevel;
  /** Disposes the current router. */
  dispose(): void;
}

/** What a route carries for the shells (`useMatches()`): its id in the domain tables and auth. */
export type RouteHandle = {
  /** The route id of `MOBILE_ROUTES` / `DESKTOP_ROUTES` (`not_found` for unknown paths). */
  readonly routeId: string;
  /** 0 public, 1 logged in, 2 merchant, 3 platform operator. */
  readonly auth: AuthLevel;
};

/**
 * Everything the app is made of outside React, created once at start-up (`createServices`) and
 * handed to `<App>`: tests create their own with a fake `fetch` and a memory router.
 */
export interface AppServices {
  /** The i18next instance (`createI18n`); `changeLanguage(services.i18n, ...)` switches it. */
  readonly i18n: I18n;
  /** The persisted state (`src/state`). */
  readonly store: AppStore;
  /** The API client: token header, 50 s time-out, refusals toasted, 401 ends the session. */
  readonly client: ApiClient;
  /** The one toast queue (also `useToast()` of `@bazaar/ui`). */
  readonly toasts: UIToastQueue;
  /** The router of the current layout, and navigation from outside React. */
  readonly router: RouterHost;
  /** Where the language and the state are kept (`localStorage`), or null. */
  readonly storage: KeyValueStorage | null;
  /** The server cart of logged-in users (merge at login, storage), or null: the cart stays local. */
  readonly serverCart: ServerCart | null;
  /** The clock, epoch milliseconds. */
  readonly now: () => number;
  /** Shows a translated message in a toast. */
  toast(message: string, tone?: ToastTone): void;
}
