import { type MoneyValue, isNegative, roundCents, MONEY_DECIMALS } from './money.js';

/** Options of {@link formatMoney}. */
export type FormatMoneyOptions = {
  /** The currency symbol written before the digits. @default '' */
  symbol?: string;
  /** Group the integer digits by thousands with this separator (`','`); none when empty. @default '' */
  groupSeparator?: string;
};

/**
 * Formats an amount for display with exactly two decimals, rounded half-up at the cent, the sign
 * before the symbol: `formatMoney('-1234.5', { symbol: '$', groupSeparator: ',' })` is `"-$1,234.50"`.
 */
export function formatMoney(value: MoneyValue, options: FormatMoneyOptions = {}): string {
  const { symbol = '', groupSeparator = '' } = options;
  const rounded = roundCents(value);
  const [integer = '0', fraction = ''] = rounded.abs().toFixed(MONEY_DECIMALS).split('.');
  const grouped = groupSeparator
    ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator)
    : integer;
  return `${isNegative(rounded) ? '-' : ''}${symbol}${grouped}.${fraction}`;
}
