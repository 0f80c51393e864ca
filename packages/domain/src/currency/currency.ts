import { Decimal } from 'decimal.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../constants/languages.js';
import { DomainError } from '../errors/errors.js';
import {
  type Money,
  type MoneyValue,
  divide,
  equals,
  isMoneyInput,
  isPositive,
  MONEY_DECIMALS,
  multiply,
  toMoneyString,
} from '../money/money.js';
import { formatMoney } from '../money/format-money.js';

/**
 * One entry of the app's currency list (`currencyList` of the initial data): the currency shown to
 * users of a language. `rate` is a positive decimal string such that
 * `displayed = stored / rate` and `stored = entered * rate`.
 */
export type CurrencyEntry = {
  /** The interface language this currency is shown for. */
  language: LanguageCode;
  /** The symbol written with amounts, on the side the language writes it (`"$"`, `"¥"`, `"₫"`). */
  symbol: string;
  /** Stored (base) units per displayed unit, a positive decimal string. */
  rate: string;
  /** The ISO 4217 code (`"JPY"`), which fixes the digits after the point; two without it. */
  code?: string;
};

const decimalsByCode = new Map<string, number>();

/**
 * The digits after the point of `currency`'s amounts: its ISO 4217 minor unit as the platform's
 * `Intl` (CLDR) knows it (0 for JPY, KRW and VND, 2 for USD and CNY), at most two since the
 * stored amounts are cents; two for an unknown or missing code.
 */
export function currencyDecimals(currency: CurrencyEntry): number {
  const code = currency.code?.toUpperCase();
  if (!code) return MONEY_DECIMALS;
  let decimals = decimalsByCode.get(code);
  if (decimals === undefined) {
    try {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code });
      decimals = Math.min(digits.resolvedOptions().maximumFractionDigits ?? 2, MONEY_DECIMALS);
    } catch {
      decimals = MONEY_DECIMALS;
    }
    decimalsByCode.set(code, decimals);
  }
  return decimals;
}

/**
 * The base currency, used when the list has neither the language's entry nor English's: amounts
 * are shown as stored, with a dollar sign.
 */
export const BASE_CURRENCY: CurrencyEntry = { language: DEFAULT_LANGUAGE, symbol: '$', rate: '1' };

/**
 * The currency of `language`: its own entry, else English's (spec section 1), else
 * {@link BASE_CURRENCY}. Throws `DomainError('currency_rate_invalid')` when the chosen entry's rate
 * is not a positive decimal, since every amount shown with it would be wrong.
 */
export function resolveCurrency(
  list: readonly CurrencyEntry[],
  language: LanguageCode,
): CurrencyEntry {
  const entry =
    list.find((item) => item.language === language) ??
    list.find((item) => item.language === DEFAULT_LANGUAGE) ??
    BASE_CURRENCY;
  assertRate(entry.rate);
  return entry;
}

function assertRate(rate: string): void {
  let valid: boolean;
  try {
    valid = isPositive(rate);
  } catch {
    valid = false;
  }
  if (!valid) throw new DomainError('currency_rate_invalid', { rate });
}

/**
 * The displayed amount of a stored one: `stored / rate`, exact to 40 digits (never a float, never
 * rounded here; {@link formatDisplayAmount} rounds at the cent once, for the screen).
 */
export function toDisplayAmount(stored: MoneyValue, currency: CurrencyEntry): Money {
  assertRate(currency.rate);
  return divide(stored, currency.rate);
}

/** The stored amount of an entered one: `entered * rate`, exact (round with `toMoneyString` for the wire). */
export function toStoredAmount(entered: MoneyValue, currency: CurrencyEntry): Money {
  assertRate(currency.rate);
  return multiply(entered, currency.rate);
}

/**
 * A stored amount as users of `currency` see it: the symbol, the currency's decimals and the
 * currency pattern of `language`, the interface language (`"$4,501.10"`, `"¥671,791"` for yen,
 * `"4 501,10 ₽"` in Russian). @param language defaults to the currency's own language.
 */
export function formatDisplayAmount(
  stored: MoneyValue,
  currency: CurrencyEntry,
  language: string = currency.language,
): string {
  return formatMoney(toDisplayAmount(stored, currency), {
    symbol: currency.symbol,
    decimals: currencyDecimals(currency),
    language,
  });
}

/** A stored amount in display units rounded at the currency's minor unit, to fill an input. */
export function toEnteredAmount(stored: MoneyValue, currency: CurrencyEntry): string {
  const decimals = currencyDecimals(currency);
  return toDisplayAmount(stored, currency)
    .toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP)
    .toFixed(decimals);
}

/** The wire string (`"12.50"`) of what a user typed in their currency. */
export function enteredToWire(entered: MoneyValue, currency: CurrencyEntry): string {
  return toMoneyString(toStoredAmount(entered, currency));
}

/**
 * The wire amount of what a user typed in their currency, or null when it is not an amount
 * (`isMoneyInput`: digits with at most two decimals). With `cap` (a stored limit such as the most
 * a refund may ask for, or a balance), an entry equal to the cap as shown (rounded at the cent)
 * answers the cap itself: typing back the shown maximum must never exceed it by a rounding cent.
 */
export function enteredAmountToWire(
  entered: string,
  currency: CurrencyEntry,
  cap?: MoneyValue,
): string | null {
  if (!isMoneyInput(entered)) return null;
  if (cap !== undefined && equals(entered, toEnteredAmount(cap, currency))) {
    return toMoneyString(cap);
  }
  return enteredToWire(entered, currency);
}
