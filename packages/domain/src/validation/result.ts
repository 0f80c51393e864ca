import { DomainError, type DomainErrorCode } from '../errors/errors.js';

/**
 * The answer of a validation rule: valid, or the refusal code with its message key
 * (`errors:<code>`), the field it concerns and values the message interpolates.
 */
export type ValidationResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: DomainErrorCode;
      /** The i18n key of the message: `errors:<code>`. */
      readonly messageKey: string;
      /** The form field the refusal concerns, when there is one. */
      readonly field?: string;
      /** Values for the message (`{ balance: '12.00' }`). */
      readonly details?: Readonly<Record<string, string | number>>;
    };

/** The valid result. */
export const VALID: ValidationResult = Object.freeze({ ok: true });

/** A refusal with its message key. */
export function invalid(
  code: DomainErrorCode,
  field?: string,
  details?: Readonly<Record<string, string | number>>,
): ValidationResult {
  return {
    ok: false,
    code,
    messageKey: `errors:${code}`,
    ...(field === undefined ? {} : { field }),
    ...(details === undefined ? {} : { details }),
  };
}

/** The first refusal of several results, else valid: rules are checked in the order given. */
export function firstInvalid(...results: ValidationResult[]): ValidationResult {
  return results.find((result) => !result.ok) ?? VALID;
}

/**
 * Throws the refusal of `result` as a `DomainError` (with the field among its details), for the
 * server and for reducers; does nothing when valid.
 */
export function assertValid(result: ValidationResult): void {
  if (result.ok) return;
  const details = { ...result.details, ...(result.field ? { field: result.field } : {}) };
  throw new DomainError(result.code, Object.keys(details).length > 0 ? details : undefined);
}
