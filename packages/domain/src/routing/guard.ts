import type { AuthLevel } from './routes.js';

/** What the route guard knows of the session (spec section 3). */
export type SessionUser = {
  /** Present exactly when logged in. */
  readonly id?: number | null;
  /** 0 (or missing) means no shop authorisation. */
  readonly shop_auth?: number | null;
  /** `operator` for a platform operator; anything else (or missing) is not one. */
  readonly role?: string | null;
};

/** The guard's decision: go on, or go elsewhere with a toast. */
export type GuardDecision =
  | { readonly type: 'proceed' }
  | { readonly type: 'redirect'; readonly to: string; readonly messageKey: string };

/** The login page's path; a logged-in user who opens it is sent to the user centre. */
export const LOGIN_ROUTE_PATH = '/user/login';
/** The user centre's path. */
export const USER_CENTRE_PATH = '/user';
/** The message of a logged-in user who is not an operator opening an operator route. */
export const NO_OPERATOR_PERMISSION_KEY = 'admin:no_permission';

/**
 * The route guard (spec section 2), checked in this order:
 * 1. no token and the route needs auth: to `/user/login` with `errors:login_required`;
 * 2. a token and the target is `/user/login`: to `/user` with `errors:already_logged_in`;
 * 3. a token, `shop_auth` 0 and the route needs auth 2: to `/user` with
 *    `errors:no_shop_permission` (user info not loaded yet counts as no permission);
 * 4. a token, not an operator and the route needs auth 3 (ours): to `/user` with
 *    `admin:no_permission` (user info not loaded yet counts as no permission);
 * 5. otherwise proceed.
 */
export function guard(
  route: { readonly path: string; readonly auth: AuthLevel },
  token: string | null | undefined,
  userinfo: SessionUser | null | undefined,
): GuardDecision {
  if (!token) {
    return route.auth >= 1
      ? { type: 'redirect', to: LOGIN_ROUTE_PATH, messageKey: 'errors:login_required' }
      : { type: 'proceed' };
  }
  if (route.path === LOGIN_ROUTE_PATH) {
    return { type: 'redirect', to: USER_CENTRE_PATH, messageKey: 'errors:already_logged_in' };
  }
  if (route.auth === 2 && !isMerchant(userinfo)) {
    return { type: 'redirect', to: USER_CENTRE_PATH, messageKey: 'errors:no_shop_permission' };
  }
  if (route.auth === 3 && !isOperator(userinfo)) {
    return { type: 'redirect', to: USER_CENTRE_PATH, messageKey: NO_OPERATOR_PERMISSION_KEY };
  }
  return { type: 'proceed' };
}

/** Logged in exactly when the user info has an id (spec section 3). */
export function isLoggedIn(userinfo: SessionUser | null | undefined): boolean {
  return typeof userinfo?.id === 'number' && userinfo.id > 0;
}

/** A merchant: `shop_auth` present and not 0 (spec section 6). */
export function isMerchant(userinfo: SessionUser | null | undefined): boolean {
  return typeof userinfo?.shop_auth === 'number' && userinfo.shop_auth !== 0;
}

/** A platform operator: `role` is `operator` (ours: the spec does not show the platform's tooling). */
export function isOperator(userinfo: SessionUser | null | undefined): boolean {
  return isLoggedIn(userinfo) && userinfo?.role === 'operator';
}
