import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  ORDER_TABS,
  orderProgress,
  orderStateFromWire,
  orderStateToWire,
  orderStatusKey,
  parseOrderTab,
  type OrderState,
} from './order-state.js';
import {
  buyerActionConfirmKey,
  buyerActionConfirmLabels,
  buyerActionKey,
  buyerActionSuccessKey,
  buyerOrderActions,
  merchantActionKey,
  merchantOrderActions,
  nextOrderState,
  type OrderEvent,
} from './order-actions.js';
import { combinedOrderTotals, shopOrderTotals } from './order-totals.js';
import { deliveryCountdown, durationParts, shippingDeadline } from './delivery.js';

describe('order states', () => {
  it.each([
    [1, 'pending_payment'],
    [2, 'pending_shipment'],
    [3, 'shipped'],
    [4, 'pending_review'],
    [5, 'after_sales'],
    [6, 'completed'],
    [7, 'cancelled'],
  ] as const)('wire %d is %s and back', (wire, state) => {
    expect(orderStateFromWire(wire)).toBe(state);
    expect(orderStateToWire(state)).toBe(wire);
    expect(orderStatusKey(state)).toBe(`order:status.${state}`);
  });

  it.each([0, 8, -1, 1.5, Number.NaN])('refuses the wire state %s', (wire) => {
    expect(() => orderStateFromWire(wire)).toThrow('unknown_state');
  });
});

describe('order tabs', () => {
  it('are all (0) then states 1 to 7 with their labels', () => {
    expect(ORDER_TABS.map((tab) => tab.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ORDER_TABS.map((tab) => tab.labelKey)).toEqual([
      'common:tabs.all',
      'order:tabs.pending_payment',
      'order:tabs.pending_shipment',
      'order:tabs.pending_receipt',
      'order:tabs.pending_review',
      'order:tabs.after_sales',
      'order:tabs.completed',
      'order:tabs.cancelled',
    ]);
  });

  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['0', 0],
    ['3', 3],
    [7, 7],
    ['8', 0],
    ['-1', 0],
    ['abc', 0],
    ['2.5', 0],
  ])('parseOrderTab(%j) is %d', (param, expected) => {
    expect(parseOrderTab(param)).toBe(expected);
  });
});

describe('orderProgress', () => {
  const done = (state: OrderState, milestones = {}) =>
    orderProgress(state, milestones)
      .filter((step) => step.done)
      .map((step) => step.step);

  it.each<[OrderState, string[]]>([
    ['pending_payment', ['ordered']],
    ['pending_shipment', ['ordered', 'paid']],
    ['shipped', ['ordered', 'paid', 'shipped']],
    ['pending_review', ['ordered', 'paid', 'shipped', 'received']],
    ['completed', ['ordered', 'paid', 'shipped', 'received', 'completed']],
    ['after_sales', ['ordered', 'paid']],
    ['cancelled', ['ordered']],
  ])('%s reaches %j', (state, expected) => {
    expect(done(state)).toEqual(expected);
  });

  it('an after-sales order that was shipped shows it from its times', () => {
    expect(done('after_sales', { delivertime: 1_700_000_000, taketime: 0 })).toEqual([
      'ordered',
      'paid',
      'shipped',
    ]);
  });

  it('carries the label keys and times', () => {
    const steps = orderProgress('shipped', { createtime: 10, paymenttime: 20, delivertime: null });
    expect(steps[0]).toEqual({
      step: 'ordered',
      labelKey: 'order:progress.ordered',
      done: true,
      time: 10,
    });
    expect(steps[2]).toEqual({
      step: 'shipped',
      labelKey: 'order:progress.shipped',
      done: true,
      time: null,
    });
    expect(steps[4]).toEqual({
      step: 'completed',
      labelKey: 'order:progress.completed',
      done: false,
      time: null,
    });
  });
});

describe('actions by state', () => {
  it.each<[OrderState, string[], string[]]>([
    ['pending_payment', ['cancel', 'edit_address', 'pay'], ['contact_buyer']],
    ['pending_shipment', ['edit_address', 'refund'], ['ship', 'contact_buyer']],
    ['shipped', ['refund', 'confirm_receipt'], ['contact_buyer']],
    ['pending_review', ['refund', 'buy_again', 'review'], ['contact_buyer']],
    ['after_sales', ['buy_again'], ['contact_buyer']],
    ['completed', ['buy_again'], ['contact_buyer']],
    ['cancelled', ['buy_again'], ['contact_buyer']],
  ])('%s: buyer %j, merchant %j', (state, buyer, merchant) => {
    expect(buyerOrderActions(state)).toEqual(buyer);
    expect(merchantOrderActions(state)).toEqual(merchant);
  });

  it('cancel and confirm receipt ask first; the others do not', () => {
    expect(buyerActionConfirmKey('cancel')).toBe('common:confirm.cancel_order');
    expect(buyerActionConfirmKey('confirm_receipt')).toBe('common:confirm.confirm_received');
    expect(buyerActionConfirmKey('pay')).toBeNull();
    // The buttons say what they do; the success notice says what happened.
    expect(buyerActionConfirmLabels('cancel')).toEqual({
      confirm: 'common:confirm.do_cancel_order',
      cancel: 'common:confirm.keep_order',
    });
    expect(buyerActionConfirmLabels('confirm_receipt')).toEqual({
      confirm: 'common:confirm.do_confirm_received',
      cancel: 'common:confirm.not_yet',
    });
    expect(buyerActionConfirmLabels('pay')).toBeNull();
    expect(buyerActionSuccessKey('cancel')).toBe('common:success.order_cancelled');
    expect(buyerActionSuccessKey('confirm_receipt')).toBe('common:success.receipt_confirmed');
    expect(buyerActionSuccessKey('review')).toBeNull();
    expect(buyerActionKey('buy_again')).toBe('order:action.buy_again');
    expect(merchantActionKey('ship')).toBe('order:merchant_action.ship');
  });
});

describe('nextOrderState', () => {
  const allowed: [OrderState, OrderEvent, OrderState][] = [
    ['pending_payment', 'pay', 'pending_shipment'],
    ['pending_payment', 'cancel', 'cancelled'],
    ['pending_shipment', 'ship', 'shipped'],
    ['shipped', 'confirm_receipt', 'pending_review'],
    ['pending_review', 'review', 'completed'],
    ['pending_shipment', 'refund_opened', 'after_sales'],
    ['shipped', 'refund_opened', 'after_sales'],
    ['pending_review', 'refund_opened', 'after_sales'],
    ['pending_shipment', 'all_refunded', 'cancelled'],
    ['shipped', 'all_refunded', 'cancelled'],
    ['pending_review', 'all_refunded', 'cancelled'],
    ['after_sales', 'all_refunded', 'cancelled'],
  ];

  it.each(allowed)('%s --%s--> %s', (state, event, expected) => {
    expect(nextOrderState(state, event)).toBe(expected);
  });

  const events: OrderEvent[] = [
    'pay',
    'cancel',
    'ship',
    'confirm_receipt',
    'review',
    'refund_opened',
    'all_refunded',
  ];
  const refused = ORDER_STATES.flatMap((state) =>
    events
      .filter((event) => !allowed.some(([from, on]) => from === state && on === event))
      .map((event) => [state, event] as const),
  );

  it.each(refused)('%s refuses %s', (state, event) => {
    expect(() => nextOrderState(state, event)).toThrow('order_action_not_allowed');
  });
});

describe('order totals', () => {
  it.each([
    [
      [
        { price: '12.50', number: 2 },
        { price: '0.10', number: 3 },
      ],
      '5.00',
      '25.30',
      '5.00',
      '30.30',
    ],
    [[], '0', '0.00', '0.00', '0.00'],
    [[{ price: '0.005', number: 1 }], '0', '0.01', '0.00', '0.01'],
    [[{ price: '19.99', number: 1 }], '0.01', '19.99', '0.01', '20.00'],
  ])('lines %j with freight %s', (lines, freight, goodsTotal, freightOut, total) => {
    expect(shopOrderTotals(lines, freight)).toEqual({ goodsTotal, freight: freightOut, total });
  });

  it('combines shops part by part', () => {
    expect(
      combinedOrderTotals([
        { goodsTotal: '10.00', freight: '1.00', total: '11.00' },
        { goodsTotal: '0.10', freight: '0.20', total: '0.30' },
      ]),
    ).toEqual({ goodsTotal: '10.10', freight: '1.20', total: '11.30' });
    expect(combinedOrderTotals([])).toEqual({ goodsTotal: '0.00', freight: '0.00', total: '0.00' });
  });
});

describe('delivery countdown', () => {
  const HOUR = 3_600_000;
  it('the default deadline is 48 hours after payment', () => {
    expect(shippingDeadline(0)).toBe(48 * HOUR);
    expect(shippingDeadline(1000, 1)).toBe(1000 + HOUR);
  });

  it.each([
    [
      HOUR * 25 + 61_500,
      false,
      { days: 1, hours: 1, minutes: 1, seconds: 1 },
      'order:delivery.remaining',
    ],
    [1, false, { days: 0, hours: 0, minutes: 0, seconds: 0 }, 'order:delivery.remaining'],
    [0, true, { days: 0, hours: 0, minutes: 0, seconds: 0 }, 'order:delivery.overdue'],
    [-HOUR * 3, true, { days: 0, hours: 3, minutes: 0, seconds: 0 }, 'order:delivery.overdue'],
  ])('%d ms before the deadline: overdue %s', (left, overdue, parts, labelKey) => {
    const deadline = 1_700_000_000_000;
    expect(deliveryCountdown(deadline, deadline - left)).toEqual({
      overdue,
      ms: Math.abs(left),
      ...parts,
      labelKey,
    });
  });

  it('durationParts never goes negative', () => {
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
