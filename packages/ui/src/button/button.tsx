import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import type { IconName } from '../icon/icon-paths.js';
import { Label, Root, Spinner } from './button.styles.js';

/** The visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';

/** The height of a control. */
export type ControlSize = 'sm' | 'md' | 'lg';

/** Props of `Button`. */
export interface ButtonProps extends Omit<
  RACButtonProps,
  'children' | 'className' | 'style' | 'isPending'
> {
  /** The label. */
  children: ReactNode;
  /** Visual weight: `primary` for the main action of a screen. @default 'primary' */
  variant?: ButtonVariant;
  /** Height. @default 'md' */
  size?: ControlSize;
  /** An icon before the label. */
  icon?: IconName;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner and ignores presses while an action runs; the button keeps focus and screen
   * readers hear that it is busy. @default false
   */
  isLoading?: boolean;
}

/** A pressable action (react-aria `Button`): `data-pressed`, `data-hovered`, `data-focus-visible`. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  isLoading = false,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <Root
      {...rest}
      isPending={isLoading}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {icon ? <Icon name={icon} /> : null}
      <Label data-part="label">{children}</Label>
      {isLoading ? <Spinner isIndeterminate aria-label={t('button.loading')} /> : null}
    </Root>
  );
}
