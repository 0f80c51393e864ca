import { ADDRESS_LIMIT } from '../constants/limits.js';
import { VALID, invalid, type ValidationResult } from './result.js';

/**
 * Whether one more shipping address may be added to `count` saved ones: at most
 * {@link ADDRESS_LIMIT} (`address_limit`, with the limit as `max`).
 */
export function validateAddressCount(count: number): ValidationResult {
  return count < ADDRESS_LIMIT
    ? VALID
    : invalid('address_limit', undefined, { max: ADDRESS_LIMIT });
}
