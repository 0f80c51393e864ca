export {
  MerchantBillScreen,
  MerchantFinanceScreen,
  MerchantWithdrawalsScreen,
} from './mt-finance.js';
