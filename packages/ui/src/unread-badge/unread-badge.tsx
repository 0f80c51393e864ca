import { useTranslation } from 'react-i18next';
import { Hidden, Root } from './unread-badge.styles.js';

/** Props of `UnreadBadge`. */
export interface UnreadBadgeProps {
  /** How many unread items; nothing renders at 0. */
  count: number;
  /** Above this the badge shows `max+`. @default 99 */
  max?: number;
  /** Show a dot instead of the number (the count is still read out). @default false */
  dot?: boolean;
  /** `corner` sits on the top end corner of a positioned parent (an icon, an avatar). @default 'inline' */
  placement?: 'inline' | 'corner';
}

/**
 * The unread count on a tab, an icon or an avatar (`99+` above 99). Screen readers hear
 * "3 unread" in the current language instead of a bare number.
 */
export function UnreadBadge({
  count,
  max = 99,
  dot = false,
  placement = 'inline',
}: UnreadBadgeProps) {
  const { t } = useTranslation('ui');
  if (count <= 0) return null;
  return (
    <Root data-dot={dot || undefined} data-placement={placement}>
      {dot ? null : <span aria-hidden="true">{count > max ? `${max}+` : count}</span>}
      <Hidden>{t('badge.unread', { count })}</Hidden>
    </Root>
  );
}
