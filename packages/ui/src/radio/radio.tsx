import type { ReactNode } from 'react';
import type {
  RadioGroupProps as RACRadioGroupProps,
  RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/field.styles.js';
import { useFieldError, type FieldMessageProps } from '../field/field-message.js';
import { Icon } from '../icon/icon.js';
import { Group, Option } from './radio.styles.js';

/** Props of `RadioGroup`. */
export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'className' | 'style' | 'children'>, FieldMessageProps {
  /** The `Radio` options. */
  children: ReactNode;
}

/**
 * A labelled group of mutually exclusive options (react-aria `RadioGroup`: arrow keys move the
 * choice), with a description and a validation message (the refund form's reason and goods
 * status).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  validation,
  children,
  isInvalid,
  ...rest
}: RadioGroupProps) {
  const error = useFieldError({ errorMessage, validation });
  return (
    <Group {...rest} isInvalid={isInvalid || error !== undefined}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div data-part="options">{children}</div>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </Group>
  );
}

/** Props of `Radio`. */
export interface RadioProps extends Omit<RACRadioProps, 'className' | 'style' | 'children'> {
  /** The option's label. */
  children: ReactNode;
}

/** One option of a `RadioGroup`: `data-selected`, `data-disabled`, `data-focus-visible`. */
export function Radio({ children, ...rest }: RadioProps) {
  return (
    <Option {...rest}>
      <span data-part="indicator" aria-hidden="true">
        <Icon name="check" strokeWidth={3} />
      </span>
      {children}
    </Option>
  );
}
