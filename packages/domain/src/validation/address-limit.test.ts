import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT } from '../constants/limits.js';
import { validateAddressCount } from './address-limit.js';

describe('validateAddressCount: at most ADDRESS_LIMIT addresses', () => {
  it.each([
    [0, true],
    [1, true],
    [ADDRESS_LIMIT - 1, true],
    [ADDRESS_LIMIT, false],
    [ADDRESS_LIMIT + 5, false],
  ])('%i saved: another allowed %s', (count, allowed) => {
    const result = validateAddressCount(count);
    expect(result.ok).toBe(allowed);
    if (!result.ok) {
      expect(result).toMatchObject({ code: 'address_limit', details: { max: ADDRESS_LIMIT } });
    }
  });
});
