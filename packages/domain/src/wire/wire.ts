import { DomainError, type DomainErrorCode } from '../errors/errors.js';

/**
 * The name at wire number `value` of a list of names whose first entry is number `first`
 * (order states start at 1, refund states at 0). Throws `DomainError(code)` with `details` for a
 * number outside the list or not an integer. Internal: each module exports its own typed mapper.
 */
export function nameFromWire<T>(
  names: readonly T[],
  value: number,
  first: number,
  code: DomainErrorCode,
  details: Readonly<Record<string, string>>,
): T {
  const name = Number.isInteger(value) ? names[value - first] : undefined;
  if (name === undefined) throw new DomainError(code, details);
  return name;
}
