export { MerchantConsoleScreen } from './mt-console.js';
