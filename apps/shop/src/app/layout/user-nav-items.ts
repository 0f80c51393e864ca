import { merchantEntryPath, type NavItem, type SessionUser } from '@bazaar/domain';

/** A navigation entry with the pages that belong to it besides those under its own path. */
export interface SectionedNavItem extends NavItem {
  /**
   * Path prefixes of the pages reached from this entry (the wallet's top-up and withdrawals, a
   * refund's details): on them, and below them, this entry is the current one.
   */
  readonly sections?: readonly string[];
}

/**
 * The user area's destinations for the desktop side navigation and the account menu, in the
 * order of the user centre, each with the sub-pages it leads to. The merchant entry goes to the
 * console for merchants, else to the application.
 */
export function userNavItems(userinfo: SessionUser | null | undefined): SectionedNavItem[] {
  return [
    { id: 'user', path: '/user', labelKey: 'shop:user_nav.centre' },
    { id: 'user_order', path: '/user/order', labelKey: 'shop:user_nav.orders' },
    {
      id: 'user_refund_list',
      path: '/user/refund/list',
      labelKey: 'shop:user_nav.refunds',
      sections: ['/user/refund'],
    },
    {
      id: 'user_wallet',
      path: '/user/wallet',
      labelKey: 'shop:user_nav.wallet',
      sections: ['/user/recharge', '/user/withdraw', '/user/withdraw_log'],
    },
    { id: 'user_point', path: '/user/point', labelKey: 'shop:user_nav.points' },
    { id: 'user_voucher', path: '/user/voucher', labelKey: 'shop:user_nav.vouchers' },
    { id: 'user_follow', path: '/user/follow', labelKey: 'shop:user_nav.follows' },
    { id: 'user_favorites', path: '/user/favorites', labelKey: 'shop:user_nav.favorites' },
    { id: 'user_footprint', path: '/user/footprint', labelKey: 'shop:user_nav.footprints' },
    { id: 'user_notice', path: '/user/notice', labelKey: 'shop:user_nav.notices' },
    {
      id: 'user_address_list',
      path: '/user/address/list',
      labelKey: 'user:tools.addresses',
      sections: ['/user/address'],
    },
    {
      id: 'user_comment_list',
      path: '/user/comment/list',
      labelKey: 'user:tools.reviews',
      sections: ['/user/comment'],
    },
    { id: 'user_feedback', path: '/user/feedback', labelKey: 'user:tools.feedback' },
    { id: 'user_report', path: '/user/report', labelKey: 'user:tools.reports' },
    { id: 'user_service', path: '/user/service', labelKey: 'user:tools.service' },
    {
      id: 'merchant',
      path: merchantEntryPath(userinfo),
      labelKey: 'user:tools.merchant',
      sections: ['/user/apply', '/user/couple'],
    },
    {
      id: 'user_setting',
      path: '/user/setting',
      labelKey: 'user:tools.settings',
      sections: ['/user/edit', '/user/security', '/user/set_pwd'],
    },
  ];
}

/** The few user-area entries of the desktop account menu. */
export const ACCOUNT_MENU_IDS = ['user', 'user_order', 'user_wallet', 'user_setting'] as const;

/** True when `pathname` is `prefix` or below it (`/user/withdraw` covers `/user/withdraw/x`). */
function isWithin(pathname: string, prefix: string): boolean {
  return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The item of the current page: the one with the longest of its path and its sections that
 * `pathname` is within (the orders item stays current on an order's details, the wallet on a
 * top-up), or undefined outside the list.
 */
export function currentNavId(
  items: readonly SectionedNavItem[],
  pathname: string,
): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const item of items) {
    for (const prefix of [item.path, ...(item.sections ?? [])]) {
      if (isWithin(pathname, prefix) && prefix.length > (best?.length ?? -1)) {
        best = { id: item.id, length: prefix.length };
      }
    }
  }
  return best?.id;
}
