import { type SessionUser, isMerchant, isOperator } from './guard.js';

/** An entry of a tab bar or tool list: an id, the path (a pattern where it has parameters) and its label's key. */
export type NavItem = {
  readonly id: string;
  readonly path: string;
  readonly labelKey: string;
};

/** The shopper's bottom tabs (spec section 2). */
export const SHOPPER_TABS: readonly NavItem[] = [
  { id: 'home', path: '/', labelKey: 'common:nav.home' },
  { id: 'category', path: '/category', labelKey: 'common:nav.category' },
  { id: 'cart', path: '/cart', labelKey: 'common:nav.cart' },
  { id: 'user', path: '/user', labelKey: 'common:nav.me' },
];

/** A shop storefront's tabs: the shop, its categories, customer service (chat with the shop). */
export const STOREFRONT_TABS: readonly NavItem[] = [
  { id: 'shop', path: '/shop/:id', labelKey: 'shop:nav.home' },
  { id: 'shop_category', path: '/shop/category/:id', labelKey: 'shop:nav.category' },
  { id: 'chat', path: '/chat/:id', labelKey: 'shop:nav.service' },
];

/** The merchant's mobile tabs. */
export const MERCHANT_TABS: readonly NavItem[] = [
  { id: 'mt_console', path: '/mt', labelKey: 'merchant:nav.console' },
  { id: 'mt_service', path: '/mt/service', labelKey: 'merchant:nav.messages' },
  { id: 'mt_my', path: '/mt/my', labelKey: 'merchant:nav.mine' },
];

/** The merchant console's quick entries. */
export const MERCHANT_QUICK_ENTRIES: readonly NavItem[] = [
  { id: 'mt_market', path: '/mt/market', labelKey: 'merchant:entry.market' },
  { id: 'mt_goods', path: '/mt/goods', labelKey: 'merchant:entry.goods' },
  { id: 'mt_order', path: '/mt/order', labelKey: 'merchant:entry.order' },
  { id: 'mt_shop', path: '/mt/shop', labelKey: 'merchant:entry.shop' },
  { id: 'mt_finance_bill', path: '/mt/finance/bill', labelKey: 'merchant:entry.bill' },
];

/** The path of the merchant entry: the console for a merchant, else the application. */
export function merchantEntryPath(userinfo: SessionUser | null | undefined): string {
  return isMerchant(userinfo) ? '/mt' : '/user/apply';
}

/** The user centre's entry to the operator console, listed for platform operators only. */
export const OPERATOR_ENTRY: NavItem = {
  id: 'operator',
  path: '/admin',
  labelKey: 'admin:nav.entry',
};

/**
 * The user centre's tool list (spec section 2). The merchant entry's path depends on the user (see
 * {@link merchantEntryPath}); "Install the app" (the entry of "download Android version") has no
 * route (`path` empty: the app offers the browser's install prompt, and links to an Android package
 * beside it only where one is configured). A platform operator also gets the entry to the operator
 * console ({@link OPERATOR_ENTRY}, ours) after the merchant entry.
 */
export function userTools(userinfo: SessionUser | null | undefined): NavItem[] {
  return [
    { id: 'merchant', path: merchantEntryPath(userinfo), labelKey: 'user:tools.merchant' },
    ...(isOperator(userinfo) ? [OPERATOR_ENTRY] : []),
    { id: 'reviews', path: '/user/comment/list', labelKey: 'user:tools.reviews' },
    { id: 'service', path: '/user/service', labelKey: 'user:tools.service' },
    { id: 'addresses', path: '/user/address/list', labelKey: 'user:tools.addresses' },
    { id: 'reports', path: '/user/report', labelKey: 'user:tools.reports' },
    { id: 'feedback', path: '/user/feedback', labelKey: 'user:tools.feedback' },
    { id: 'settings', path: '/user/setting', labelKey: 'user:tools.settings' },
    { id: 'install_app', path: '', labelKey: 'user:tools.install_app' },
  ];
}

/**
 * The switch between sides: from the user side to the merchant console (shown to merchants), and
 * back to the user centre.
 */
export const SIDE_SWITCHES = {
  toMerchant: { id: 'to_merchant', path: '/mt', labelKey: 'merchant:switch.to_merchant' },
  toUser: { id: 'to_user', path: '/user', labelKey: 'merchant:switch.to_user' },
} as const satisfies Record<string, NavItem>;

/**
 * The operator console's destinations (ours), for its side navigation and dashboard: the
 * dashboard, the review queues (applications, top-ups, withdrawals, refunds awaiting the
 * platform), the catalogue and site settings (market, categories, banners, currencies), what
 * users sent (feedback, reports), and the way back to the user centre.
 */
export const OPERATOR_NAV_ITEMS: readonly NavItem[] = [
  { id: 'admin', path: '/admin', labelKey: 'admin:nav.dashboard' },
  { id: 'admin_applications', path: '/admin/applications', labelKey: 'admin:nav.applications' },
  { id: 'admin_recharges', path: '/admin/recharges', labelKey: 'admin:nav.recharges' },
  { id: 'admin_withdraws', path: '/admin/withdraws', labelKey: 'admin:nav.withdraws' },
  { id: 'admin_refunds', path: '/admin/refunds', labelKey: 'admin:nav.refunds' },
  { id: 'admin_market', path: '/admin/market', labelKey: 'admin:nav.market' },
  { id: 'admin_categories', path: '/admin/categories', labelKey: 'admin:nav.categories' },
  { id: 'admin_banners', path: '/admin/banners', labelKey: 'admin:nav.banners' },
  { id: 'admin_currencies', path: '/admin/currencies', labelKey: 'admin:nav.currencies' },
  { id: 'admin_feedback', path: '/admin/feedback', labelKey: 'admin:nav.feedback' },
  { id: 'admin_complaints', path: '/admin/complaints', labelKey: 'admin:nav.complaints' },
  SIDE_SWITCHES.toUser,
];

/**
 * The operator console's entry of a page: the one whose path is the longest prefix of `pathname`
 * (a market goods' form stays under the market), or undefined outside the console.
 */
export function operatorNavId(pathname: string): string | undefined {
  const path = pathname.replace(/[?#].*$/, '');
  let best: NavItem | undefined;
  for (const item of OPERATOR_NAV_ITEMS) {
    if (!item.path.startsWith('/admin')) continue;
    const within = path === item.path || path.startsWith(`${item.path}/`);
    if (within && item.path.length > (best?.path.length ?? -1)) best = item;
  }
  return best?.id;
}
