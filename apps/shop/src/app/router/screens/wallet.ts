import type { ScreenRegistry } from './types.js';

/** The screens of the wallet: balance, bills, recharge, withdrawals and withdraw accounts. */
export const WALLET_SCREENS: ScreenRegistry = {
  user_wallet: () => import('../../../routes/user-wallet/index.js').then((m) => m.UserWalletScreen),
  user_recharge: () =>
    import('../../../routes/user-recharge/index.js').then((m) => m.UserRechargeScreen),
  user_withdraw: () =>
    import('../../../routes/user-withdraw/index.js').then((m) => m.UserWithdrawScreen),
  user_withdraw_account_list: () =>
    import('../../../routes/user-withdraw-accounts/index.js').then(
      (m) => m.UserWithdrawAccountsScreen,
    ),
  user_withdraw_account_edit: () =>
    import('../../../routes/user-withdraw-account-edit/index.js').then(
      (m) => m.UserWithdrawAccountEditScreen,
    ),
  user_withdraw_log: () =>
    import('../../../routes/user-withdraw-log/index.js').then((m) => m.UserWithdrawLogScreen),
};
