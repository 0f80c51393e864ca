export { UserWithdrawScreen } from './user-withdraw.js';
