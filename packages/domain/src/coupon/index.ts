export {
  VOUCHER_LIMITS,
  isVoucherUsable,
  usableVouchers,
  validateVoucherForm,
  voucherDiscount,
  voucherRefusal,
} from './voucher.js';
export type { VoucherForm, VoucherTarget, VoucherTerms } from './voucher.js';
