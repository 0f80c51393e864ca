import type { NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  InputBox,
} from '../field/field.styles.js';
import { useFieldError, type FieldMessageProps } from '../field/field-message.js';
import { Icon } from '../icon/icon.js';
import { Root, StepButton } from './number-field.styles.js';

/** Props of `NumberField`. */
export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'style' | 'children'>, FieldMessageProps {
  /** Hint inside the empty input, already translated. */
  placeholder?: string;
  /** Show − and + buttons around the input. @default true */
  showStepper?: boolean;
}

/**
 * A labelled number input (react-aria `NumberField`): typing, arrow keys, − and + buttons,
 * `minValue`/`maxValue` limits, locale-aware formatting. Counts and quantities only: money goes
 * through a `TextField` and the domain's decimal module, never a float.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  validation,
  placeholder,
  showStepper = true,
  isInvalid,
  ...rest
}: NumberFieldProps) {
  const { t } = useTranslation('ui');
  const error = useFieldError({ errorMessage, validation });
  const invalid = isInvalid || error !== undefined;
  return (
    <Root {...rest} isInvalid={invalid}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <InputBox isInvalid={invalid} isDisabled={rest.isDisabled}>
        {showStepper ? (
          <StepButton slot="decrement" aria-label={t('number.decrease')}>
            <Icon name="minus" />
          </StepButton>
        ) : null}
        <FieldInput placeholder={placeholder} />
        {showStepper ? (
          <StepButton slot="increment" aria-label={t('number.increase')}>
            <Icon name="plus" />
          </StepButton>
        ) : null}
      </InputBox>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </Root>
  );
}
