export { VoucherStrip } from './voucher-strip.js';
export type { VoucherStripProps } from './voucher-strip.js';
export { IssuedVouchersPanel } from './issued-vouchers-panel.js';
export type { IssuedVouchersPanelProps } from './issued-vouchers-panel.js';
export { VoucherValidity } from './voucher-validity.js';
export type { VoucherValidityProps } from './voucher-validity.js';
