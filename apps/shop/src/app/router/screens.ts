import type { ComponentType } from 'react';

/** Loads a route's screen: a dynamic import, so the screen's code is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * The screen of each route id of the domain's route tables (`MOBILE_ROUTES`, `DESKTOP_ROUTES`).
 * A route without an entry shows the not-found screen (behind the route guard, so a visitor is
 * still sent to log in). Add a screen: create `src/routes/<route>/` and add one line here.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  login: () => import('../../routes/login/index.js').then((m) => m.LoginScreen),
  register: () => import('../../routes/register/index.js').then((m) => m.RegisterScreen),
  cart: () => import('../../routes/cart/index.js').then((m) => m.CartScreen),
  goods: () => import('../../routes/goods/index.js').then((m) => m.GoodsScreen),
  user_order: () => import('../../routes/orders/index.js').then((m) => m.OrdersScreen),
  user_order_details: () =>
    import('../../routes/order-detail/index.js').then((m) => m.OrderDetailScreen),
  user_order_comment: () =>
    import('../../routes/order-comment/index.js').then((m) => m.OrderCommentScreen),
  user_order_add: () =>
    import('../../routes/order-confirm/index.js').then((m) => m.OrderConfirmScreen),
  user: () => import('../../routes/user-centre/index.js').then((m) => m.UserCentreScreen),
  user_setting: () =>
    import('../../routes/user-settings/index.js').then((m) => m.UserSettingsScreen),
  user_edit: () => import('../../routes/user-edit/index.js').then((m) => m.UserEditScreen),
  user_security: () =>
    import('../../routes/user-security/index.js').then((m) => m.UserSecurityScreen),
  user_set_pwd: () =>
    import('../../routes/user-set-password/index.js').then((m) => m.SetPasswordScreen),
};

/** The screen of paths that match no route, and of routes without a screen yet. */
export const loadNotFoundScreen: ScreenLoader = () =>
  import('../../routes/not-found/index.js').then((m) => m.NotFoundScreen);
