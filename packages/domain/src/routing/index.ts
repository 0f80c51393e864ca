export { DESKTOP_ROUTES, MOBILE_ROUTES, routesFor } from './routes.js';
export type { AuthLevel, Layout, RouteDef } from './routes.js';
export { buildPath, flattenRoutes, matchRoute } from './match-route.js';
export type { FlatRoute, RouteMatch } from './match-route.js';
export { LOGIN_ROUTE_PATH, USER_CENTRE_PATH, guard, isLoggedIn, isMerchant } from './guard.js';
export type { GuardDecision, SessionUser } from './guard.js';
export {
  MOBILE_BREAKPOINT_PX,
  REM_BASE_PX,
  layoutForWidth,
  rem,
  remCss,
  rootFontSize,
} from './layout.js';
export {
  MERCHANT_QUICK_ENTRIES,
  MERCHANT_TABS,
  SHOPPER_TABS,
  SIDE_SWITCHES,
  STOREFRONT_TABS,
  merchantEntryPath,
  userTools,
} from './navigation.js';
export type { NavItem } from './navigation.js';
