export { CurrencyPrice, Price } from './price.js';
export type { CurrencyPriceProps, PriceProps } from './price.js';
