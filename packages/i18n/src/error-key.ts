import type { DomainError, DomainErrorCode } from '@bazaar/domain';

/** The i18n key of a refusal's message: `errors:<code>`. */
export function errorKey(error: DomainError | DomainErrorCode): `errors:${string}` {
  return `errors:${typeof error === 'string' ? error : error.code}`;
}
