import { Decimal } from 'decimal.js';
import { localeOf } from '../constants/languages.js';
import { type MoneyValue, MONEY_DECIMALS, money } from './money.js';

/** Options of {@link formatMoney}. */
export type FormatMoneyOptions = {
  /**
   * The currency symbol, written where the language writes its currency (`$4,501.10` in English,
   * `4 501,10 ₽` in Russian, `R$ 1.234,50` in Portuguese). None writes the number alone. @default ''
   */
  symbol?: string;
  /**
   * The interface language whose currency pattern the amount takes: its separators and grouping
   * (`ru`: `1 234,50`; `pt`: `1.234,50`; `spa`: `1234,50` under ten thousand), where the symbol and
   * the minus sign go, and the space between symbol and digits, from `Intl.NumberFormat` of its
   * locale (CLDR). @default 'en'
   */
  language?: string;
  /** Digits after the point (the currency's minor unit: 0 for the yen). @default 2 */
  decimals?: number;
};

/**
 * One piece of a formatted amount, in reading order: the `sign` (a negative's minus), the currency
 * `symbol`, a `literal` (the space between symbol and digits), the `integer` digits with their
 * group separators, the `decimal` mark and the `fraction` digits.
 */
export type MoneyPart = {
  readonly type: 'sign' | 'symbol' | 'literal' | 'integer' | 'decimal' | 'fraction';
  readonly value: string;
};

/** Where a pattern places the pieces around the number: `number` stands for integer to fraction. */
type Slot = 'sign' | 'symbol' | 'literal' | 'number';

/** A locale's currency pattern, for positive and negative amounts. */
type Pattern = {
  readonly integer: Intl.NumberFormat;
  readonly decimal: string;
  readonly minus: string;
  readonly positive: ReadonlyArray<{ slot: Slot; value: string }>;
  readonly negative: ReadonlyArray<{ slot: Slot; value: string }>;
};

const patternByLocale = new Map<string, Pattern>();

/**
 * The slots of a formatted amount's parts: consecutive digits, groups, mark and fraction fold into
 * one `number`; the currency into `symbol`.
 */
function slotsOf(parts: Intl.NumberFormatPart[]): { slot: Slot; value: string }[] {
  const slots: { slot: Slot; value: string }[] = [];
  for (const part of parts) {
    const slot: Slot =
      part.type === 'minusSign'
        ? 'sign'
        : part.type === 'currency'
          ? 'symbol'
          : part.type === 'literal'
            ? 'literal'
            : 'number';
    if (slot === 'number' && slots.at(-1)?.slot === 'number') continue;
    slots.push({ slot, value: part.value });
  }
  return slots;
}

/**
 * The currency pattern of `language`'s locale, read once from `Intl.NumberFormat`'s parts of a
 * dollar amount in narrow form (`$`, a symbol character everywhere, so any space between it and the
 * digits is the pattern's own, not CLDR's spacing for letter symbols).
 */
function patternOf(language: string): Pattern {
  const locale = localeOf(language);
  let pattern = patternByLocale.get(locale);
  if (!pattern) {
    const currency = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    const negativeParts = currency.formatToParts(-1.5);
    pattern = {
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      decimal: negativeParts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: negativeParts.find((part) => part.type === 'minusSign')?.value ?? '-',
      positive: slotsOf(currency.formatToParts(1.5)),
      negative: slotsOf(negativeParts),
    };
    patternByLocale.set(locale, pattern);
  }
  return pattern;
}

/** CLDR's currency spacing: a symbol that meets the digits with a letter (`Rp`, `RM`) is spaced. */
const NEEDS_SPACE = /[^\p{S}\p{Z}]/u;
const SPACE = '\u00a0';

/**
 * The pieces of a formatted amount (see {@link formatMoney}), for screens that draw them apart:
 * the symbol smaller than the integer, the cents smaller again. Joined, they are `formatMoney`.
 */
export function formatMoneyParts(value: MoneyValue, options: FormatMoneyOptions = {}): MoneyPart[] {
  const { symbol = '', language = 'en', decimals = MONEY_DECIMALS } = options;
  const rounded = money(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [integer = '0', fraction] = rounded.abs().toFixed(decimals).split('.');
  const pattern = patternOf(language);
  const negative = rounded.isNegative() && !rounded.isZero();
  const slots = negative ? pattern.negative : pattern.positive;
  const at = slots.findIndex(({ slot }) => slot === 'symbol');
  const parts: MoneyPart[] = [];
  slots.forEach(({ slot, value: text }, index) => {
    switch (slot) {
      case 'sign':
        parts.push({ type: 'sign', value: pattern.minus });
        break;
      case 'symbol':
        if (symbol) parts.push({ type: 'symbol', value: symbol });
        break;
      case 'literal': {
        // The pattern's space beside the symbol goes with it when there is none.
        const besideSymbol = index === at - 1 || index === at + 1;
        if (!besideSymbol || symbol) parts.push({ type: 'literal', value: text });
        break;
      }
      case 'number': {
        if (symbol && at === index - 1 && NEEDS_SPACE.test(symbol.at(-1) ?? '')) {
          parts.push({ type: 'literal', value: SPACE });
        }
        parts.push({ type: 'integer', value: pattern.integer.format(BigInt(integer)) });
        if (fraction !== undefined) {
          parts.push({ type: 'decimal', value: pattern.decimal });
          parts.push({ type: 'fraction', value: fraction });
        }
        if (symbol && at === index + 1 && NEEDS_SPACE.test(symbol.at(0) ?? '')) {
          parts.push({ type: 'literal', value: SPACE });
        }
        break;
      }
    }
  });
  return parts;
}

/**
 * Formats an amount for display, rounded half-up at the currency's minor unit, in the language's
 * currency pattern (`Intl.NumberFormat` of its locale, CLDR): its grouping and decimal mark, the
 * symbol before or after the digits with the language's space, the minus where the language puts
 * it. The integer digits are formatted as a BigInt, so no amount passes through a float.
 * `formatMoney('-1234.5', { symbol: '$' })` is `"-$1,234.50"`; in Russian
 * `formatMoney('4501.1', { symbol: '₽', language: 'ru' })` is `"4 501,10 ₽"`, in Vietnamese
 * `formatMoney('4501', { symbol: '₫', decimals: 0, language: 'vi' })` is `"4.501 ₫"`, in
 * Portuguese `"R$ 1.234,50"`; `formatMoney('1234.5', { symbol: '¥', decimals: 0 })` is `"¥1,235"`.
 * The one number format of every screen and of the server (issue 17). Patterns are cached per
 * locale.
 */
export function formatMoney(value: MoneyValue, options: FormatMoneyOptions = {}): string {
  return formatMoneyParts(value, options)
    .map((part) => part.value)
    .join('');
}

/**
 * Where `language` writes a currency symbol: `before` the digits (English `$1.00`, Portuguese
 * `R$ 1,00`) or `after` them (Russian `1,00 ₽`, Vietnamese `1 ₫`, Spanish `1,00 €`). For inputs that
 * show the symbol beside the typed amount.
 */
export function currencySymbolSide(language: string): 'before' | 'after' {
  const slots = patternOf(language).positive;
  const symbol = slots.findIndex(({ slot }) => slot === 'symbol');
  const number = slots.findIndex(({ slot }) => slot === 'number');
  return symbol > number ? 'after' : 'before';
}

/** The decimal mark `language` writes amounts with (`.` in English, `,` in Russian). */
export function decimalMarkOf(language: string): string {
  return patternOf(language).decimal;
}

/**
 * A typed amount as the wire reads it (`isMoneyInput`): where the language's decimal mark is a
 * comma, a comma typed alone (`12,50`) is the mark; a point is read as one in every language.
 */
export function readEnteredAmount(entered: string, language: string): string {
  const text = entered.trim();
  if (decimalMarkOf(language) !== ',' || text.includes('.')) return text;
  const [whole, fraction, ...rest] = text.split(',');
  return fraction === undefined || rest.length > 0 ? text : `${whole}.${fraction}`;
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
