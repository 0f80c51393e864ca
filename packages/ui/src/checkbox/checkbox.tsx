import type { ReactNode } from 'react';
import type { CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { Icon } from '../icon/icon.js';
import { Root } from './checkbox.styles.js';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label; without one, give `aria-label`. */
  children?: ReactNode;
  /** `round` for ticking cart lines and shops, `square` in forms. @default 'square' */
  shape?: 'square' | 'round';
}

/**
 * A checkbox (react-aria `Checkbox`): `data-selected`, `data-indeterminate` (a shop partly
 * ticked), `data-disabled`, `data-focus-visible`.
 */
export function Checkbox({ children, shape = 'square', ...rest }: CheckboxProps) {
  return (
    <Root {...rest} data-shape={shape}>
      {({ isIndeterminate }) => (
        <>
          <span data-part="indicator" aria-hidden="true">
            <Icon name={isIndeterminate ? 'minus' : 'check'} strokeWidth={3} />
          </span>
          {children}
        </>
      )}
    </Root>
  );
}
