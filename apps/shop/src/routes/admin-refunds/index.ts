export { AdminRefundsScreen } from './admin-refunds.js';
