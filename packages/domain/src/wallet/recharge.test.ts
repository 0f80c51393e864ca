import { describe, expect, it } from 'vitest';
import { PAYOUT_TYPES } from './wallet.js';
import { RECHARGE_METHODS, validateRecharge } from './recharge.js';

describe('validateRecharge', () => {
  const form = { money: '100', method: 'trc20', order_no: 'TX-1' };

  it('takes the payout kinds as methods', () => {
    expect(RECHARGE_METHODS).toEqual(PAYOUT_TYPES);
  });

  it.each([
    [{}, true, undefined, undefined],
    [{ money: '0.01' }, true, undefined, undefined],
    [{ money: '12.50', method: 'bank_jp' }, true, undefined, undefined],
    [{ money: '0' }, false, 'invalid_amount', 'money'],
    [{ money: '-5' }, false, 'invalid_amount', 'money'],
    [{ money: '1.005' }, false, 'invalid_amount', 'money'],
    [{ money: 'ten' }, false, 'invalid_amount', 'money'],
    [{ method: 'paypal' }, false, 'recharge_method_invalid', 'method'],
    [{ method: '' }, false, 'recharge_method_invalid', 'method'],
    [{ order_no: '   ' }, false, 'recharge_order_no_required', 'order_no'],
    [{ money: '0', method: 'x', order_no: '' }, false, 'invalid_amount', 'money'],
  ])('%j: ok %s', (change, ok, code, field) => {
    const result = validateRecharge({ ...form, ...change });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect([result.code, result.field]).toEqual([code, field]);
  });
});
