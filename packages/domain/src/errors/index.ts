export { DomainError, ERROR_CODES, isDomainError } from './errors.js';
export type { DomainErrorCode } from './errors.js';
