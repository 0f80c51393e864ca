import { describe, expect, it } from 'vitest';
import { isVoucherUsable, usableVouchers, type VoucherTerms } from './voucher.js';

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
