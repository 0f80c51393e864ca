import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Icon } from '../icon/icon.js';
import type { IconName } from '../icon/icon-paths.js';
import { Root } from './icon-button.styles.js';

/** Props of `IconButton`. */
export interface IconButtonProps extends Omit<
  RACButtonProps,
  'children' | 'className' | 'style' | 'aria-label'
> {
  /** The icon. */
  icon: IconName;
  /** The accessible name (an icon has no text), already translated. */
  label: string;
  /** Look. @default 'plain' */
  variant?: 'plain' | 'filled' | 'outline' | 'brand';
  /** `md` keeps the 44 px touch target; `sm` is for dense rows. @default 'md' */
  size?: 'sm' | 'md';
  /** Extra content drawn over the icon, such as an `UnreadBadge`. */
  children?: ReactNode;
}

/** A button that shows only an icon; `label` names it for screen readers. */
export function IconButton({
  icon,
  label,
  variant = 'plain',
  size = 'md',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <Root {...rest} aria-label={label} data-variant={variant} data-size={size}>
      <Icon name={icon} />
      {children}
    </Root>
  );
}
