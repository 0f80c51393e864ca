import type {
  MerchantComment,
  PayAccount,
  ProfitRecord,
  ShopRefund,
  ShopRefundInfo,
  Withdraw,
} from '@bazaar/api/contract';
import type { MerchantOrderInfo, MerchantOrderItem } from '../features/merchant/merchant-orders.js';
import { commentItem, sessionAnswer } from './fixtures.js';
import { orderInfo, orderItem, refundInfo, refundItem } from './order-fixtures.js';
import { payAccount, withdrawRecord } from './wallet-fixtures.js';

/** A merchant's login answer: shop 3 ("Tea House"). */
export function merchantSession() {
  return sessionAnswer('token-m', { id: 9, username: 'teahouse', nickname: 'Tea', shop_auth: 3 });
}

/** The buyer of the shop's orders. */
export const BUYER = { id: 7, username: 'buyer', nickname: 'Ann' } as const;

/** A shop's order of the list, paid and waiting for shipment unless told. */
export function merchantOrder(overrides: Partial<MerchantOrderItem> = {}): MerchantOrderItem {
  return {
    ...orderItem({
      state: 2,
      status_key: 'order:status.pending_shipment',
      paymenttime: 1_700_000_100,
      pay: {
        goods_total: '25.00',
        freight: '5.00',
        discount: '0.00',
        total: '30.00',
        pay_amount: '30.00',
        refund_total: '0.00',
        number: 2,
      },
    }),
    buyer: BUYER,
    ship_deadline: 1_700_172_900,
    overdue: false,
    ...overrides,
  };
}

/** One of the shop's orders in detail, waiting for shipment with wholesale goods unless told. */
export function merchantOrderInfo(overrides: Partial<MerchantOrderInfo> = {}): MerchantOrderInfo {
  const base = merchantOrder();
  return {
    ...orderInfo({
      ...base,
      progress: [
        { step: 'ordered', label_key: 'order:progress.ordered', done: true, time: 1_700_000_000 },
        { step: 'paid', label_key: 'order:progress.paid', done: true, time: 1_700_000_100 },
        { step: 'shipped', label_key: 'order:progress.shipped', done: false, time: null },
        { step: 'received', label_key: 'order:progress.received', done: false, time: null },
        { step: 'completed', label_key: 'order:progress.completed', done: false, time: null },
      ],
    }),
    autocancel_time: null,
    buyer: BUYER,
    ship_deadline: base.ship_deadline,
    overdue: false,
    wholesale: '16.00',
    income: '30.00',
    profit: '14.00',
    economics: {
      goods: '25.00',
      freight: '5.00',
      voucher: '0.00',
      platform_voucher: '0.00',
      refunds: '0.00',
      income: '30.00',
      wholesale: '16.00',
      profit: '14.00',
    },
    merchant_actions: ['ship', 'contact_buyer'],
    ...overrides,
  };
}

/** A profit record of a received order. */
export function profitRecord(overrides: Partial<ProfitRecord> = {}): ProfitRecord {
  return {
    id: 91,
    order_id: 501,
    order_no: 'B202401010001',
    before: '100.00',
    after: '130.00',
    kind: 'receipt',
    wholesale: '16.00',
    retail: '25.00',
    freight: '5.00',
    voucher: '0.00',
    platform_voucher: '0.00',
    refund: '0.00',
    income: '30.00',
    profit: '14.00',
    createtime: 1_700_100_000,
    ...overrides,
  };
}

/** A review of one of the shop's goods, not replied to unless told. */
export function merchantComment(overrides: Partial<MerchantComment> = {}): MerchantComment {
  return {
    ...commentItem({ id: 51, user: { id: 7, nickname: 'Ann', avatar: '' } }),
    goods: { id: 11, title: 'Green tea', image: '/uploads/tea.png' },
    order_id: 501,
    ...overrides,
  };
}

/** A refund of the shop's list, in process unless told. */
export function shopRefund(overrides: Partial<ShopRefund> = {}): ShopRefund {
  return { ...refundItem(overrides), user: BUYER, ...overrides };
}

/** A refund of the shop with its steps and the seller's actions. */
export function shopRefundInfo(overrides: Partial<ShopRefundInfo> = {}): ShopRefundInfo {
  return {
    ...refundInfo({ actions: ['agree', 'reject'], ...overrides }),
    user: BUYER,
    ...overrides,
  };
}

/** A bill line of the merchant's statement. */
export function billLine(
  overrides: Partial<{
    id: number;
    money: string;
    before: string;
    after: string;
    type: 'income' | 'wholesale' | 'withdraw' | 'recharge';
    service_ids: string;
    memo: string;
    createtime: number;
  }> = {},
) {
  return {
    id: 301,
    money: '30.00',
    before: '100.00',
    after: '130.00',
    type: 'income' as const,
    service_ids: '501',
    memo: 'B202401010001',
    createtime: 1_700_100_000,
    ...overrides,
  };
}

/** The withdrawal terms: 1 % fee, no tax, at least 10.00, balance 130.00. */
export function withdrawTerms(overrides: Partial<Record<string, string>> = {}) {
  return {
    money: '130.00',
    servicefee: '1',
    taxrate: '0',
    minmoney: '10.00',
    max: '128.71',
    ...overrides,
  };
}

/** The payout fields of the merchant's Harbour Bank account. */
const HARBOUR_BANK = {
  type: 'bank',
  account: '6222000011112222',
  name: 'Ann Lee',
  bank_name: 'Harbour Bank',
} as const;

/** The merchant's payout account: the Harbour Bank account unless told. */
export function shopPayAccount(overrides: Partial<PayAccount> = {}): PayAccount {
  return payAccount({ id: 61, ...HARBOUR_BANK, ...overrides });
}

/** A withdrawal of the merchant: 50.00 applying to the Harbour Bank account unless told. */
export function shopWithdrawal(overrides: Partial<Withdraw> = {}): Withdraw {
  return withdrawRecord({ id: 81, taxes: '0.00', payout: '50.00', ...HARBOUR_BANK, ...overrides });
}
