export { UserWithdrawAccountEditScreen } from './user-withdraw-account-edit.js';
