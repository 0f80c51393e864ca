export { DESKTOP_ROUTES, MOBILE_ROUTES, routesFor } from './routes.js';
export type { AuthLevel, Layout, RouteDef } from './routes.js';
export { buildPath, flattenRoutes, matchRoute } from './match-route.js';
export { counterpartPath } from './counterpart.js';
export type { FlatRoute, RouteMatch } from './match-route.js';
export {
  LOGIN_ROUTE_PATH,
  NO_OPERATOR_PERMISSION_KEY,
  USER_CENTRE_PATH,
  guard,
  isLoggedIn,
  isMerchant,
  isOperator,
} from './guard.js';
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
  OPERATOR_ENTRY,
  OPERATOR_NAV_ITEMS,
  SHOPPER_TABS,
  SIDE_SWITCHES,
  STOREFRONT_TABS,
  merchantEntryPath,
  operatorNavId,
  userTools,
} from './navigation.js';
export type { NavItem } from './navigation.js';
