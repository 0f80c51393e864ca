import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import type { IconName } from '../icon/icon-paths.js';
import { Root } from './empty-state.styles.js';

/** The empty states of the spec (section 8). */
export const EMPTY_KINDS = [
  'no_data',
  'no_comments',
  'no_orders',
  'no_coupons',
  'no_goods_to_list',
  'no_more_data',
  'empty_cart',
] as const;

/** One of the spec's empty states. */
export type EmptyKind = (typeof EMPTY_KINDS)[number];

const ICONS: Record<EmptyKind, IconName> = {
  no_data: 'box',
  no_comments: 'chat',
  no_orders: 'order',
  no_coupons: 'wallet',
  no_goods_to_list: 'market',
  no_more_data: 'check',
  empty_cart: 'cart',
};

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** Which empty state; it gives the message and the picture. @default 'no_data' */
  kind?: EmptyKind;
  /** A different message, already translated. */
  message?: string;
  /** An action under the message ("Go shopping"). */
  action?: ReactNode;
  /** A single line without the picture (the end of a list). @default false, true for no_more_data */
  compact?: boolean;
}

/** What a screen shows when it has nothing: no data, no orders, an empty cart... */
export function EmptyState({ kind = 'no_data', message, action, compact }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  const isCompact = compact ?? kind === 'no_more_data';
  return (
    <Root data-kind={kind} data-compact={isCompact || undefined}>
      <span data-part="icon" aria-hidden="true">
        <Icon name={ICONS[kind]} />
      </span>
      <p>{message ?? t(`empty.${kind}`)}</p>
      {action}
    </Root>
  );
}
