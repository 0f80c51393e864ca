import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../constants/languages.js';
import { toMoneyString } from '../money/money.js';
import {
  BASE_CURRENCY,
  type CurrencyEntry,
  enteredAmountToWire,
  enteredToWire,
  currencyDecimals,
  formatDisplayAmount,
  toEnteredAmount,
  resolveCurrency,
  toDisplayAmount,
  toStoredAmount,
} from './currency.js';

const list: CurrencyEntry[] = [
  { language: 'en', symbol: '$', rate: '1' },
  { language: 'zh-cn', symbol: '¥', rate: '0.14' },
  { language: 'ja', symbol: '¥', rate: '0.0067' },
  { language: 'vi', symbol: '₫', rate: '0.00004' },
];

describe('resolveCurrency', () => {
  it.each([
    ['zh-cn', '¥', '0.14'],
    ['ja', '¥', '0.0067'],
    ['en', '$', '1'],
    ['ko', '$', '1'],
    ['tr', '$', '1'],
  ] as const)('%s uses %s at rate %s (English as fallback)', (language, symbol, rate) => {
    expect(resolveCurrency(list, language)).toMatchObject({ symbol, rate });
  });

  it('falls back to the base currency when English is missing too', () => {
    expect(resolveCurrency([list[1]!], 'ko')).toBe(BASE_CURRENCY);
    expect(resolveCurrency([], 'en')).toBe(BASE_CURRENCY);
  });

  it.each(['0', '-1', 'abc', ''])('refuses the rate %j', (rate) => {
    expect(() => resolveCurrency([{ language: 'en', symbol: '$', rate }], 'en')).toThrow(
      'currency_rate_invalid',
    );
  });
});

describe('display and entry', () => {
  const yuan = list[1]!;
  it.each([
    ['14.00', yuan, '¥100.00'],
    ['0.01', yuan, '¥0.07'],
    ['0.00', yuan, '¥0.00'],
    // In the currency's own language by default: Vietnamese groups with a point.
    ['1', list[3]!, '25.000,00\u00a0₫'],
    ['12.345', BASE_CURRENCY, '$12.35'],
    ['4501.1', BASE_CURRENCY, '$4,501.10'],
    ['329', { ...list[2]!, code: 'JPY' }, '¥49,104'],
    ['0.01', { ...list[2]!, code: 'JPY' }, '¥1'],
    ['1', { ...list[3]!, code: 'VND' }, '25.000\u00a0₫'],
    ['14.00', { ...yuan, code: 'CNY' }, '¥100.00'],
  ])('stored %s shows as %s', (stored, currency, expected) => {
    expect(formatDisplayAmount(stored, currency)).toBe(expected);
  });

  it.each([
    ['en', '$4,501.10'],
    ['ru', '4\u00a0501,10\u00a0$'],
    ['pt', '$\u00a04.501,10'],
    ['ja', '$4,501.10'],
  ])(
    'in the interface language %s (English’s currency as the fallback): %s',
    (language, expected) => {
      expect(formatDisplayAmount('4501.1', BASE_CURRENCY, language)).toBe(expected);
    },
  );

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['USD', 2],
    ['CNY', 2],
    ['jpy', 0],
    ['XYZ1', 2],
    [undefined, 2],
  ])('%s amounts have %i decimals', (code, decimals) => {
    expect(currencyDecimals({ ...BASE_CURRENCY, ...(code === undefined ? {} : { code }) })).toBe(
      decimals,
    );
  });

  it('fills an input at the currency decimals, and the shown maximum typed back is the cap', () => {
    const yen = { ...list[2]!, code: 'JPY' };
    // 100.00 / 0.0067 = 14925.37...: shown and entered as 14925.
    expect(toEnteredAmount('100.00', yen)).toBe('14925');
    expect(enteredAmountToWire('14925', yen, '100.00')).toBe('100.00');
    expect(toEnteredAmount('100.00', yuan)).toBe('714.29');
  });

  it.each([
    ['100', yuan, '14.00'],
    ['0.5', yuan, '0.07'],
    ['0.03', yuan, '0.00'],
    ['0.04', yuan, '0.01'],
    ['1000', list[2]!, '6.70'],
  ])('entered %s is stored as %s (half up at the cent)', (entered, currency, expected) => {
    expect(enteredToWire(entered, currency)).toBe(expected);
  });

  it('refuses to convert with a bad rate', () => {
    const bad = { language: 'en' as LanguageCode, symbol: '$', rate: '0' };
    expect(() => toDisplayAmount('1', bad)).toThrow('currency_rate_invalid');
    expect(() => toStoredAmount('1', bad)).toThrow('currency_rate_invalid');
  });
});

const cents = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((value) => {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
});
const rates = fc
  .tuple(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, scale]) => {
    const text = digits.toString().padStart(scale + 1, '0');
    return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  });
const currencies = rates.map((rate): CurrencyEntry => ({ language: 'en', symbol: '$', rate }));

describe('properties', () => {
  it('a stored amount, displayed and entered back, is the same to the cent', () => {
    fc.assert(
      fc.property(cents, currencies, (stored, currency) => {
        const roundTrip = toStoredAmount(toDisplayAmount(stored, currency), currency);
        expect(toMoneyString(roundTrip)).toBe(stored);
      }),
      { numRuns: 500 },
    );
  });

  it('an entered amount, stored and displayed back, is the same to the cent', () => {
    fc.assert(
      fc.property(cents, currencies, (entered, currency) => {
        const roundTrip = toDisplayAmount(toStoredAmount(entered, currency), currency);
        expect(toMoneyString(roundTrip)).toBe(entered);
      }),
      { numRuns: 500 },
    );
  });
});

describe('enteredAmountToWire', () => {
  const yen: CurrencyEntry = { language: 'ja', symbol: '¥', rate: '0.0067' };
  const dollar: CurrencyEntry = { language: 'en', symbol: '$', rate: '1' };
  const pound: CurrencyEntry = { language: 'en', symbol: '£', rate: '3' };

  it.each<[string, CurrencyEntry, string | undefined, string | null]>([
    ['12.5', dollar, undefined, '12.50'],
    ['1000', yen, undefined, '6.70'],
    ['1', yen, undefined, '0.01'],
    ['0', dollar, undefined, '0.00'],
    ['', dollar, undefined, null],
    ['1.234', dollar, undefined, null],
    ['-1', dollar, undefined, null],
    ['1e3', dollar, undefined, null],
    [' 12', dollar, undefined, null],
    // At a rate above 1 the shown cap is rounded: 10.01 / 3 = 3.3367 shows as 3.34, and 3.34 * 3
    // is 10.02, a cent above the cap, unless the entry is read as the cap itself.
    ['3.34', pound, undefined, '10.02'],
    ['3.34', pound, '10.01', '10.01'],
    ['3.33', pound, '10.01', '9.99'],
    ['3.35', pound, '10.01', '10.05'],
    ['1841.79', yen, '12.34', '12.34'],
  ])('%s in %s (cap %s) is %s', (entered, currency, cap, wire) => {
    expect(enteredAmountToWire(entered, currency, cap)).toBe(wire);
  });
});
