import type { NavItem } from '@bazaar/domain';
import { Icon } from '../icon/icon.js';
import { useNavEntries } from '../navigation/nav-items.js';
import { UnreadBadge, type UnreadBadgeKind } from '../unread-badge/unread-badge.js';
import { Root, SideLink } from './side-nav.styles.js';

/** Props of `SideNav`. */
export interface SideNavProps {
  /** The heading and the navigation's name, already translated. */
  title: string;
  /** The links (merchant entries, user tools). */
  items: readonly NavItem[];
  /** The id of the current link. */
  currentId?: string;
  /** Counts by id (unread messages). */
  badges?: Readonly<Record<string, number>>;
  /**
   * What each entry's count is, by id: `items` for a count of things ("2 items"), else it is
   * read as unread messages ("2 unread"). @default every badge `unread`
   */
  badgeKinds?: Readonly<Record<string, UnreadBadgeKind>>;
  /** Values of the links' path parameters. */
  params?: Readonly<Record<string, string | number | undefined>>;
  /** Addresses of items without a route (the Android download), by id. */
  externalHrefs?: Readonly<Record<string, string>>;
}

/** The desktop side navigation of the user centre and the merchant console. */
export function SideNav({
  title,
  items,
  currentId,
  badges = {},
  badgeKinds = {},
  params,
  externalHrefs,
}: SideNavProps) {
  const entries = useNavEntries(items, params, externalHrefs);
  return (
    <Root aria-label={title}>
      <h2>{title}</h2>
      {entries.map((entry) => {
        const current = entry.id === currentId;
        return (
          <SideLink
            key={entry.id}
            href={entry.href}
            aria-current={current ? 'page' : undefined}
            data-current={current || undefined}
          >
            <Icon name={entry.icon} />
            {entry.label}
            <span data-part="badge">
              <UnreadBadge count={badges[entry.id] ?? 0} kind={badgeKinds[entry.id]} />
            </span>
          </SideLink>
        );
      })}
    </Root>
  );
}
