export { AdminRechargesScreen } from './admin-recharges.js';
