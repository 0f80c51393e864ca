export { VoucherScreen } from './user-voucher.js';
