import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATES,
  applicationStateFromWire,
  applicationStateKey,
  applicationStateToWire,
  idTypeKey,
  nextApplicationState,
  validateQualifications,
  validateShopInfo,
  type ApplicationAction,
  type ApplicationState,
} from './application.js';
import {
  GOODS_TABS,
  STATS_PERIODS,
  goodsStatusFromWire,
  goodsStatusKey,
  statsPeriodKey,
  toggledGoodsStatus,
  validateSkuPrices,
} from './goods.js';
import { lineProfit, merchantIncome, profitSummary, unitMargin } from './profit.js';

describe('merchant application', () => {
  it.each([
    [0, 'qualifications'],
    [1, 'shop_info'],
    [2, 'submitted'],
    [3, 'approved'],
    [4, 'rejected'],
  ] as const)('verify %d is %s', (wire, state) => {
    expect(applicationStateFromWire(wire)).toBe(state);
    expect(applicationStateToWire(state)).toBe(wire);
    expect(applicationStateKey(state)).toBe(`merchant:apply.state.${state}`);
  });

  it.each([-1, 5, 1.5])('refuses verify %s', (wire) => {
    expect(() => applicationStateFromWire(wire)).toThrow('unknown_state');
  });

  const actions: ApplicationAction[] = [
    { type: 'submit_qualifications' },
    { type: 'back' },
    { type: 'submit_shop' },
    { type: 'resubmit' },
    { type: 'approve' },
    { type: 'reject', reason: 'Blurred photo' },
  ];
  const allowed: Record<string, [ApplicationState, ApplicationState]> = {
    submit_qualifications: ['qualifications', 'shop_info'],
    back: ['shop_info', 'qualifications'],
    submit_shop: ['shop_info', 'submitted'],
    resubmit: ['rejected', 'qualifications'],
    approve: ['submitted', 'approved'],
    reject: ['submitted', 'rejected'],
  };
  it.each(
    APPLICATION_STATES.flatMap((state) =>
      actions.map((action) => [state, action.type, action] as const),
    ),
  )('%s --%s-->', (state, type, action) => {
    const [from, to] = allowed[type]!;
    if (state === from) expect(nextApplicationState(state, action)).toBe(to);
    else
      expect(() => nextApplicationState(state, action)).toThrow(
        'application_transition_not_allowed',
      );
  });

  it('a rejection needs a reason', () => {
    expect(() => nextApplicationState('submitted', { type: 'reject', reason: ' ' })).toThrow(
      'review_reason_required',
    );
    expect(idTypeKey('passport')).toBe('merchant:apply.id_type.passport');
  });

  const qualifications = {
    name: 'Li Lei',
    id_type: 'passport',
    number: 'E1234',
    mobile: '13800138000',
    email: 'li@example.com',
    image: '/u/id.png',
  };
  it.each([
    [{}, null, undefined],
    [{ name: '' }, 'application_field_required', 'name'],
    [{ id_type: 'library_card' }, 'application_field_required', 'id_type'],
    [{ number: ' ' }, 'application_field_required', 'number'],
    [{ mobile: '' }, 'application_field_required', 'mobile'],
    [{ email: 'li@example' }, 'email_invalid', 'email'],
    [{ email: 'li example.com' }, 'email_invalid', 'email'],
    [{ image: '' }, 'application_field_required', 'image'],
  ])('qualifications %j -> %s', (change, code, field) => {
    const result = validateQualifications({ ...qualifications, ...change });
    expect(result.ok ? null : result.code).toBe(code);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it.each([
    [{ shopname: 'Tea House', bio: 'Green tea', avatar: '/u/logo.png' }, null],
    [{ shopname: '', bio: 'Green tea', avatar: '/u/logo.png' }, 'shopname'],
    [{ shopname: 'Tea House', bio: '', avatar: '/u/logo.png' }, 'bio'],
    [{ shopname: 'Tea House', bio: 'Green tea', avatar: '' }, 'avatar'],
  ])('shop info %j -> missing %s', (form, field) => {
    const result = validateShopInfo(form);
    expect(result.ok ? null : result.field).toBe(field);
  });
});

describe('goods status and statistics', () => {
  it('maps statuses, toggles and tabs', () => {
    expect(goodsStatusFromWire('normal')).toBe('normal');
    expect(goodsStatusFromWire('hidden')).toBe('hidden');
    expect(() => goodsStatusFromWire('deleted')).toThrow('bad_request');
    expect(toggledGoodsStatus('normal')).toBe('hidden');
    expect(toggledGoodsStatus('hidden')).toBe('normal');
    expect(goodsStatusKey('hidden')).toBe('merchant:goods.status.hidden');
    expect(GOODS_TABS.map((tab) => tab.value)).toEqual(['all', 'normal', 'hidden', 'low']);
    expect(STATS_PERIODS).toEqual(['today', 'month', 'year']);
    expect(statsPeriodKey('year')).toBe('merchant:stats.period.year');
  });

  it.each([
    [[{ id: 1, price: '9.90' }], null],
    [[], 'select_item_first'],
    [[{ id: 1, price: '0' }], 'invalid_amount'],
    [
      [
        { id: 1, price: '9.90' },
        { id: 2, price: '1.999' },
      ],
      'invalid_amount',
    ],
  ])('sku prices %j -> %s', (skus, code) => {
    const result = validateSkuPrices(skus);
    expect(result.ok ? null : result.code).toBe(code);
  });
});

describe('profit', () => {
  it.each([
    [
      { price: '19.90', wholesale: '12.35', number: 3 },
      { retail: '59.70', wholesale: '37.05', profit: '22.65' },
    ],
    [
      { price: '19.90', wholesale: null, number: 2 },
      { retail: '39.80', wholesale: '0.00', profit: '39.80' },
    ],
    [
      { price: '5.00', wholesale: '6.00', number: 1 },
      { retail: '5.00', wholesale: '6.00', profit: '-1.00' },
    ],
    [
      { price: '0.005', wholesale: '0.004', number: 1 },
      { retail: '0.01', wholesale: '0.00', profit: '0.00' },
    ],
  ])('line %j', (line, expected) => {
    expect(lineProfit(line)).toEqual(expected);
  });

  it('sums an order exactly and rounds once', () => {
    const lines = [
      { price: '0.105', wholesale: '0.1', number: 1 },
      { price: '0.105', wholesale: '0.1', number: 1 },
    ];
    expect(profitSummary(lines)).toEqual({ retail: '0.21', wholesale: '0.20', profit: '0.01' });
    expect(profitSummary([])).toEqual({ retail: '0.00', wholesale: '0.00', profit: '0.00' });
    expect(unitMargin('12.35', '19.90')).toBe('7.55');
  });

  it.each([
    ['100.00', '8.00', '0', '108.00'],
    ['100.00', '8.00', '30.50', '77.50'],
    ['100.00', '8.00', '108.00', '0.00'],
  ])('income of %s + %s freight - %s refunds = %s', (goodsTotal, freight, refunds, expected) => {
    expect(merchantIncome({ goodsTotal, freight, refunds })).toBe(expected);
  });

  it('refuses refunds above what was paid', () => {
    expect(() => merchantIncome({ goodsTotal: '100', freight: '8', refunds: '108.01' })).toThrow(
      'refund_amount_exceeds_paid',
    );
  });
});
