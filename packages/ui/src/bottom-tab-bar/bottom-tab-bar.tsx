import { MERCHANT_TABS, SHOPPER_TABS, STOREFRONT_TABS, type NavItem } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { useNavEntries } from '../navigation/nav-items.js';
import { UnreadBadge, type UnreadBadgeKind } from '../unread-badge/unread-badge.js';
import { Root, TabLink } from './bottom-tab-bar.styles.js';

/** Props of `BottomTabBar`. */
export interface BottomTabBarProps {
  /** The tabs (a domain tab set). */
  items: readonly NavItem[];
  /** The id of the current tab (`aria-current="page"`). */
  currentId?: string;
  /** Counts on tabs by id (the cart's `cartnum`, unread messages). */
  badges?: Readonly<Record<string, number>>;
  /**
   * What each tab's count is, by id: `items` for the cart's count ("2 items"), else it is read as
   * unread messages ("2 unread"). @default every badge `unread`
   */
  badgeKinds?: Readonly<Record<string, UnreadBadgeKind>>;
  /** Values of the tabs' path parameters (the shop `id` of the storefront tabs). */
  params?: Readonly<Record<string, string | number | undefined>>;
  /** Names the navigation. @default t('ui:nav.tabs') */
  'aria-label'?: string;
}

/**
 * The mobile bottom navigation: icon and label links, the current one marked. Links go through
 * the router given to `UIProvider`.
 */
export function BottomTabBar({
  items,
  currentId,
  badges = {},
  badgeKinds = {},
  params,
  'aria-label': ariaLabel,
}: BottomTabBarProps) {
  const { t } = useTranslation('ui');
  const entries = useNavEntries(items, params);
  return (
    <Root aria-label={ariaLabel ?? t('nav.tabs')}>
      {entries.map((entry) => {
        const current = entry.id === currentId;
        return (
          <TabLink
            key={entry.id}
            href={entry.href}
            aria-current={current ? 'page' : undefined}
            data-current={current || undefined}
          >
            <span data-part="icon">
              <Icon name={entry.icon} />
              <UnreadBadge
                count={badges[entry.id] ?? 0}
                kind={badgeKinds[entry.id]}
                placement="corner"
              />
            </span>
            <span data-part="label">{entry.label}</span>
          </TabLink>
        );
      })}
    </Root>
  );
}

/** Props of the named tab bars. */
export type NamedTabBarProps = Omit<BottomTabBarProps, 'items'>;

/** The shopper's tabs: home, category, cart, me. */
export function ShopperTabBar(props: NamedTabBarProps) {
  return <BottomTabBar {...props} items={SHOPPER_TABS} />;
}

/** A shop's storefront tabs: the shop, its categories, customer service (needs `params.id`). */
export function StorefrontTabBar(props: NamedTabBarProps) {
  return <BottomTabBar {...props} items={STOREFRONT_TABS} />;
}

/** The merchant's mobile tabs: console, messages, mine. */
export function MerchantTabBar(props: NamedTabBarProps) {
  return <BottomTabBar {...props} items={MERCHANT_TABS} />;
}
