export { AdminMarketEditScreen } from './admin-market-edit.js';
