export { AdminCurrenciesScreen } from './admin-currencies.js';
