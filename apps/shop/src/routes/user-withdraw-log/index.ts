export { UserWithdrawLogScreen } from './user-withdraw-log.js';
