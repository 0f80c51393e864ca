import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { ValidationResult } from '@bazaar/domain';
import { vars } from '@bazaar/ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;

  & label {
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
  }
  & textarea {
    min-height: calc(${vars.size.control.md} * 2.5);
    padding: ${vars.space[3]} ${vars.space[4]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurface};
    color: inherit;
    font: inherit;
    font-size: ${vars.fontSize.md};
    resize: vertical;
  }
  & textarea:focus {
    outline: none;
    border-color: ${vars.color.borderFocus};
    box-shadow: 0 0 0 1px ${vars.color.borderFocus};
  }
  & textarea[aria-invalid='true'] {
    border-color: ${vars.color.borderCritical};
  }
  & [data-part='description'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='error'] {
    color: ${vars.color.textCritical};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  /** The label, already translated. */
  label: string;
  /** The form control's name (`focusField` finds it). */
  name: string;
  /** The text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** Help under the box, already translated. */
  description?: string;
  /** A domain rule's result: a refusal shows its message and marks the box invalid. */
  validation?: ValidationResult;
  /** The longest text. */
  maxLength?: number;
  /** Visible lines. @default 4 */
  rows?: number;
}

/**
 * A labelled multi-line text box with a description and a domain validation message, for the
 * long texts of the user area (feedback, reports, the shop introduction). `@bazaar/ui` has no
 * multi-line field yet; this one follows its single-line field's look and attributes.
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  description,
  validation,
  maxLength,
  rows = 4,
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const error = validation && !validation.ok ? t(validation.messageKey, validation.details) : '';
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {description ? (
        <span data-part="description" id={`${id}-description`}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span data-part="error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </Root>
  );
}
