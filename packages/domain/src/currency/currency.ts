import { DEFAULT_LANGUAGE, type LanguageCode } from '../constants/languages.js';
import { DomainError } from '../errors/errors.js';
import {
  type Money,
  type MoneyValue,
  divide,
  equals,
  isMoneyInput,
  isPositive,
  multiply,
  roundCents,
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
  /** The symbol written before amounts (`"$"`, `"¥"`, `"₫"`). */
  symbol: string;
  /** Stored (base) units per displayed unit, a positive decimal string. */
  rate: string;
};

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

/** A stored amount as users of `currency` see it: symbol and two decimals (`"¥90.00"`). */
export function formatDisplayAmount(
  stored: MoneyValue,
  currency: CurrencyEntry,
  groupSeparator = '',
): string {
  return formatMoney(toDisplayAmount(stored, currency), {
    symbol: currency.symbol,
    groupSeparator,
  });
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
  if (cap !== undefined && equals(entered, roundCents(toDisplayAmount(cap, currency)))) {
    return toMoneyString(cap);
  }
  return enteredToWire(entered, currency);
}
