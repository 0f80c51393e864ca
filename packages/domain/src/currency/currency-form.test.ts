import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../validation/result.js';
import { validateCurrencyForm } from './currency-form.js';

const refusal = (result: ValidationResult) =>
  result.ok ? 'ok' : `${result.code}${result.field ? `:${result.field}` : ''}`;

describe('validateCurrencyForm', () => {
  const yen = { language: 'ja', code: 'JPY', symbol: '¥', rate: '0.0066' };
  it.each([
    [yen, 'ok'],
    [{ ...yen, rate: '1' }, 'ok'],
    [{ ...yen, rate: '0.0000000001' }, 'ok'],
    [{ ...yen, language: 'fr' }, 'bad_request:language'],
    [{ ...yen, code: 'yen' }, 'bad_request:code'],
    [{ ...yen, symbol: ' ' }, 'field_required:symbol'],
    [{ ...yen, rate: '0' }, 'currency_rate_invalid:rate'],
    [{ ...yen, rate: '0.00000000001' }, 'currency_rate_invalid:rate'],
    [{ ...yen, rate: '-1' }, 'currency_rate_invalid:rate'],
    [{ ...yen, rate: '1e-3' }, 'currency_rate_invalid:rate'],
    [{ ...yen, rate: '' }, 'currency_rate_invalid:rate'],
  ])('%j -> %s', (input, expected) => {
    expect(refusal(validateCurrencyForm(input))).toBe(expected);
  });
});
