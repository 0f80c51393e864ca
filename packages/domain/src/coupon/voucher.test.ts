import { describe, expect, it } from 'vitest';
import {
  isVoucherUsable,
  type VoucherTerms,
  usableVouchers,
  validateVoucherForm,
  voucherDiscount,
  voucherRefusal,
} from './voucher.js';
import { unixSecondsToMs } from '../time/calendar.js';

const DAY = 86_400;
const now = 1_700_000_000 * 1000;
const voucher = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  shop_id: 1,
  threshold: '50.00',
  starttime: 1_700_000_000 - DAY,
  endtime: 1_700_000_000 + DAY,
  state: 0,
  ...overrides,
});
const target = { shopId: 1, goodsTotal: '50.00' };

describe('isVoucherUsable', () => {
  it.each<[string, Partial<VoucherTerms>, { shopId: number; goodsTotal: string }, boolean]>([
    ['the goods total reaches the threshold exactly', {}, target, true],
    ['the total is a cent short', {}, { shopId: 1, goodsTotal: '49.99' }, false],
    ['a threshold of zero', { threshold: '0.00' }, { shopId: 1, goodsTotal: '0.01' }, true],
    ["another shop's voucher", { shop_id: 2 }, target, false],
    ['a platform voucher in any shop', { shop_id: null }, { shopId: 9, goodsTotal: '60.00' }, true],
    ['used', { state: 1 }, target, false],
    ['expired', { state: 2 }, target, false],
    ['not started yet', { starttime: 1_700_000_001 }, target, false],
    ['starting this second', { starttime: 1_700_000_000 }, target, true],
    ['ending this second', { endtime: 1_700_000_000 }, target, true],
    ['ended a second ago', { endtime: 1_699_999_999 }, target, false],
  ])('%s', (_, overrides, order, usable) => {
    expect(isVoucherUsable(voucher(overrides), order, now)).toBe(usable);
  });
});

describe('usableVouchers', () => {
  it('keeps the usable ones in the order given', () => {
    const list = [
      { ...voucher({ shop_id: null }), id: 1 },
      { ...voucher({ shop_id: 2 }), id: 2 },
      { ...voucher(), id: 3 },
    ];
    expect(usableVouchers(list, target, now).map((item) => item.id)).toEqual([1, 3]);
    expect(usableVouchers([], target, now)).toEqual([]);
  });
});

describe('validateVoucherForm', () => {
  const form = {
    name: 'Spring sale',
    amount: '5',
    threshold: '50.00',
    starttime: 1_700_000_000,
    endtime: 1_700_086_400,
    total: 100,
  };
  it.each([
    [{}, null],
    [{ name: '  ' }, 'voucher_name_required:name'],
    [{ name: 'x'.repeat(41) }, 'voucher_name_required:name'],
    [{ amount: '0' }, 'invalid_amount:amount'],
    [{ amount: '1.234' }, 'invalid_amount:amount'],
    [{ threshold: '5.00' }, 'voucher_threshold_too_low:threshold'],
    [{ threshold: '5.01' }, null],
    [{ threshold: 'abc' }, 'invalid_amount:threshold'],
    [{ endtime: 1_700_000_000 }, 'voucher_dates_invalid:endtime'],
    [{ total: 0 }, 'voucher_quantity_invalid:total'],
    [{ total: 100_001 }, 'voucher_quantity_invalid:total'],
    [{ total: 1.5 }, 'voucher_quantity_invalid:total'],
  ])('%j -> %s', (change, expected) => {
    const result = validateVoucherForm({ ...form, ...change });
    expect(result.ok ? null : `${result.code}:${result.field}`).toBe(expected);
  });
});

describe('voucherDiscount and voucherRefusal', () => {
  it('discounts the amount, never more than the goods', () => {
    expect(voucherDiscount('5', '50.00')).toBe('5.00');
    expect(voucherDiscount('5.00', '4.99')).toBe('4.99');
  });

  const now = unixSecondsToMs(1_700_050_000);
  const voucher = {
    shop_id: 3,
    threshold: '50.00',
    starttime: 1_700_000_000,
    endtime: 1_700_086_400,
    state: 0,
  };
  it.each([
    [{}, { shopId: 3, goodsTotal: '50.00' }, null],
    [{ shop_id: null }, { shopId: 9, goodsTotal: '60.00' }, null],
    [{}, { shopId: 9, goodsTotal: '60.00' }, 'voucher_unavailable'],
    [{ state: 1 }, { shopId: 3, goodsTotal: '60.00' }, 'voucher_unavailable'],
    [{ endtime: 1_700_040_000 }, { shopId: 3, goodsTotal: '60.00' }, 'voucher_unavailable'],
    [{ starttime: 1_700_060_000 }, { shopId: 3, goodsTotal: '60.00' }, 'voucher_unavailable'],
    [{}, { shopId: 3, goodsTotal: '49.99' }, 'voucher_threshold_not_met'],
  ])('%j for %j -> %s', (change, target, expected) => {
    const result = voucherRefusal({ ...voucher, ...change }, target, now);
    expect(result.ok ? null : result.code).toBe(expected);
  });
});
