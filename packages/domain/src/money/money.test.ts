import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.js';
import {
  ZERO,
  add,
  compare,
  divide,
  equals,
  floorCents,
  isMoneyInput,
  isMoneyString,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
  money,
  multiply,
  roundCents,
  subtract,
  sum,
  toMoneyString,
} from './money.js';
import {
  currencySymbolSide,
  decimalMarkOf,
  formatCount,
  formatMoney,
  formatMoneyParts,
  readEnteredAmount,
} from './format-money.js';

describe('money()', () => {
  it.each(['0', '12', '12.5', '-3.10', '0.005', '123456789012.99'])('reads %s', (value) => {
    expect(money(value).toString()).toBe(new Decimal(value).toString());
  });

  it.each(['', ' 12', '12 ', '1e3', 'NaN', 'Infinity', '0x10', '1,5', '+1', '.5', '5.', 'abc'])(
    'refuses %j with invalid_amount',
    (value) => {
      expect(() => money(value)).toThrowError(DomainError);
      expect(() => money(value)).toThrow('invalid_amount');
    },
  );

  it('accepts a decimal.js instance of any configuration, refuses a non-finite one', () => {
    expect(money(new Decimal('1.25')).toFixed(2)).toBe('1.25');
    expect(() => money(new Decimal(Infinity))).toThrow('invalid_amount');
    expect(() => money(12 as unknown as string)).toThrow('invalid_amount');
  });
});

describe('arithmetic is exact', () => {
  it.each([
    [['0.1', '0.2'], '0.3'],
    [['0.01', '0.02', '0.03'], '0.06'],
    [[], '0'],
    [['-1.5', '1.5'], '0'],
  ])('add(%j) = %s', (values, expected) => {
    expect(add(...values).toString()).toBe(expected);
    expect(sum(values).toString()).toBe(expected);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1.01', '-0.01'],
    ['0', '0', '0'],
  ])('subtract(%s, %s) = %s', (a, b, expected) => {
    expect(subtract(a, b).toString()).toBe(expected);
  });

  it.each([
    ['19.99', 3, '59.97'],
    ['0.1', 3, '0.3'],
    ['12.50', 0, '0'],
    ['12.50', '0.5', '6.25'],
    ['100', new Decimal('0.015'), '1.5'],
  ])('multiply(%s, %s) = %s', (amount, by, expected) => {
    expect(multiply(amount, by).toString()).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'refuses the float factor %s',
    (by) => {
      expect(() => multiply('1', by)).toThrow('invalid_amount');
    },
  );

  it.each([
    ['10', 4, '2.5'],
    ['1', 3, '0.3333333333333333333333333333333333333333'],
    ['7.2', '7.2', '1'],
  ])('divide(%s, %s) = %s', (amount, by, expected) => {
    expect(divide(amount, by).toString()).toBe(expected);
  });

  it('refuses a division by zero', () => {
    expect(() => divide('1', 0)).toThrow('invalid_amount');
    expect(() => divide('1', '0.00')).toThrow('invalid_amount');
  });
});

describe('comparisons', () => {
  it.each([
    ['1', '2', -1],
    ['2', '1', 1],
    ['1.5', '1.50', 0],
    ['-0.01', '0', -1],
  ] as const)('compare(%s, %s) = %d', (a, b, expected) => {
    expect(compare(a, b)).toBe(expected);
    expect(equals(a, b)).toBe(expected === 0);
  });

  it.each([
    ['0', true, false, false],
    ['0.00', true, false, false],
    ['-0', true, false, false],
    ['0.01', false, false, true],
    ['-0.01', false, true, false],
  ])('%s: zero %s, negative %s, positive %s', (value, zero, negative, positive) => {
    expect(isZero(value)).toBe(zero);
    expect(isNegative(value)).toBe(negative);
    expect(isPositive(value)).toBe(positive);
  });

  it('max and min', () => {
    expect(max('1.10', '1.2').toString()).toBe('1.2');
    expect(max('3', '-3').toString()).toBe('3');
    expect(min('1.10', '1.2').toString()).toBe('1.1');
    expect(min('5', '5.00').toString()).toBe('5');
    expect(ZERO.toString()).toBe('0');
  });
});

describe('rounding at the cent', () => {
  it.each([
    ['0.005', '0.01'],
    ['0.0049', '0.00'],
    ['0.015', '0.02'],
    ['0.025', '0.03'],
    ['1.994', '1.99'],
    ['1.995', '2.00'],
    ['-0.005', '-0.01'],
    ['-0.004', '0.00'],
    ['-0.0001', '0.00'],
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['0', '0.00'],
    ['999999999999.995', '1000000000000.00'],
  ])('toMoneyString(%s) = %s (half up, away from zero; no negative zero)', (value, expected) => {
    expect(toMoneyString(value)).toBe(expected);
    expect(roundCents(value).toFixed(2)).toBe(expected);
  });

  it.each([
    ['0.019', '0.01'],
    ['1.999', '1.99'],
    ['-1.999', '-1.99'],
    ['-0.001', '0'],
  ])('floorCents(%s) = %s', (value, expected) => {
    expect(floorCents(value).toString()).toBe(new Decimal(expected).toString());
  });
});

describe('formats', () => {
  it.each([
    ['12.50', true],
    ['-3.10', true],
    ['0.00', true],
    ['12.5', false],
    ['12', false],
    ['12.500', false],
    [12.5, false],
  ])('isMoneyString(%j) is %s', (value, expected) => {
    expect(isMoneyString(value)).toBe(expected);
  });

  it.each([
    ['12', true],
    ['12.5', true],
    ['12.50', true],
    ['0', true],
    ['12.505', false],
    ['-1', false],
    [' 1', false],
    ['', false],
    [1, false],
  ])('isMoneyInput(%j) is %s', (value, expected) => {
    expect(isMoneyInput(value)).toBe(expected);
  });

  it.each([
    ['12.5', {}, '12.50'],
    ['4501.1', { symbol: '$' }, '$4,501.10'],
    ['1234.5', { symbol: '¥', decimals: 0 }, '¥1,235'],
    ['-0.4', { symbol: '¥', decimals: 0 }, '¥0'],
    ['0', { symbol: '$' }, '$0.00'],
    ['-1234.565', { symbol: '$' }, '-$1,234.57'],
    ['1234567.8', {}, '1,234,567.80'],
    ['999.995', { symbol: '¥' }, '¥1,000.00'],
    ['-0.001', { symbol: '€' }, '€0.00'],
  ])('formatMoney(%s, %j) = %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });

  // Each language's currency pattern, from Intl.NumberFormat of its locale (CLDR): separators,
  // grouping (Spanish leaves four digits ungrouped), the symbol's side and space; decimals stay
  // the currency's.
  const NBSP = '\u00a0';
  it.each([
    ['en', '$4,501.10', '¥1,234,568'],
    ['zh-cn', '$4,501.10', '¥1,234,568'],
    ['zh-tw', '$4,501.10', '¥1,234,568'],
    ['ja', '$4,501.10', '¥1,234,568'],
    ['ko', '$4,501.10', '¥1,234,568'],
    ['th', '$4,501.10', '¥1,234,568'],
    ['may', '$4,501.10', '¥1,234,568'],
    ['id', '$4.501,10', '¥1.234.568'],
    ['vi', `4.501,10${NBSP}$`, `1.234.568${NBSP}¥`],
    ['spa', `4501,10${NBSP}$`, `1.234.568${NBSP}¥`],
    ['pt', `$${NBSP}4.501,10`, `¥${NBSP}1.234.568`],
    ['tr', '$4.501,10', '¥1.234.568'],
    ['ru', `4${NBSP}501,10${NBSP}$`, `1${NBSP}234${NBSP}568${NBSP}¥`],
    ['xx', '$4,501.10', '¥1,234,568'],
  ])('in %s: %s, and yen without decimals %s', (language, dollars, yen) => {
    expect(formatMoney('4501.1', { symbol: '$', language })).toBe(dollars);
    expect(formatMoney('1234567.5', { symbol: '¥', decimals: 0, language })).toBe(yen);
  });

  // The seeded currency of each of the 13 languages, in that language, as its shoppers write it.
  it.each([
    ['en', '$', 2, '$1,234.50', '-$1,234.50'],
    ['zh-cn', '¥', 2, '¥1,234.50', '-¥1,234.50'],
    ['zh-tw', 'NT$', 2, 'NT$1,234.50', '-NT$1,234.50'],
    ['ja', '¥', 0, '¥1,235', '-¥1,235'],
    ['ko', '₩', 0, '₩1,235', '-₩1,235'],
    ['th', '฿', 2, '฿1,234.50', '-฿1,234.50'],
    ['id', 'Rp', 2, `Rp${NBSP}1.234,50`, `-Rp${NBSP}1.234,50`],
    ['may', 'RM', 2, `RM${NBSP}1,234.50`, `-RM${NBSP}1,234.50`],
    ['vi', '₫', 0, `1.235${NBSP}₫`, `-1.235${NBSP}₫`],
    ['ru', '₽', 2, `1${NBSP}234,50${NBSP}₽`, `-1${NBSP}234,50${NBSP}₽`],
    ['spa', '€', 2, `1234,50${NBSP}€`, `-1234,50${NBSP}€`],
    ['pt', 'R$', 2, `R$${NBSP}1.234,50`, `-R$${NBSP}1.234,50`],
    ['tr', '₺', 2, '₺1.234,50', '-₺1.234,50'],
  ])('in %s, %s with %i decimals: %s and %s', (language, symbol, decimals, plus, minus) => {
    expect(formatMoney('1234.5', { symbol, decimals, language })).toBe(plus);
    expect(formatMoney('-1234.5', { symbol, decimals, language })).toBe(minus);
    const parts = formatMoneyParts('-1234.5', { symbol, decimals, language });
    expect(parts.map((part) => part.value).join('')).toBe(minus);
    expect(parts.filter((part) => part.type === 'symbol')).toEqual([
      { type: 'symbol', value: symbol },
    ]);
    expect(currencySymbolSide(language)).toBe(plus.startsWith(symbol) ? 'before' : 'after');
  });

  it('spaces a letter symbol from the digits (CLDR currency spacing), a sign symbol not', () => {
    expect(formatMoney('5', { symbol: 'RM', language: 'en' })).toBe(`RM${NBSP}5.00`);
    expect(formatMoney('5', { symbol: 'NT$', language: 'zh-tw' })).toBe('NT$5.00');
    expect(formatMoney('5', { symbol: 'руб.', language: 'ru' })).toBe(`5,00${NBSP}руб.`);
    expect(formatMoney('5', { language: 'ru' })).toBe('5,00');
    expect(formatMoney('5', { language: 'pt' })).toBe('5,00');
  });

  it.each([
    ['ru', '12,50', '12.50'],
    ['ru', '12.50', '12.50'],
    ['vi', ' 12,5 ', '12.5'],
    ['ru', '1,2,3', '1,2,3'],
    ['en', '12,50', '12,50'],
    ['ja', '12.50', '12.50'],
  ])('reads an amount typed in %s, %j, as %j', (language, entered, read) => {
    expect(readEnteredAmount(entered, language)).toBe(read);
    expect(decimalMarkOf(language)).toBe(language === 'en' || language === 'ja' ? '.' : ',');
  });

  it('formats amounts beyond a float exactly, grouped by the language', () => {
    expect(formatMoney('123456789012345678.99', { language: 'pt' })).toBe(
      '123.456.789.012.345.678,99',
    );
    expect(formatMoney('-0.005', { symbol: '$', language: 'ru' })).toBe(`-0,01${NBSP}$`);
  });

  it.each([
    ['en', '1,533'],
    ['ru', `1${NBSP}533`],
    ['pt', '1.533'],
    ['ja', '1,533'],
  ])('counts in %s: %s', (language, expected) => {
    expect(formatCount(1533, language)).toBe(expected);
    expect(formatCount(12, language)).toBe('12');
  });
});
