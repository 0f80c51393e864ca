import { merchantEntryPath, type NavItem, type SessionUser } from '@bazaar/domain';

/**
 * The user area's destinations for the desktop side navigation and the account menu, in the
 * order of the user centre. The merchant entry goes to the console for merchants, else to the
 * application.
 */
export function userNavItems(userinfo: SessionUser | null | undefined): NavItem[] {
  return [
    { id: 'user', path: '/user', labelKey: 'shop:user_nav.centre' },
    { id: 'user_order', path: '/user/order', labelKey: 'shop:user_nav.orders' },
    { id: 'user_refund_list', path: '/user/refund/list', labelKey: 'shop:user_nav.refunds' },
    { id: 'user_wallet', path: '/user/wallet', labelKey: 'shop:user_nav.wallet' },
    { id: 'user_point', path: '/user/point', labelKey: 'shop:user_nav.points' },
    { id: 'user_voucher', path: '/user/voucher', labelKey: 'shop:user_nav.vouchers' },
    { id: 'user_follow', path: '/user/follow', labelKey: 'shop:user_nav.follows' },
    { id: 'user_favorites', path: '/user/favorites', labelKey: 'shop:user_nav.favorites' },
    { id: 'user_footprint', path: '/user/footprint', labelKey: 'shop:user_nav.footprints' },
    { id: 'user_notice', path: '/user/notice', labelKey: 'shop:user_nav.notices' },
    { id: 'user_address_list', path: '/user/address/list', labelKey: 'user:tools.addresses' },
    { id: 'user_comment_list', path: '/user/comment/list', labelKey: 'user:tools.reviews' },
    { id: 'user_feedback', path: '/user/feedback', labelKey: 'user:tools.feedback' },
    { id: 'user_report', path: '/user/report', labelKey: 'user:tools.reports' },
    { id: 'user_service', path: '/user/service', labelKey: 'user:tools.service' },
    { id: 'merchant', path: merchantEntryPath(userinfo), labelKey: 'user:tools.merchant' },
    { id: 'user_setting', path: '/user/setting', labelKey: 'user:tools.settings' },
  ];
}

/** The few user-area entries of the desktop account menu. */
export const ACCOUNT_MENU_IDS = ['user', 'user_order', 'user_wallet', 'user_setting'] as const;

/**
 * The item of the current page: the one whose path is the longest prefix of `pathname` (the
 * orders item stays current on an order's details), or undefined outside the list.
 */
export function currentNavId(items: readonly NavItem[], pathname: string): string | undefined {
  let best: NavItem | undefined;
  for (const item of items) {
    const within = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (within && item.path.length > (best?.path.length ?? -1)) best = item;
  }
  return best?.id;
}
