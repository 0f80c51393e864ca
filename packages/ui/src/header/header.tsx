import type { ReactNode } from 'react';
import type { NavItem } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { useNavEntries } from '../navigation/nav-items.js';
import { UnreadBadge, type UnreadBadgeKind } from '../unread-badge/unread-badge.js';
import { HeaderLink, Links, Root } from './header.styles.js';

/** Props of `Header`. */
export interface HeaderProps {
  /** The logo or shop name, at the start (usually a link home). */
  brand: ReactNode;
  /** The main links (the shopper tabs on desktop). */
  items?: readonly NavItem[];
  /** The id of the current link. */
  currentId?: string;
  /** Counts on links by id (the cart, unread messages). */
  badges?: Readonly<Record<string, number>>;
  /**
   * What each link's count is, by id: `items` for the cart's count ("2 items"), else it is read
   * as unread messages ("2 unread"). @default every badge `unread`
   */
  badgeKinds?: Readonly<Record<string, UnreadBadgeKind>>;
  /** Values of the links' path parameters. */
  params?: Readonly<Record<string, string | number | undefined>>;
  /** A search box in the middle (`SearchBar`). */
  search?: ReactNode;
  /** Content at the end: language picker, account. */
  end?: ReactNode;
}

/** The desktop page header: brand, main links, search and account; the mobile layout uses `NavBar`. */
export function Header({
  brand,
  items = [],
  currentId,
  badges = {},
  badgeKinds = {},
  params,
  search,
  end,
}: HeaderProps) {
  const { t } = useTranslation('ui');
  const entries = useNavEntries(items, params);
  return (
    <Root>
      <div data-part="brand">{brand}</div>
      {entries.length > 0 ? (
        <Links aria-label={t('nav.main')}>
          {entries.map((entry) => {
            const current = entry.id === currentId;
            return (
              <HeaderLink
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
                    placement="beside"
                  />
                </span>
                {entry.label}
              </HeaderLink>
            );
          })}
        </Links>
      ) : null}
      {search ? <div data-part="search">{search}</div> : null}
      {end ? <div data-part="end">{end}</div> : null}
    </Root>
  );
}
