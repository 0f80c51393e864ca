import { matchRoute, routesFor, type Layout } from '@bazaar/domain';
import { navigateFromOverlay } from '@bazaar/ui';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import type { DataRouter, RouterHost } from '../app-types.js';
import { buildRoutes, type GuardContext } from './routes.js';
import { SCREENS, type ScreenLoader } from './screens.js';

/**
 * Makes a router over `routes` starting at `initialPath`. The browser router ignores the path:
 * the address bar already shows it.
 */
export type RouterFactory = (routes: RouteObject[], initialPath: string) => DataRouter;

/**
 * Makes every navigation of `router` that leaves an open dialog or sheet take the overlay's place
 * in the history (`navigateFromOverlay` of `@bazaar/ui`): a link or button inside an overlay that
 * closes it and goes to another page lands there, and back returns to the page under the overlay.
 * Links, `useNavigate` and the router host all navigate through `router.navigate`.
 */
export function leaveOverlaysOnNavigate(router: DataRouter): DataRouter {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: Parameters<DataRouter['navigate']>[0], options?: object) => {
    // A number is a step through the history (back), not a new page.
    if (typeof to === 'number') return navigate(to);
    return navigateFromOverlay((replace) =>
      navigate(to, replace ? { ...options, replace: true } : options),
    );
  }) as DataRouter['navigate'];
  return router;
}

/** The factory of the app: routers over the browser's history. */
export const browserRouterFactory: RouterFactory = (routes) =>
  leaveOverlaysOnNavigate(createBrowserRouter(routes));

/**
 * The router of a server-rendered page: the screens of the path are loaded first (a lazy route
 * would render its fallback instead of the server's markup) and the root's guard answer is the
 * server's (public pages pass it), so the first render hydrates what the server drew.
 */
export async function hydratingRouterFactory(
  routes: RouteObject[],
  location: string,
): Promise<DataRouter> {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
    }),
  );
  const hydrationData: HydrationState = { loaderData: { root: null }, errors: null };
  return leaveOverlaysOnNavigate(createBrowserRouter(routes, { hydrationData }));
}

export type { DataRouter, RouterHost } from '../app-types.js';

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
    async hydrate(layout, location) {
      current?.router.dispose();
      const router = await hydratingRouterFactory(buildRoutes(layout, guard, screens), location);
      current = { layout, router };
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
