import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, isDomainError } from './errors.js';

describe('DomainError', () => {
  it('carries its code and details', () => {
    const error = new DomainError('insufficient_balance', { balance: '12.00' });
    expect(error.code).toBe('insufficient_balance');
    expect(error.details).toEqual({ balance: '12.00' });
    expect(error).toBeInstanceOf(Error);
  });

  it.each([
    [new DomainError('login_required'), true],
    [{ name: 'DomainError', code: 'not_found' }, true],
    [new Error('x'), false],
    [null, false],
    ['login_required', false],
  ])('isDomainError(%o) is %s', (value, expected) => {
    expect(isDomainError(value)).toBe(expected);
  });

  it('has unique codes', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
