export {
  BASE_CURRENCY,
  currencyDecimals,
  enteredAmountToWire,
  enteredToWire,
  formatDisplayAmount,
  resolveCurrency,
  toDisplayAmount,
  toEnteredAmount,
  toStoredAmount,
} from './currency.js';
export type { CurrencyEntry } from './currency.js';
export { validateCurrencyForm } from './currency-form.js';
export type { CurrencyForm } from './currency-form.js';
