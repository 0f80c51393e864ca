import { MERCHANT_QUICK_ENTRIES, MERCHANT_TABS, SIDE_SWITCHES, type NavItem } from '@bazaar/domain';
import { currentNavId } from './user-nav-items.js';

/** The route ids whose mobile screens show the merchant's bottom tabs (console, messages, me). */
export const MERCHANT_TAB_IDS: ReadonlySet<string> = new Set(MERCHANT_TABS.map((tab) => tab.id));

/**
 * The merchant area's destinations for the desktop side navigation: the console and the merchant
 * home, the quick entries of the spec (market, goods, orders, shop, statement), messages, me,
 * couple shops, and the switch back to the user side.
 */
export const MERCHANT_NAV_ITEMS: readonly NavItem[] = [
  MERCHANT_TABS[0] as NavItem,
  { id: 'mt_heart', path: '/mt/heart', labelKey: 'merchant:area.heart' },
  ...MERCHANT_QUICK_ENTRIES,
  ...MERCHANT_TABS.slice(1),
  { id: 'couple', path: '/user/couple', labelKey: 'merchant:area.couple' },
  SIDE_SWITCHES.toUser,
];

/** True for the merchant area's pages (`/mt` and below). */
export function isMerchantArea(pathname: string): boolean {
  return /^\/mt(\/|$)/.test(pathname);
}

/** Pages of the merchant area that belong to another page's entry (the goods' prices to goods). */
const MERCHANT_SECTIONS: readonly (readonly [RegExp, string])[] = [
  [/^\/mt\/(goods_price|goods_edit)(\/|$)/, 'mt_goods'],
  [/^\/mt\/market_goods(\/|$)/, 'mt_market'],
  [/^\/mt\/(order_profit|comment|comment_details|refund|refund_details)(\/|$)/, 'mt_order'],
  [/^\/mt\/finance(\/|$)/, 'mt_finance_bill'],
  [/^\/mt\/chat(\/|$)/, 'mt_service'],
];

/**
 * The side navigation's entry of a merchant page: the entry its section belongs to, else the one
 * whose path is the longest prefix of `pathname`.
 */
export function merchantNavId(pathname: string): string | undefined {
  const section = MERCHANT_SECTIONS.find(([pattern]) => pattern.test(pathname));
  return section ? section[1] : currentNavId(MERCHANT_NAV_ITEMS, pathname);
}
