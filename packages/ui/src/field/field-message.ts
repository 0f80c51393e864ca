import type { ValidationResult } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';

/** Props every field shares for its messages. */
export interface FieldMessageProps {
  /** The label, already translated. */
  label?: string;
  /** Help under the control, already translated. */
  description?: string;
  /** An error to show, already translated; marks the field invalid. */
  errorMessage?: string;
  /**
   * The result of a domain validation rule (`validateUsername(value)`); a refusal shows its
   * message key translated with its details and marks the field invalid. `errorMessage` wins.
   */
  validation?: ValidationResult;
}

/** The error text of a field from `errorMessage` or a domain `ValidationResult`. */
export function useFieldError({ errorMessage, validation }: FieldMessageProps): string | undefined {
  const { t } = useTranslation();
  if (errorMessage) return errorMessage;
  if (validation && !validation.ok) return t(validation.messageKey, { ...validation.details });
  return undefined;
}
