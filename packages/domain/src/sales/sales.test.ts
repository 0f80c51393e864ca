import { describe, expect, it } from 'vitest';
import {
  SALES_WINDOW_DAYS,
  isLineSold,
  salesFigures,
  salesWindowStart,
  type SalesLine,
  type SalesOrder,
} from './sales.js';

const NOW = 1_764_000_000;
const DAY = 86_400;

/** A line of 2 units at 10.00 with 1.00 freight: 21.00 paid. */
const line = (overrides: Partial<SalesLine> = {}): SalesLine => ({
  price: '10.00',
  number: 2,
  freight: '1.00',
  discount: '0.00',
  refunded: '0.00',
  returned: false,
  ...overrides,
});

describe('isLineSold', () => {
  it.each([
    ['unpaid (pending payment or cancelled unpaid)', null, line(), false],
    ['paid', NOW, line(), true],
    ['paid, refunded in part and kept', NOW, line({ refunded: '5.00' }), true],
    ['paid, refunded one cent short of the whole', NOW, line({ refunded: '20.99' }), true],
    ['paid, refunded whole', NOW, line({ refunded: '21.00' }), false],
    [
      'paid with a voucher share, refunded what was paid',
      NOW,
      line({ discount: '3.00', refunded: '18.00' }),
      false,
    ],
    [
      'paid with a voucher share, refunded less',
      NOW,
      line({ discount: '3.00', refunded: '17.99' }),
      true,
    ],
    ['paid, returned (return and refund)', NOW, line({ refunded: '5.00', returned: true }), false],
    ['paid at the epoch (0 is a time, not unpaid)', 0, line(), true],
  ])('%s -> %s', (_name, paymenttime, sales, expected) => {
    expect(isLineSold(paymenttime, sales)).toBe(expected);
  });
});

describe('salesWindowStart', () => {
  it('is 30 days of seconds before now', () => {
    expect(SALES_WINDOW_DAYS).toBe(30);
    expect(salesWindowStart(NOW)).toBe(NOW - 30 * DAY);
  });
});

describe('salesFigures', () => {
  const order = (paymenttime: number | null, ...lines: SalesLine[]): SalesOrder => ({
    paymenttime,
    lines,
  });
  it.each<[string, SalesOrder[], { sold: number; soldInWindow: number; orders: number }]>([
    ['no orders', [], { sold: 0, soldInWindow: 0, orders: 0 }],
    ['an unpaid order', [order(null, line())], { sold: 0, soldInWindow: 0, orders: 0 }],
    ['an order paid today', [order(NOW, line())], { sold: 2, soldInWindow: 2, orders: 1 }],
    [
      'an order paid exactly 30 days ago is inside the window',
      [order(NOW - 30 * DAY, line())],
      { sold: 2, soldInWindow: 2, orders: 1 },
    ],
    [
      'an order paid a second earlier is outside',
      [order(NOW - 30 * DAY - 1, line())],
      { sold: 2, soldInWindow: 0, orders: 1 },
    ],
    [
      'an order refunded whole is no order and sells nothing',
      [order(NOW, line({ refunded: '21.00' }))],
      { sold: 0, soldInWindow: 0, orders: 0 },
    ],
    [
      'one line of two refunded whole: the order still counts with the other line',
      [order(NOW, line({ refunded: '21.00' }), line({ number: 3 }))],
      { sold: 3, soldInWindow: 3, orders: 1 },
    ],
    [
      'a mix: old, recent, unpaid, returned',
      [
        order(NOW - 90 * DAY, line({ number: 5 })),
        order(NOW - DAY, line({ number: 1 }), line({ number: 4, refunded: '2.00' })),
        order(null, line({ number: 7 })),
        order(NOW - 2 * DAY, line({ number: 6, returned: true, refunded: '61.00' })),
      ],
      { sold: 10, soldInWindow: 5, orders: 2 },
    ],
  ])('%s', (_name, orders, expected) => {
    expect(salesFigures(orders, NOW)).toEqual(expected);
  });
});
