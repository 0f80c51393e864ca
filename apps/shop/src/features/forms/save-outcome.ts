import type { ValidationResult } from '@bazaar/domain';

/** A refused domain rule: its code, message key and the field it concerns. */
export type Refused = Extract<ValidationResult, { ok: false }>;

/**
 * How submitting a form ended: a domain rule refused it (show it at its field, nothing was sent),
 * the server refused it (the API client has shown its message), or it was saved.
 */
export type SaveOutcome<T> =
  | { readonly type: 'invalid'; readonly refusal: Refused }
  | { readonly type: 'refused' }
  | { readonly type: 'saved'; readonly value: T };
