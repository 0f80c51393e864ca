export { UserWithdrawAccountsScreen } from './user-withdraw-accounts.js';
