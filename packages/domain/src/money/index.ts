export {
  MONEY_DECIMALS,
  MoneyDecimal,
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
export type { Factor, Money, MoneyValue } from './money.js';
export {
  currencySymbolSide,
  decimalMarkOf,
  formatCount,
  formatMoney,
  formatMoneyParts,
  readEnteredAmount,
} from './format-money.js';
export type { FormatMoneyOptions, MoneyPart } from './format-money.js';
