import { Decimal } from 'decimal.js';
import { DomainError } from '../errors/errors.js';

/**
 * The decimal constructor every money computation goes through: 40 significant digits (so that a
 * division by an exchange rate and the multiplication back lose nothing at the cent) and
 * `ROUND_HALF_UP` (half a cent rounds away from zero). A clone, so the global `decimal.js`
 * configuration of other code is never changed.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A decimal amount produced by this module (an instance of {@link MoneyDecimal}). */
export type Money = InstanceType<typeof MoneyDecimal>;

/**
 * A money amount as accepted by this module: a decimal string (`"12.50"`, `"-3"`, `"0.005"`) or a
 * decimal instance. JavaScript numbers are refused on purpose: a float has already lost the cent.
 */
export type MoneyValue = string | Decimal;

/** A multiplier: a quantity (a safe integer), or a decimal string or instance (a rate). */
export type Factor = number | string | Decimal;

/** Number of decimal places of a money amount on the wire and on screen. */
export const MONEY_DECIMALS = 2;

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const WIRE_PATTERN = /^-?\d+\.\d{2}$/;
const INPUT_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * Reads a money amount. Strings must be plain decimals (digits, an optional sign and point); no
 * exponent, no `NaN`, no spaces. Throws `DomainError('invalid_amount')` otherwise.
 */
export function money(value: MoneyValue): Money {
  if (typeof value === 'string') {
    if (!DECIMAL_PATTERN.test(value)) throw new DomainError('invalid_amount', { value });
    return new MoneyDecimal(value);
  }
  if (Decimal.isDecimal(value) && value.isFinite()) return new MoneyDecimal(value);
  throw new DomainError('invalid_amount', { value: String(value) });
}

function factor(value: Factor): Money {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new DomainError('invalid_amount', { value });
    return new MoneyDecimal(value);
  }
  return money(value);
}

/** True when `value` is a wire money string: an optional minus, digits, a point and 2 decimals. */
export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && WIRE_PATTERN.test(value);
}

/**
 * True when `value` is an amount a user may type: not negative, digits with at most two decimals
 * (`"12"`, `"12.5"`, `"12.50"`). Leading and trailing spaces are not accepted.
 */
export function isMoneyInput(value: unknown): value is string {
  return typeof value === 'string' && INPUT_PATTERN.test(value);
}

/** `a + b + ...`, exact. */
export function add(...values: MoneyValue[]): Money {
  return values.reduce<Money>((total, value) => total.plus(money(value)), new MoneyDecimal(0));
}

/** The exact sum of a list of amounts; 0 for an empty list. */
export function sum(values: readonly MoneyValue[]): Money {
  return add(...values);
}

/** `a - b`, exact. */
export function subtract(a: MoneyValue, b: MoneyValue): Money {
  return money(a).minus(money(b));
}

/** `amount * by`, exact. `by` is a quantity (safe integer) or a decimal rate. */
export function multiply(amount: MoneyValue, by: Factor): Money {
  return money(amount).times(factor(by));
}

/**
 * `amount / by` to 40 significant digits (not rounded at the cent: round with {@link roundCents}
 * or {@link toMoneyString} at the boundary). Throws `DomainError('invalid_amount')` for a zero divisor.
 */
export function divide(amount: MoneyValue, by: Factor): Money {
  const divisor = factor(by);
  if (divisor.isZero()) throw new DomainError('invalid_amount', { value: divisor.toString() });
  return money(amount).dividedBy(divisor);
}

/** `-1` when `a < b`, `0` when equal, `1` when `a > b`. */
export function compare(a: MoneyValue, b: MoneyValue): -1 | 0 | 1 {
  const result = money(a).comparedTo(money(b));
  return result < 0 ? -1 : result > 0 ? 1 : 0;
}

/** True when `a` and `b` are the same amount (`"1.5"` equals `"1.50"`). */
export function equals(a: MoneyValue, b: MoneyValue): boolean {
  return compare(a, b) === 0;
}

/** True when the amount is exactly zero. */
export function isZero(value: MoneyValue): boolean {
  return money(value).isZero();
}

/** True when the amount is below zero. */
export function isNegative(value: MoneyValue): boolean {
  const amount = money(value);
  return amount.isNegative() && !amount.isZero();
}

/** True when the amount is above zero. */
export function isPositive(value: MoneyValue): boolean {
  const amount = money(value);
  return amount.isPositive() && !amount.isZero();
}

/** The larger of two amounts. */
export function max(a: MoneyValue, b: MoneyValue): Money {
  return compare(a, b) >= 0 ? money(a) : money(b);
}

/** The smaller of two amounts. */
export function min(a: MoneyValue, b: MoneyValue): Money {
  return compare(a, b) <= 0 ? money(a) : money(b);
}

/**
 * Rounds to the cent with `ROUND_HALF_UP`: half a cent goes away from zero
 * (`0.005 -> 0.01`, `-0.005 -> -0.01`, `0.0049 -> 0.00`). A negative zero becomes zero.
 */
export function roundCents(value: MoneyValue): Money {
  const rounded = money(value).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? new MoneyDecimal(0) : rounded;
}

/**
 * Rounds down (towards zero) to the cent: for "at most" amounts such as the largest withdrawal a
 * balance allows.
 */
export function floorCents(value: MoneyValue): Money {
  const rounded = money(value).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
  return rounded.isZero() ? new MoneyDecimal(0) : rounded;
}

/** The wire form: rounded half-up at the cent, always two decimals (`"12.50"`, `"0.00"`, `"-3.10"`). */
export function toMoneyString(value: MoneyValue): string {
  return roundCents(value).toFixed(MONEY_DECIMALS);
}

/** The zero amount. */
export const ZERO: Money = new MoneyDecimal(0);
