import type { OrderInfo } from '@bazaar/api/contract';
import { orderGoods, orderInfo } from './order-fixtures.js';

/**
 * A shipped order of two lines paid 50.00 (5.00 off): green tea x2 (12.50, freight 5.00, line 31)
 * whose earlier refund of 10.00 was closed, so it may be refunded again, and a cake (line 33) with
 * a refund in process of 25.00 (refund 71). What is left to refund is 50.00 - 25.00 = 25.00 (the
 * closed refund does not count), less than the tea's 30.00.
 */
export function refundableOrder(overrides: Partial<OrderInfo> = {}): OrderInfo {
  return orderInfo({
    id: 502,
    state: 3,
    paymenttime: 1_700_000_100,
    delivertime: 1_700_000_200,
    goods: [
      orderGoods({ refund_status: 4, refund_id: 70 }),
      orderGoods({
        id: 33,
        goods_id: 12,
        sku_id: 102,
        title: 'Cake',
        difference: '',
        price: '25.00',
        number: 1,
        freight: '0.00',
        refund_status: 1,
        refund_id: 71,
      }),
    ],
    pay: {
      goods_total: '50.00',
      freight: '5.00',
      discount: '5.00',
      total: '50.00',
      pay_amount: '50.00',
      refund_total: '0.00',
      number: 3,
    },
    refunds: [
      {
        id: 70,
        order_goods_id: 31,
        goods_id: 11,
        state: 5,
        type: 0,
        money: '10.00',
        createtime: 1,
      },
      {
        id: 71,
        order_goods_id: 33,
        goods_id: 12,
        state: 0,
        type: 0,
        money: '25.00',
        createtime: 1,
      },
    ],
    ...overrides,
  });
}
