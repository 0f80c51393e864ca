import { useTranslation } from 'react-i18next';
import { Hidden, Root } from './unread-badge.styles.js';

/**
 * What a badge counts: `unread` messages or notices ("3 unread"), or `items` in a container such
 * as the cart ("3 items").
 */
export type UnreadBadgeKind = 'unread' | 'items';

/** Props of `UnreadBadge`. */
export interface UnreadBadgeProps {
  /** The count; nothing renders at 0. */
  count: number;
  /** What the count is, for screen readers. @default 'unread' */
  kind?: UnreadBadgeKind;
  /** Above this the badge shows `max+`. @default 99 */
  max?: number;
  /** Show a dot instead of the number (the count is still read out). @default false */
  dot?: boolean;
  /**
   * `corner` sits on the top end corner of a positioned parent (an icon, an avatar); `beside` sits
   * on its icon's top end corner in the row's flow, so a label after the icon starts after the
   * count however many digits it has (the desktop header). @default 'inline'
   */
  placement?: 'inline' | 'corner' | 'beside';
}

/** The i18n key (`ui` namespace, plural by `count`) that reads a badge of a kind. */
function labelKey(kind: UnreadBadgeKind): string {
  switch (kind) {
    case 'unread':
      return 'badge.unread';
    case 'items':
      return 'badge.items';
    default:
      return kind satisfies never;
  }
}

/**
 * A count on a tab, an icon or an avatar (`99+` above 99): unread messages by default, or the
 * items of the cart (`kind="items"`). Screen readers hear "3 unread" or "3 items" in the current
 * language, plural by the language's rules, instead of a bare number.
 */
export function UnreadBadge({
  count,
  kind = 'unread',
  max = 99,
  dot = false,
  placement = 'inline',
}: UnreadBadgeProps) {
  const { t } = useTranslation('ui');
  if (count <= 0) return null;
  return (
    <Root data-dot={dot || undefined} data-placement={placement} data-kind={kind}>
      {dot ? null : <span aria-hidden="true">{count > max ? `${max}+` : count}</span>}
      <Hidden>{t(labelKey(kind), { count })}</Hidden>
    </Root>
  );
}
