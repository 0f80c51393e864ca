/**
 * Who may open a route (spec section 2): 0 public, 1 a logged-in user, 2 a merchant
 * (`shop_auth` not 0), 3 a platform operator (`role` operator; ours, the spec does not show the
 * platform's tooling).
 */
export type AuthLevel = 0 | 1 | 2 | 3;

/**
 * A route of a table: an id shared by both tables (the app maps it to a page), a path pattern
 * (`:name` a parameter, `:name?` an optional one), the auth level and, for nested layouts, children
 * whose paths are relative to the parent's.
 */
export type RouteDef = {
  readonly id: string;
  readonly path: string;
  readonly auth: AuthLevel;
  readonly children?: readonly RouteDef[];
};

/** Which table: chosen by window width (see `layoutForWidth`). */
export type Layout = 'mobile' | 'desktop';

const r = (id: string, path: string, auth: AuthLevel = 0, children?: RouteDef[]): RouteDef =>
  children ? { id, path, auth, children } : { id, path, auth };

const publicRoutes = (shopGoodsPath: string): RouteDef[] => [
  r('home', '/'),
  r('search', '/search'),
  r('category', '/category/:id?'),
  r('cart', '/cart'),
  r('goods', '/goods/:id'),
  r('goods_comment', '/product/goods/comment'),
  r('shop', '/shop/:id'),
  r('shop_category', '/shop/category/:id'),
  r('shop_goods', shopGoodsPath),
  r('login', '/user/login'),
  r('register', '/user/register/:agent?'),
  r('chat', '/chat/:id', 1),
];

const userRoutes = (mobile: boolean): RouteDef[] => [
  r('user', '/user', 1),
  r('user_notice', '/user/notice', 1),
  r('user_set_pwd', '/user/set_pwd/:type', 1),
  r('user_setting', '/user/setting', 1),
  r('user_follow', '/user/follow', 1),
  r('user_security', '/user/security', 1),
  r('user_footprint', '/user/footprint', 1),
  r('user_favorites', '/user/favorites', 1),
  r('user_voucher', '/user/voucher', 1),
  r('user_point', '/user/point', 1),
  r('user_report', '/user/report', 1),
  r('user_service', '/user/service', 1),
  r('user_apply', '/user/apply/:step?', 1),
  r('user_edit', '/user/edit', 1),
  r('user_address_list', '/user/address/list', 1),
  r('user_address_edit', '/user/address/edit/:id?', 1),
  r('user_comment_list', '/user/comment/list', 1),
  r('user_wallet', '/user/wallet', 1),
  r('user_recharge', '/user/recharge', 1),
  ...(mobile ? [r('user_withdraw', '/user/withdraw', 1)] : []),
  r('user_withdraw_account_edit', '/user/withdraw/account/edit', 1),
  r('user_withdraw_account_list', '/user/withdraw/account/list', 1),
  r('user_withdraw_log', '/user/withdraw_log', 1),
  r('user_feedback', '/user/feedback', 1),
  r('user_feedback_edit', '/user/feedback/edit', 1),
  r('user_order', '/user/order/:state?', 1),
  r('user_order_details', '/user/order/details/:id', 1),
  r('user_order_add', '/user/order/addorder', 1),
  r('user_order_comment', '/user/order/comment', 1),
  r('user_refund_apply', '/user/refund/apply/:id', 1),
  r('user_refund_details', '/user/refund/details/:id', 1),
  r('user_refund_list', '/user/refund/list', 1),
  r('user_refund_edit', '/user/refund/edit/:id', 1),
  // The spec shows the couple-shop screens without their paths; these are ours.
  r('user_couple', '/user/couple', 1),
  r('user_couple_records', '/user/couple/records', 1),
];

const merchantRoutes = (mobile: boolean): RouteDef[] => [
  r('mt_heart', '/mt/heart', 2),
  r('mt_console', '/mt', 2),
  r('mt_service', '/mt/service', 2),
  r('mt_chat', '/mt/chat/:id', 2),
  r('mt_my', '/mt/my', 2),
  r('mt_order', '/mt/order', 2),
  r('mt_order_profit', '/mt/order_profit', 2),
  r('mt_comment', '/mt/comment', 2),
  r('mt_comment_details', '/mt/comment_details/:id', 2),
  r('mt_refund', '/mt/refund', 2),
  r('mt_refund_details', '/mt/refund_details/:id', 2),
  r('mt_order_details', '/mt/order/details/:id?', 1),
  r('mt_market', '/mt/market', 2),
  r('mt_market_goods', '/mt/market_goods', 2),
  r('mt_shop', '/mt/shop', 2),
  r('mt_goods', '/mt/goods', 2),
  r('mt_goods_price', '/mt/goods_price/:id', 2),
  // Ours (issue 14): the form of the shop's own goods, new without an id.
  r('mt_goods_edit', '/mt/goods_edit/:id?', 2),
  ...(mobile
    ? [
        r('mt_finance', '/mt/finance', 2, [
          r('mt_finance_withdraw', 'withdraw', 2),
          r('mt_finance_bill', 'bill', 2),
        ]),
      ]
    : [
        r('mt_finance_bill', '/mt/finance/bill', 2),
        r('mt_finance_withdraw', '/mt/finance/withdraw', 2),
      ]),
];

/**
 * The platform operator's console (ours: the spec does not show these screens): the dashboard of
 * what waits, the review queues, the wholesale market catalogue and the site's settings. The same
 * paths in both tables.
 */
const operatorRoutes = (): RouteDef[] => [
  r('admin', '/admin', 3),
  r('admin_applications', '/admin/applications', 3),
  r('admin_recharges', '/admin/recharges', 3),
  r('admin_withdraws', '/admin/withdraws', 3),
  r('admin_refunds', '/admin/refunds', 3),
  r('admin_refund_details', '/admin/refunds/:id', 3),
  r('admin_market', '/admin/market', 3),
  r('admin_market_edit', '/admin/market/edit/:id?', 3),
  r('admin_categories', '/admin/categories', 3),
  r('admin_banners', '/admin/banners', 3),
  r('admin_currencies', '/admin/currencies', 3),
  r('admin_feedback', '/admin/feedback', 3),
  r('admin_complaints', '/admin/complaints', 3),
];

/**
 * The mobile route table (spec section 2): `/shop/goods/:id/:name`, `/user/withdraw`, and
 * `/mt/finance` with the children `withdraw` and `bill`; then the operator's `/admin` routes.
 */
export const MOBILE_ROUTES: readonly RouteDef[] = [
  ...publicRoutes('/shop/goods/:id/:name'),
  ...userRoutes(true),
  ...merchantRoutes(true),
  ...operatorRoutes(),
];

/**
 * The desktop route table (spec section 2): `/shop/goods/:id/:sid/:name`, no `/user/withdraw`,
 * and `/mt/finance/bill` and `/mt/finance/withdraw` as routes of their own; then the operator's
 * `/admin` routes.
 */
export const DESKTOP_ROUTES: readonly RouteDef[] = [
  ...publicRoutes('/shop/goods/:id/:sid/:name'),
  ...userRoutes(false),
  ...merchantRoutes(false),
  ...operatorRoutes(),
];

/** The route table of a layout. */
export function routesFor(layout: Layout): readonly RouteDef[] {
  return layout === 'mobile' ? MOBILE_ROUTES : DESKTOP_ROUTES;
}
