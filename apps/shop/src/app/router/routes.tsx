import {
  LOGIN_ROUTE_PATH,
  counterpartPath,
  guard,
  matchRoute,
  routesFor,
  type Layout,
  type RouteDef,
  type SessionUser,
} from '@bazaar/domain';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../layout/page-loading.js';
import { RouteError } from '../layout/route-error.js';
import type { RouteHandle } from '../app-types.js';
import { loginPath } from './paths.js';
import { SCREENS, loadNotFoundScreen, type ScreenLoader } from './screens.js';

export type { RouteHandle } from '../app-types.js';

/** The id of the route that catches unknown paths. */
export const NOT_FOUND_ROUTE_ID = 'not_found';

/** What the route guard reads and how it tells the user. */
export type GuardContext = {
  /** The session now: the guard runs before every navigation. */
  getSession(): { readonly token: string | null; readonly userinfo: SessionUser | null };
  /** Shows the guard's message (an i18n key) in a toast. */
  notify(messageKey: string): void;
  /**
   * Reads the logged-in user again from the server. The stored user may be older than a change
   * the server made since the login (an application approved: a shop to manage), so a route it
   * refuses the stored user is decided again on the fresh one before the user is turned away.
   */
  reloadUser?(): Promise<void>;
  /**
   * Loads the texts of the shopper's account and of the merchant's and the operator's areas (the
   * `ACCOUNT_NAMESPACES` and `AREA_NAMESPACES` of `@bazaar/i18n`, left out of a shopper's first
   * load): a route for a logged-in user waits for them with its screen.
   */
  loadAreaTexts?(): Promise<void>;
  /**
   * Loads the texts of the shopper's account (user, order, refund, wallet, chat): a public route
   * that draws some of them (a goods page's vouchers) waits for them with its screen.
   */
  loadAccountTexts?(): Promise<void>;
};

/**
 * The public routes whose screens draw only the first load's namespaces (common, shop, errors,
 * ui): they load no other texts. Every other public route loads the account's with its screen (a
 * goods or shop page's voucher strip, the registration form's password advice).
 */
export const FIRST_LOAD_TEXT_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'search',
  'category',
  'cart',
  'goods_comment',
  'shop_category',
  'shop_goods',
  'login',
]);

/**
 * The loader that runs the domain's `guard` before every navigation (spec section 2): login
 * required -> `/user/login` (remembering the page), already logged in -> `/user`, no shop
 * permission -> `/user`, each with its toast. A merchant or operator route refused to a logged-in
 * user is decided again once the user has been read again (the shop may have been approved since
 * the login), whichever way the user comes: a link, the address bar, a reload. With `layout`, a
 * path of the other layout's table goes to this layout's page for it (the domain's
 * `counterpartPath`: a desktop link on a phone).
 */
export function createGuardLoader(
  table: readonly RouteDef[],
  context: GuardContext,
  layout?: Layout,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const match = matchRoute(table, url.pathname);
    if (!match) {
      const counterpart = layout ? counterpartPath(layout, url.pathname, url.search) : null;
      return counterpart ? redirect(counterpart) : null;
    }
    const { token, userinfo } = context.getSession();
    let decision = guard(match.route, token, userinfo);
    if (decision.type !== 'proceed' && token && match.route.auth >= 2 && context.reloadUser) {
      await context.reloadUser();
      const fresh = context.getSession();
      decision = guard(match.route, fresh.token, fresh.userinfo);
    }
    if (decision.type === 'proceed') return null;
    context.notify(decision.messageKey);
    return redirect(
      decision.to === LOGIN_ROUTE_PATH ? loginPath(url.pathname + url.search) : decision.to,
    );
  };
}

/** The shell of each layout, its own chunk: a phone never downloads the desktop header. */
const SHELLS: Readonly<Record<Layout, ScreenLoader>> = {
  mobile: () => import('../layout/mobile-shell.js').then((m) => m.MobileShell),
  desktop: () => import('../layout/desktop-shell.js').then((m) => m.DesktopShell),
};

/** A screen that throws `error` when rendered, so that the route's error boundary shows it. */
function failedScreen(error: unknown) {
  return function FailedScreen(): never {
    throw error;
  };
}

function lazyScreen(load: ScreenLoader, texts?: () => Promise<void>): RouteObject['lazy'] {
  // A rejected `lazy` leaves React Router rendering nothing (the route counts as still loading),
  // so a chunk that fails to download becomes a screen that throws into the error boundary.
  return async () => {
    try {
      const [Component] = await Promise.all([load(), texts?.()]);
      return { Component };
    } catch (error) {
      return { Component: failedScreen(error) };
    }
  };
}

function toRouteObject(
  def: RouteDef,
  screens: Readonly<Record<string, ScreenLoader>>,
  context: GuardContext,
): RouteObject {
  const handle: RouteHandle = { routeId: def.id, auth: def.auth };
  // The public pages (a shopper's) never use the merchant's or the operator's texts.
  const texts =
    def.auth >= 1
      ? context.loadAreaTexts
      : FIRST_LOAD_TEXT_ROUTES.has(def.id)
        ? undefined
        : context.loadAccountTexts;
  return {
    id: def.id,
    path: def.path,
    handle,
    ErrorBoundary: RouteError,
    lazy: lazyScreen(screens[def.id] ?? loadNotFoundScreen, texts),
    ...(def.children
      ? { children: def.children.map((child) => toRouteObject(child, screens, context)) }
      : {}),
  };
}

/**
 * The React Router routes of a layout: the domain's table for that layout under one root route
 * that renders the layout's shell (a lazy chunk) and guards every navigation, each route lazy (its
 * screen is a chunk of its own, with an error boundary inside the shell), and a catch-all
 * not-found route.
 */
export function buildRoutes(
  layout: Layout,
  context: GuardContext,
  screens: Readonly<Record<string, ScreenLoader>> = SCREENS,
): RouteObject[] {
  const table = routesFor(layout);
  const notFound: RouteHandle = { routeId: NOT_FOUND_ROUTE_ID, auth: 0 };
  return [
    {
      id: 'root',
      lazy: lazyScreen(SHELLS[layout]),
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      loader: createGuardLoader(table, context, layout),
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      children: [
        ...table.map((def) => toRouteObject(def, screens, context)),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          handle: notFound,
          ErrorBoundary: RouteError,
          lazy: lazyScreen(loadNotFoundScreen),
        },
      ],
    },
  ];
}
