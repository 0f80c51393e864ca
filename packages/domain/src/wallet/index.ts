export {
  BILL_TABS,
  BILL_TYPES,
  MERCHANT_BILL_TABS,
  PAYOUT_TYPES,
  WITHDRAW_STATUSES,
  WITHDRAW_TABS,
  billTypeKey,
  checkBalance,
  financeReviewStatusKey,
  financeActions,
  financeStatus,
  financeStatusTone,
  isPayoutType,
  payoutRequiredFields,
  payoutTypeKey,
  validatePayoutAccount,
  withdrawStatusKey,
} from './wallet.js';
export type {
  BillTab,
  BillType,
  FinanceRequestKind,
  FinanceViewer,
  PayoutAccountForm,
  PayoutType,
  WithdrawStatus,
} from './wallet.js';
export { maxWithdrawable, validateWithdraw, withdrawQuote } from './withdraw.js';
export type { WithdrawPolicy, WithdrawQuote } from './withdraw.js';
export {
  CRYPTO_NETWORKS,
  JP_ACCOUNT_TYPES,
  checkBitcoinAddress,
  checkEthereumAddress,
  checkTronAddress,
  isJpAccountType,
  jpAccountTypeKey,
  validateCryptoAddress,
} from './payout-format.js';
export type { CryptoPayoutType, JpAccountType } from './payout-format.js';
export { RECHARGE_METHODS, validateRecharge } from './recharge.js';
export type { RechargeForm } from './recharge.js';
