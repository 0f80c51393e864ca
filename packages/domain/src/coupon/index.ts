export { isVoucherUsable, usableVouchers } from './voucher.js';
export type { VoucherTarget, VoucherTerms } from './voucher.js';
