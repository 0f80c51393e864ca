import { describe, expect, it } from 'vitest';
import { refundAmountRule, validateRefundAmountByRule } from '../refund/refund-amount.js';
import { validateRefundForm } from '../validation/forms.js';
import {
  allocateDiscount,
  economicsChange,
  isLineRefundedWhole,
  isLineUndone,
  linePaid,
  orderEconomics,
  voucherShareReturned,
  type EconomicsLine,
} from './order-economics.js';

describe('allocateDiscount', () => {
  it.each([
    [['100.00'], '10.00', ['10.00']],
    [['50.00', '50.00'], '10.00', ['5.00', '5.00']],
    // 10.00 over three equal lines: 3.33 each and the cent left to the first (equal remainders).
    [['1.00', '1.00', '1.00'], '0.10', ['0.04', '0.03', '0.03']],
    [['30.00', '30.00', '30.00'], '10.00', ['3.34', '3.33', '3.33']],
    // proportional, the largest remainder gets the cent
    [['19.99', '80.01'], '5.00', ['1.00', '4.00']],
    [['0.01', '99.99'], '9.99', ['0.00', '9.99']],
    [['12.34', '56.78', '9.10'], '7.77', ['1.23', '5.64', '0.90']],
    [['100.00'], '0', ['0.00']],
    [['100.00', '0.00'], '1.00', ['1.00', '0.00']],
  ])('%j less %s -> %j, summing exactly', (values, discount, expected) => {
    const shares = allocateDiscount(values, discount);
    expect(shares).toEqual(expected);
    const sum = shares.reduce((total, share) => total + Math.round(Number(share) * 100), 0);
    expect(sum).toBe(Math.round(Number(discount) * 100));
  });

  it('never discounts more than the goods', () => {
    expect(() => allocateDiscount(['5.00'], '5.01')).toThrow(RangeError);
  });
});

const line = (overrides: Partial<EconomicsLine> = {}): EconomicsLine => ({
  price: '40.00',
  number: 2,
  freight: '5.00',
  discount: '0.00',
  wholesale: '25.00',
  refunded: '0.00',
  ...overrides,
});

describe('orderEconomics', () => {
  it('an order without voucher or refund: goods + freight is the income, less wholesale the profit', () => {
    expect(
      orderEconomics(
        [line(), line({ price: '10.00', number: 1, freight: '0.00', wholesale: null })],
        null,
      ),
    ).toEqual({
      goods: '90.00',
      freight: '5.00',
      voucher: '0.00',
      platformVoucher: '0.00',
      refunds: '0.00',
      income: '95.00',
      wholesale: '50.00',
      profit: '45.00',
    });
  });

  it('a shop voucher lowers the income; a platform voucher is shown but paid by the platform', () => {
    const lines = [
      line({ discount: '6.00' }),
      line({ price: '20.00', number: 1, freight: '0.00', discount: '2.00', wholesale: null }),
    ];
    expect(orderEconomics(lines, 'shop')).toMatchObject({
      voucher: '8.00',
      platformVoucher: '0.00',
      income: '97.00',
      profit: '47.00',
    });
    expect(orderEconomics(lines, 'platform')).toMatchObject({
      voucher: '0.00',
      platformVoucher: '8.00',
      income: '105.00',
      profit: '55.00',
    });
  });

  it('a line refunded whole earns nothing and costs nothing; a partial refund lowers the income', () => {
    const whole = line({ refunded: linePaid(line()) });
    expect(isLineRefundedWhole(whole)).toBe(true);
    expect(orderEconomics([whole], null)).toMatchObject({
      refunds: '85.00',
      income: '0.00',
      wholesale: '0.00',
      profit: '0.00',
    });
    const partial = line({ refunded: '15.00' });
    expect(isLineRefundedWhole(partial)).toBe(false);
    expect(orderEconomics([partial], null)).toMatchObject({
      goods: '80.00',
      freight: '5.00',
      refunds: '15.00',
      income: '70.00',
      wholesale: '50.00',
      profit: '20.00',
    });
  });

  it('goods that came back cost nothing; the merchant keeps what the buyer did not get back', () => {
    const returned = line({ refunded: '80.00', returned: true });
    expect(isLineUndone(returned)).toBe(true);
    expect(orderEconomics([returned], null)).toMatchObject({
      income: '5.00',
      wholesale: '0.00',
      profit: '5.00',
    });
  });

  it('with a platform voucher, an undone line gives the platform its share back', () => {
    const vouchered = line({ discount: '8.00' });
    expect(linePaid(vouchered)).toBe('77.00');
    expect(isLineRefundedWhole({ ...vouchered, refunded: '76.99' })).toBe(false);
    expect(voucherShareReturned({ ...vouchered, refunded: '77.00' }, 'platform')).toBe('8.00');
    expect(voucherShareReturned({ ...vouchered, refunded: '30.00' }, 'platform')).toBe('0.00');
    expect(voucherShareReturned({ ...vouchered, refunded: '77.00' }, 'shop')).toBe('0.00');
    expect(orderEconomics([{ ...vouchered, refunded: '77.00' }], 'platform')).toMatchObject({
      platformVoucher: '0.00',
      refunds: '85.00',
      income: '0.00',
    });
    // Refunded in part, the line is still sold: the platform's share stays paid.
    expect(orderEconomics([{ ...vouchered, refunded: '30.00' }], 'platform')).toMatchObject({
      platformVoucher: '8.00',
      refunds: '30.00',
      income: '55.00',
      profit: '5.00',
    });
  });

  it('the change between two states is each figure after less before', () => {
    const before = orderEconomics([line()], null);
    const after = orderEconomics([line({ refunded: '85.00' })], null);
    expect(economicsChange(before, after)).toEqual({
      goods: '0.00',
      freight: '0.00',
      voucher: '0.00',
      platformVoucher: '0.00',
      refunds: '85.00',
      income: '-85.00',
      wholesale: '-50.00',
      profit: '-35.00',
    });
  });
});

describe('the refund rule', () => {
  const order = { paid: '89.00', otherRefunds: '0.00' };
  const unshipped = refundAmountRule(
    { price: '84.00', number: 1, freight: '5.00' },
    { ...order, shipped: false },
  );
  const shipped = refundAmountRule(
    { price: '84.00', number: 1, freight: '5.00' },
    { ...order, shipped: true },
  );

  it('before shipment a refund is of the whole line; after, up to it', () => {
    expect(unshipped).toEqual({ kind: 'whole_line', amount: '89.00' });
    expect(shipped).toEqual({ kind: 'up_to', max: '89.00' });
  });

  it.each([
    ['89.00', 'whole_line', null],
    ['89', 'whole_line', null],
    ['88.00', 'whole_line', 'refund_whole_line_before_shipment'],
    ['89.01', 'whole_line', 'refund_whole_line_before_shipment'],
    ['0', 'whole_line', 'refund_amount_invalid'],
    ['88.00', 'up_to', null],
    ['0.01', 'up_to', null],
    ['89.01', 'up_to', 'refund_amount_exceeds_paid'],
  ])('%s under %s -> %s', (amount, kind, expected) => {
    const result = validateRefundAmountByRule(amount, kind === 'whole_line' ? unshipped : shipped);
    expect(result.ok ? null : result.code).toBe(expected);
  });

  it('tells the whole amount when a partial refund is asked before shipment', () => {
    expect(validateRefundAmountByRule('88.00', unshipped)).toMatchObject({
      field: 'money',
      details: { amount: '89.00' },
    });
  });

  it('a voucher share is never refunded as cash', () => {
    expect(
      refundAmountRule(
        { price: '84.00', number: 1, freight: '5.00', discount: '10.00' },
        { paid: '79.00', otherRefunds: '0', shipped: false },
      ),
    ).toEqual({ kind: 'whole_line', amount: '79.00' });
  });

  it('before shipment the goods cannot have been received', () => {
    const form = { reason: 0, type: 0, money: '89.00' };
    expect(validateRefundForm({ ...form, expressType: 1 }, unshipped)).toMatchObject({
      code: 'refund_not_shipped_received',
      field: 'expressType',
    });
    expect(validateRefundForm({ ...form, expressType: 0 }, unshipped).ok).toBe(true);
    expect(validateRefundForm({ ...form, expressType: 1 }, shipped).ok).toBe(true);
  });
});
