export { AdminMarketScreen } from './admin-market.js';
