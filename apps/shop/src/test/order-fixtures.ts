import type {
  Address,
  OrderInfo,
  OrderListItem,
  Refund,
  RefundInfo,
  ResponseOf,
  VoucherItem,
  order,
} from '@bazaar/api/contract';

/** An order goods line. */
export function orderGoods(
  overrides: Partial<OrderListItem['goods'][number]> = {},
): OrderListItem['goods'][number] {
  return {
    id: 31,
    goods_id: 11,
    sku_id: 101,
    title: 'Green tea',
    image: '/uploads/tea.png',
    difference: '50 g,Tin',
    price: '12.50',
    market_price: '15.00',
    number: 2,
    freight: '5.00',
    discount: '0.00',
    refunded: '0.00',
    refund_status: 0,
    refund_id: null,
    commented: false,
    ...overrides,
  };
}

/** An order of the list, pending payment unless told. */
export function orderItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: 501,
    order_no: 'B202401010001',
    state: 1,
    status_key: 'order:status.pending_payment',
    shop: { id: 1, shopname: 'Tea House', avatar: '' },
    goods: [orderGoods()],
    pay: {
      goods_total: '25.00',
      freight: '5.00',
      discount: '0.00',
      total: '30.00',
      pay_amount: '0.00',
      refund_total: '0.00',
      number: 2,
    },
    has_refund: false,
    createtime: 1_700_000_000,
    paymenttime: null,
    ...overrides,
  };
}

/** One order with its details. */
export function orderInfo(overrides: Partial<OrderInfo> = {}): OrderInfo {
  const base = orderItem(overrides);
  return {
    ...base,
    address: {
      name: 'Ann Lee',
      mobile: '5550100',
      country: 'hk',
      area_code: 852,
      address: '1 Harbour Road',
    },
    remarks: '',
    progress: [
      { step: 'ordered', label_key: 'order:progress.ordered', done: true, time: 1_700_000_000 },
      { step: 'paid', label_key: 'order:progress.paid', done: false, time: null },
      { step: 'shipped', label_key: 'order:progress.shipped', done: false, time: null },
      { step: 'received', label_key: 'order:progress.received', done: false, time: null },
      { step: 'completed', label_key: 'order:progress.completed', done: false, time: null },
    ],
    express_name: '',
    express_no: '',
    updatetime: 1_700_000_000,
    delivertime: null,
    taketime: null,
    dealtime: null,
    canceltime: null,
    refunds: [],
    actions: [],
    autoconfirm_time: null,
    ...overrides,
    // Built without the fields the contract may add later (`autocancel_time`): tests set them.
  } as OrderInfo;
}

/** A shipping address. */
export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 3,
    name: 'Ann Lee',
    mobile: '5550100',
    country: 'hk',
    area_code: 852,
    address: '1 Harbour Road',
    is_default: true,
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
    ...overrides,
  };
}

export { page } from './fixtures.js';

/** The order confirmation of two shops: tea x2 (12.50, freight 5.00) and a cake (3.00, free). */
export function confirmation(
  overrides: Partial<ResponseOf<typeof order.getOrderGoodsList>> = {},
): ResponseOf<typeof order.getOrderGoodsList> {
  const product = (
    goods_id: number,
    sku_id: number,
    title: string,
    price: string,
    number: number,
    freight: string,
  ) => ({
    goods_id,
    sku_id,
    title,
    image: `/uploads/${goods_id}.png`,
    difference: '',
    price,
    market_price: price,
    number,
    stock: 10,
    freight,
    freight_id: 0,
    sum: price,
  });
  return {
    addressData: {
      id: 3,
      name: 'Ann Lee',
      mobile: '5550100',
      country: 'hk',
      area_code: 852,
      address: '1 Harbour Road',
      is_default: true,
    },
    orderData: {
      lists: [
        {
          shop_id: 1,
          shop: { id: 1, shopname: 'Tea House', avatar: '' },
          products: [product(11, 101, 'Green tea', '12.50', 2, '5.00')],
          number: 2,
          goods_total: '25.00',
          freight: '5.00',
          subtotal: '30.00',
          coupons: [{ ...voucher(), discount: '2.00' }],
        },
        {
          shop_id: 2,
          shop: { id: 2, shopname: 'Bakery', avatar: '' },
          products: [product(12, 102, 'Cake', '3.00', 1, '0.00')],
          number: 1,
          goods_total: '3.00',
          freight: '0.00',
          subtotal: '3.00',
          coupons: [],
        },
      ],
      number: 3,
      goods_total: '28.00',
      freight: '5.00',
      total: '33.00',
    },
    token: 'order-token-1',
    expires_in: 7200,
    ...overrides,
  };
}

/** A voucher of the caller, usable now in shop 1 from 20.00. */
export function voucher(overrides: Partial<VoucherItem> = {}): VoucherItem {
  return {
    id: 41,
    coupon_id: 4,
    shop_id: 1,
    shop_name: 'Tea House',
    name: 'Tea lovers',
    amount: '2.00',
    threshold: '20.00',
    starttime: 1_600_000_000,
    endtime: 2_000_000_000,
    state: 0,
    usetime: null,
    createtime: 1_600_000_000,
    ...overrides,
  };
}

/** The wallet: balance, points, withdrawable and unpaid. */
export function balance(money = '100.00') {
  return { money, score: 30, withdrawable: '99.00', unpaid: '30.00' };
}

/** A refund of the buyer's list, in process unless told. */
export function refundItem(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 71,
    order_id: 501,
    order_no: 'B202401010001',
    goods_id: 11,
    shop_id: 1,
    shopname: 'Tea House',
    money: '25.00',
    type: 0,
    reason: 4,
    expressType: 1,
    images: [],
    refund_content: 'Broken seal',
    refuse_reason: '',
    state: 0,
    express_name: '',
    express_no: '',
    goods: {
      id: 31,
      goods_id: 11,
      sku_id: 101,
      title: 'Green tea',
      image: '/uploads/tea.png',
      difference: '50 g,Tin',
      price: '12.50',
      number: 2,
      refund_status: 1,
    },
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
    completetime: null,
    ...overrides,
  };
}

/** A refund with its order, steps and the buyer's actions. */
export function refundInfo(overrides: Partial<RefundInfo> = {}): RefundInfo {
  return {
    ...refundItem(overrides),
    order: { id: 501, order_no: 'B202401010001', state: 5 },
    max_money: '30.00',
    whole_line: false,
    log: [
      {
        actor: 'buyer',
        action: 'apply',
        username: 'buyer',
        state: 0,
        content: 'Broken seal',
        images: [],
        createtime: 1_700_000_000,
      },
    ],
    actions: ['edit', 'close'],
    ...overrides,
  };
}
