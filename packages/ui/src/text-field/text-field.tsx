import type { ReactNode } from 'react';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  InputBox,
} from '../field/field.styles.js';
import { useFieldError, type FieldMessageProps } from '../field/field-message.js';
import { Icon } from '../icon/icon.js';
import type { IconName } from '../icon/icon-paths.js';
import { Root } from './text-field.styles.js';

/** Props of `TextField`. */
export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>, FieldMessageProps {
  /** Hint inside the empty input, already translated. */
  placeholder?: string;
  /** An icon before the input. */
  icon?: IconName;
  /** Content before the input inside its box (a currency symbol the language writes first). */
  startContent?: ReactNode;
  /** Content after the input inside its box (a unit, a button). */
  endContent?: ReactNode;
}

/**
 * A labelled single-line text input (react-aria `TextField`) with a description and a validation
 * message: `errorMessage`, a domain `validation` result, or react-aria's `validate`. The box reads
 * `data-focus-within`, `data-invalid` and `data-disabled`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  validation,
  placeholder,
  icon,
  startContent,
  endContent,
  isInvalid,
  ...rest
}: TextFieldProps) {
  const error = useFieldError({ errorMessage, validation });
  const invalid = isInvalid || error !== undefined;
  return (
    <Root {...rest} isInvalid={invalid}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <InputBox isInvalid={invalid} isDisabled={rest.isDisabled}>
        {icon ? <Icon name={icon} /> : null}
        {startContent}
        <FieldInput placeholder={placeholder} />
        {endContent}
      </InputBox>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </Root>
  );
}
