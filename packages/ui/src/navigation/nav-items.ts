import { buildPath, type NavItem } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../icon/icon-paths.js';
import { NAV_ICONS } from './nav-icons.js';

/** A navigation entry ready to draw. */
export interface NavEntry {
  /** The domain's id of the entry. */
  id: string;
  /** The link's address, its parameters filled. */
  href: string;
  /** The label, translated. */
  label: string;
  /** The icon. */
  icon: IconName;
}

/**
 * The domain's navigation items as links: labels translated from their keys, `:id` parameters
 * filled by the domain's `buildPath`. An item without a path (the Android download) gets `href`
 * from `externalHrefs[id]`, else it is left out.
 */
export function useNavEntries(
  items: readonly NavItem[],
  params: Readonly<Record<string, string | number | undefined>> = {},
  externalHrefs: Readonly<Record<string, string>> = {},
): NavEntry[] {
  const { t } = useTranslation();
  return items.flatMap((item) => {
    const href = item.path ? buildPath(item.path, params) : externalHrefs[item.id];
    if (!href) return [];
    return [{ id: item.id, href, label: t(item.labelKey), icon: NAV_ICONS[item.id] ?? 'forward' }];
  });
}
