import { Decimal } from 'decimal.js';
import { localeOf } from '../constants/languages.js';
import { type MoneyValue, MONEY_DECIMALS, money } from './money.js';

/** Options of {@link formatMoney}. */
export type FormatMoneyOptions = {
  /** The currency symbol written before the digits. @default '' */
  symbol?: string;
  /**
   * The interface language whose separators the number takes (`ru`: `1 234,50`; `pt`:
   * `1.234,50`; `en`: `1,234.50`), through `Intl.NumberFormat` of its locale. @default 'en'
   */
  language?: string;
  /** Digits after the point (the currency's minor unit: 0 for the yen). @default 2 */
  decimals?: number;
};

type Separators = { readonly integer: Intl.NumberFormat; readonly decimal: string };

const separatorsByLocale = new Map<string, Separators>();

/** The locale's integer format (its group separator and minimum grouping) and decimal mark. */
function separatorsOf(language: string): Separators {
  const locale = localeOf(language);
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const decimal =
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
        .formatToParts(0.5)
        .find((part) => part.type === 'decimal')?.value ?? '.';
    separators = {
      integer: new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 }),
      decimal,
    };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

/**
 * Formats an amount for display, rounded half-up at the currency's minor unit, with the
 * language's grouping and decimal mark (`Intl.NumberFormat` of its locale: the integer digits
 * are formatted as a BigInt, so no amount passes through a float), the sign before the symbol:
 * `formatMoney('-1234.5', { symbol: '$' })` is `"-$1,234.50"`, in Russian `"-$1 234,50"`;
 * `formatMoney('1234.5', { symbol: '¥', decimals: 0 })` is `"¥1,235"`. The one number format
 * of every screen (issue 17: no "$4501.10" beside "$4,501.10").
 */
export function formatMoney(value: MoneyValue, options: FormatMoneyOptions = {}): string {
  const { symbol = '', language = 'en', decimals = MONEY_DECIMALS } = options;
  const rounded = money(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [integer = '0', fraction] = rounded.abs().toFixed(decimals).split('.');
  const separators = separatorsOf(language);
  const grouped = separators.integer.format(BigInt(integer));
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${symbol}${grouped}${fraction === undefined ? '' : `${separators.decimal}${fraction}`}`;
}

/**
 * A count (followers, visitors, goods, orders, points) in the same format as money: grouped as
 * the language groups, no decimals (`formatCount(1533)` is `"1,533"`, in Russian `"1 533"`). A
 * count that is not a finite number is shown as it came.
 */
export function formatCount(count: number | string, language = 'en'): string {
  const text = String(count);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return formatMoney(text, { decimals: 0, language });
}
