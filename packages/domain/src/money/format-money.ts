import { Decimal } from 'decimal.js';
import { type MoneyValue, MONEY_DECIMALS, money } from './money.js';

/** Options of {@link formatMoney}. */
export type FormatMoneyOptions = {
  /** The currency symbol written before the digits. @default '' */
  symbol?: string;
  /** Group the integer digits by thousands with this separator; none when empty. @default ',' */
  groupSeparator?: string;
  /** Digits after the point (the currency's minor unit: 0 for the yen). @default 2 */
  decimals?: number;
};

/**
 * Formats an amount for display, rounded half-up at the currency's minor unit, grouped by
 * thousands, the sign before the symbol: `formatMoney('-1234.5', { symbol: '$' })` is
 * `"-$1,234.50"`, `formatMoney('1234.5', { symbol: '¥', decimals: 0 })` is `"¥1,235"`. The one
 * number format of every screen (issue 17: no "$4501.10" beside "$4,501.10").
 */
export function formatMoney(value: MoneyValue, options: FormatMoneyOptions = {}): string {
  const { symbol = '', groupSeparator = ',', decimals = MONEY_DECIMALS } = options;
  const rounded = money(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [integer = '0', fraction] = rounded.abs().toFixed(decimals).split('.');
  const grouped = groupSeparator
    ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator)
    : integer;
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${symbol}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A count (followers, visitors, goods, orders, points) in the same format as money: grouped by
 * thousands, no decimals (`formatCount(1533)` is `"1,533"`). A count that is not a finite number
 * is shown as it came.
 */
export function formatCount(count: number | string): string {
  const text = String(count);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return formatMoney(text, { decimals: 0 });
}
