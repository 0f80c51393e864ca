export { MarketScreen } from './mt-market.js';
