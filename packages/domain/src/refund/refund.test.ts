import { describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState } from '../order/order-state.js';
import {
  GOODS_REFUND_STATUSES,
  REFUND_STATES,
  REFUND_TABS,
  goodsRefundStatusFor,
  goodsRefundStatusFromWire,
  goodsRefundStatusKey,
  goodsRefundStatusToWire,
  goodsRefundStatusTone,
  refundStateFromWire,
  refundStateKey,
  refundStateToWire,
  refundStateTone,
  type GoodsRefundStatus,
  type RefundState,
} from './refund-state.js';
import {
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TYPES,
  REFUND_TYPE_OPTIONS,
  goodsConditionFromWire,
  refundReasonFromWire,
  refundTypeFromWire,
  type RefundType,
} from './refund-options.js';
import {
  canApplyRefund,
  nextRefundState,
  refundActionKey,
  refundActions,
  refundStateHintKey,
  type RefundAction,
  type RefundActor,
} from './refund-transitions.js';
import {
  refundCountsAgainstPaid,
  refundableAmount,
  validateRefundAmount,
  validateReturnShipment,
} from './refund-amount.js';

describe('order-level refund states', () => {
  it.each([
    [0, 'in_process', 'orange'],
    [1, 'seller_agreed', 'orange'],
    [2, 'seller_rejected', 'red'],
    [3, 'platform_intervention', 'orange'],
    [4, 'refund_succeeded', 'green'],
    [5, 'closed', 'grey'],
    [6, 'logistics_submitted', 'orange'],
  ] as const)('wire %d is %s (%s)', (wire, state, tone) => {
    expect(refundStateFromWire(wire)).toBe(state);
    expect(refundStateToWire(state)).toBe(wire);
    expect(refundStateKey(state)).toBe(`refund:state.${state}`);
    expect(refundStateTone(state)).toBe(tone);
  });

  it.each([-1, 7, 0.5])('refuses the wire state %s', (wire) => {
    expect(() => refundStateFromWire(wire)).toThrow('unknown_state');
  });

  it('tabs are all (-1), 0, 1, 6, 2, 3, 4, 5', () => {
    expect(REFUND_TABS.map((tab) => tab.value)).toEqual([-1, 0, 1, 6, 2, 3, 4, 5]);
    expect(REFUND_TABS[0]!.labelKey).toBe('common:tabs.all');
    expect(REFUND_TABS[3]!.labelKey).toBe('refund:state.logistics_submitted');
  });
});

describe('goods-level refund statuses', () => {
  it.each([
    [0, 'not_refunded', 'orange'],
    [1, 'refunding', 'orange'],
    [2, 'awaiting_return', 'orange'],
    [3, 'refund_complete', 'orange'],
    [4, 'refund_closed', 'green'],
    [5, 'refund_rejected', 'grey'],
  ] as const)('wire %d is %s, styled %s', (wire, status, tone) => {
    expect(goodsRefundStatusFromWire(wire)).toBe(status);
    expect(goodsRefundStatusToWire(status)).toBe(wire);
    expect(goodsRefundStatusTone(status)).toBe(tone);
    expect(goodsRefundStatusKey(status)).toBe(`refund:goods_status.${status}`);
  });

  it.each([-1, 6])('refuses the wire status %d', (wire) => {
    expect(() => goodsRefundStatusFromWire(wire)).toThrow('unknown_state');
  });

  it.each<[RefundState, GoodsRefundStatus]>([
    ['in_process', 'refunding'],
    ['seller_agreed', 'awaiting_return'],
    ['seller_rejected', 'refund_rejected'],
    ['platform_intervention', 'refunding'],
    ['refund_succeeded', 'refund_complete'],
    ['closed', 'refund_closed'],
    ['logistics_submitted', 'refunding'],
  ])('a refund %s puts its goods in %s', (state, status) => {
    expect(goodsRefundStatusFor(state)).toBe(status);
  });
});

describe('refund options', () => {
  it('has 7 reasons, 2 types and 2 goods conditions in wire order', () => {
    expect(REFUND_REASON_OPTIONS.map((option) => [option.value, option.name])).toEqual([
      [0, 'dislike'],
      [1, 'empty_package'],
      [2, 'never_delivered'],
      [3, 'colour_size_mismatch'],
      [4, 'quality_problem'],
      [5, 'missing_items'],
      [6, 'counterfeit'],
    ]);
    expect(REFUND_TYPE_OPTIONS.map((option) => option.labelKey)).toEqual([
      'refund:type.refund_only',
      'refund:type.return_and_refund',
    ]);
    expect(GOODS_CONDITION_OPTIONS.map((option) => option.labelKey)).toEqual([
      'refund:goods_condition.not_received',
      'refund:goods_condition.received',
    ]);
  });

  it.each([
    [() => refundTypeFromWire(1), 'return_and_refund'],
    [() => refundReasonFromWire(6), 'counterfeit'],
    [() => goodsConditionFromWire(0), 'not_received'],
  ])('reads wire numbers', (read, expected) => {
    expect(read()).toBe(expected);
  });

  it.each([
    () => refundTypeFromWire(2),
    () => refundReasonFromWire(7),
    () => goodsConditionFromWire(-1),
  ])('refuses unknown wire numbers', (read) => {
    expect(read).toThrow('bad_request');
  });
});

const buyer = (type: 'edit' | 'close' | 'ship_back' | 'ask_platform'): RefundAction => ({
  actor: 'buyer',
  type,
});
const ALL_ACTIONS: RefundAction[] = [
  buyer('edit'),
  buyer('close'),
  buyer('ship_back'),
  buyer('ask_platform'),
  { actor: 'seller', type: 'agree' },
  { actor: 'seller', type: 'reject', reason: 'Used item' },
  { actor: 'seller', type: 'confirm_return' },
  { actor: 'platform', type: 'approve' },
  { actor: 'platform', type: 'reject', reason: 'No evidence' },
  { actor: 'platform', type: 'close' },
];

// Every allowed transition: [from, refund type (or both), actor.action, to].
const ALLOWED: [RefundState, RefundType | 'any', string, RefundState][] = [
  ['in_process', 'any', 'buyer.edit', 'in_process'],
  ['seller_rejected', 'any', 'buyer.edit', 'in_process'],
  ['in_process', 'any', 'buyer.close', 'closed'],
  ['seller_agreed', 'any', 'buyer.close', 'closed'],
  ['seller_rejected', 'any', 'buyer.close', 'closed'],
  ['platform_intervention', 'any', 'buyer.close', 'closed'],
  ['logistics_submitted', 'any', 'buyer.close', 'closed'],
  ['seller_agreed', 'return_and_refund', 'buyer.ship_back', 'logistics_submitted'],
  ['seller_rejected', 'any', 'buyer.ask_platform', 'platform_intervention'],
  ['in_process', 'return_and_refund', 'seller.agree', 'seller_agreed'],
  ['in_process', 'refund_only', 'seller.agree', 'refund_succeeded'],
  ['in_process', 'any', 'seller.reject', 'seller_rejected'],
  ['logistics_submitted', 'any', 'seller.confirm_return', 'refund_succeeded'],
  ['platform_intervention', 'any', 'platform.approve', 'refund_succeeded'],
  ['platform_intervention', 'any', 'platform.reject', 'seller_rejected'],
  ['platform_intervention', 'any', 'platform.close', 'closed'],
];

const name = (action: RefundAction) => `${action.actor}.${action.type}`;
const cases = REFUND_STATES.flatMap((state) =>
  REFUND_TYPES.flatMap((type) =>
    ALL_ACTIONS.map((action) => {
      const rule = ALLOWED.find(
        ([from, ruleType, actionName]) =>
          from === state &&
          (ruleType === 'any' || ruleType === type) &&
          actionName === name(action),
      );
      return [state, type, name(action), action, rule ? rule[3] : null] as const;
    }),
  ),
);

describe('refund transitions (every state x type x action)', () => {
  it.each(cases)('%s (%s) %s', (state, type, _name, action, expected) => {
    if (expected) {
      expect(nextRefundState(state, type, action)).toBe(expected);
    } else {
      expect(() => nextRefundState(state, type, action)).toThrow('refund_transition_not_allowed');
    }
  });

  it('an illegal transition carries the state, actor and action', () => {
    try {
      nextRefundState('closed', 'refund_only', buyer('edit'));
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'refund_transition_not_allowed',
        details: { state: 'closed', actor: 'buyer', action: 'edit' },
      });
    }
  });

  it.each(['', '   '])('a rejection needs a reason (%j)', (reason) => {
    expect(() =>
      nextRefundState('in_process', 'refund_only', { actor: 'seller', type: 'reject', reason }),
    ).toThrow('refund_reject_reason_required');
    expect(() =>
      nextRefundState('platform_intervention', 'refund_only', {
        actor: 'platform',
        type: 'reject',
        reason,
      }),
    ).toThrow('refund_reject_reason_required');
  });

  it.each([
    ['in_process', 'return_and_refund', 'buyer', ['edit', 'close']],
    ['seller_agreed', 'return_and_refund', 'buyer', ['close', 'ship_back']],
    ['seller_agreed', 'refund_only', 'buyer', ['close']],
    ['seller_rejected', 'refund_only', 'buyer', ['edit', 'close', 'ask_platform']],
    ['in_process', 'refund_only', 'seller', ['agree', 'reject']],
    ['logistics_submitted', 'return_and_refund', 'seller', ['confirm_return']],
    ['platform_intervention', 'refund_only', 'platform', ['approve', 'reject', 'close']],
    ['refund_succeeded', 'refund_only', 'buyer', []],
    ['closed', 'return_and_refund', 'seller', []],
  ] as const)('in %s (%s) the %s may %j', (state, type, actor, expected) => {
    expect(refundActions(state, type, actor)).toEqual(expected);
    for (const action of expected)
      expect(refundActionKey(actor, action)).toBe(`refund:action.${actor}.${action}`);
  });
});

describe('refundStateHintKey', () => {
  it.each(
    REFUND_STATES.flatMap((state) => [
      [state, 'buyer', `refund:details.hint.${state}`],
      [state, 'seller', null],
      [state, 'platform', `admin:refunds.hint.${state}`],
    ]) as [RefundState, RefundActor, string | null][],
  )('in %s the %s is told %s', (state, viewer, key) => {
    expect(refundStateHintKey(state, viewer)).toBe(key);
  });
});

describe('canApplyRefund', () => {
  const refundable: OrderState[] = ['pending_shipment', 'shipped', 'pending_review', 'after_sales'];
  it.each(
    ORDER_STATES.flatMap((state) =>
      GOODS_REFUND_STATUSES.map((status) => [state, status] as const),
    ),
  )('order %s, goods %s', (state, status) => {
    const expected =
      refundable.includes(state) && (status === 'not_refunded' || status === 'refund_closed');
    expect(canApplyRefund(state, status)).toBe(expected);
  });
});

describe('validateRefundAmount', () => {
  it.each([
    ['0.01', '25.00', true, undefined],
    ['25', '25.00', true, undefined],
    ['25.00', '25.00', true, undefined],
    ['25.01', '25.00', false, 'refund_amount_exceeds_paid'],
    ['0', '25.00', false, 'refund_amount_invalid'],
    ['0.00', '25.00', false, 'refund_amount_invalid'],
    ['-1', '25.00', false, 'refund_amount_invalid'],
    ['1.005', '25.00', false, 'refund_amount_invalid'],
    ['', '25.00', false, 'refund_amount_invalid'],
  ])('%j of %s paid: ok %s', (amount, paid, ok, code) => {
    const result = validateRefundAmount(amount, paid);
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.code).toBe(code);
      expect(result.field).toBe('money');
    }
  });

  it('tells the most that can be refunded', () => {
    expect(validateRefundAmount('30', '25.5')).toMatchObject({ details: { max: '25.50' } });
  });
});

describe('refundableAmount', () => {
  const line = { price: '25.00', number: 2, freight: '5.00' };
  it.each([
    // [order paid, other refunds, most]
    ['55.00', '0', '55.00'],
    ['80.00', '10.00', '55.00'],
    ['55.00', '10.00', '45.00'],
    ['55.00', '55.00', '0.00'],
    ['55.00', '60.00', '0.00'],
  ])('paid %s, other refunds %s: at most %s', (paid, otherRefunds, most) => {
    expect(refundableAmount(line, { paid, otherRefunds })).toBe(most);
  });

  it('counts a line without freight at price * number', () => {
    expect(
      refundableAmount(
        { price: '9.99', number: 3, freight: '0' },
        { paid: '100', otherRefunds: '0' },
      ),
    ).toBe('29.97');
  });
});

describe('refundCountsAgainstPaid', () => {
  it.each(REFUND_STATES.map((state) => [state, state !== 'closed'] as const))(
    '%s counts: %s',
    (state, counts) => {
      expect(refundCountsAgainstPaid(state)).toBe(counts);
    },
  );
});

describe('validateReturnShipment', () => {
  it.each([
    ['Swift Post', 'SP1', 'ok'],
    ['', 'SP1', 'field_required:express_name'],
    ['  ', 'SP1', 'field_required:express_name'],
    ['Swift Post', ' ', 'field_required:express_no'],
    ['', '', 'field_required:express_name'],
  ])('%j, %j -> %s', (express_name, express_no, expected) => {
    const result = validateReturnShipment({ express_name, express_no });
    expect(result.ok ? 'ok' : `${result.code}:${result.field}`).toBe(expected);
  });
});

describe('nextRefundState with untyped input', () => {
  it.each([
    { actor: 'seller', type: 'ship_back' },
    { actor: 'buyer', type: 'agree' },
    { actor: 'platform', type: 'edit' },
    { actor: 'robot', type: 'close' },
  ])('refuses %j instead of answering a state', (action) => {
    expect(() =>
      nextRefundState('seller_agreed', 'return_and_refund', action as unknown as RefundAction),
    ).toThrow('refund_transition_not_allowed');
  });
});
