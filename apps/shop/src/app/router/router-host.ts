import { matchRoute, routesFor, type AuthLevel, type Layout } from '@bazaar/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { buildRoutes, type GuardContext } from './routes.js';
import { SCREENS, type ScreenLoader } from './screens.js';

/** A data router (from `createBrowserRouter` or, in tests, `createMemoryRouter`). */
export type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Makes a router over `routes` starting at `initialPath`. The browser router ignores the path:
 * the address bar already shows it.
 */
export type RouterFactory = (routes: RouteObject[], initialPath: string) => DataRouter;

/** The factory of the app: routers over the browser's history. */
export const browserRouterFactory: RouterFactory = (routes) => createBrowserRouter(routes);

/**
 * Owns the app's router: one per layout, made when the layout is first asked for. Switching the
 * layout (the window crossed 500 px) makes the other table's router at the current path and
 * disposes the old one, so the path is kept. Code outside React navigates through it.
 */
export interface RouterHost {
  /** The router of `layout` (the same object while the layout stays). */
  get(layout: Layout): DataRouter;
  /** Navigates the current router (resolves once it is done); ignored before the first `get`. */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** The current path with its query and hash (`/` before the first `get`). */
  currentPath(): string;
  /** The auth level of the current route (0 for unknown paths and before the first `get`). */
  currentAuth(): AuthLevel;
  /** Disposes the current router. */
  dispose(): void;
}

/** Options of {@link createRouterHost}. */
export type RouterHostOptions = {
  /** What the route guard reads and how it toasts. */
  guard: GuardContext;
  /** @default browserRouterFactory */
  createRouter?: RouterFactory;
  /** @default SCREENS */
  screens?: Readonly<Record<string, ScreenLoader>>;
  /** The first path when no router exists yet (tests). @default '/' */
  initialPath?: string;
};

/** Creates the {@link RouterHost}. */
export function createRouterHost({
  guard,
  createRouter = browserRouterFactory,
  screens = SCREENS,
  initialPath = '/',
}: RouterHostOptions): RouterHost {
  let current: { layout: Layout; router: DataRouter } | null = null;

  const currentPath = () => {
    if (!current) return initialPath;
    const { pathname, search, hash } = current.router.state.location;
    return `${pathname}${search}${hash}`;
  };

  return {
    // Idempotent for a layout, so calling it while rendering (twice under StrictMode) makes one
    // router and never leaks a second history listener.
    get(layout) {
      if (current?.layout === layout) return current.router;
      const path = currentPath();
      current?.router.dispose();
      current = { layout, router: createRouter(buildRoutes(layout, guard, screens), path) };
      return current.router;
    },
    async navigate(to, options) {
      await current?.router.navigate(to, options);
    },
    currentPath,
    currentAuth() {
      if (!current) return 0;
      const match = matchRoute(routesFor(current.layout), current.router.state.location.pathname);
      return match?.route.auth ?? 0;
    },
    dispose() {
      current?.router.dispose();
      current = null;
    },
  };
}
