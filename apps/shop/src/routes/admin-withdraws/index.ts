export { AdminWithdrawsScreen } from './admin-withdraws.js';
