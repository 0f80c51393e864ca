import {
  type Money,
  type MoneyValue,
  MoneyDecimal,
  add,
  compare,
  isPositive,
  money,
  multiply,
  subtract,
  toMoneyString,
} from '../money/money.js';

/**
 * Splits an order's voucher discount over its lines in proportion to their goods value (price x
 * quantity; freight is never discounted), in whole cents, so that the shares add up to the
 * discount exactly: each line gets the cents below its exact share, and the cents left over go to
 * the lines with the largest remainders (the earlier line on a tie). A line's share never exceeds
 * its goods value. Answers one wire amount per line, in order.
 */
export function allocateDiscount(
  lineValues: readonly MoneyValue[],
  discount: MoneyValue,
): string[] {
  const total = add(...lineValues);
  const cents = money(discount).times(100);
  if (!isPositive(discount) || !isPositive(total)) return lineValues.map(() => '0.00');
  if (compare(discount, total) > 0) {
    throw new RangeError(`A discount of ${toMoneyString(discount)} exceeds the goods total`);
  }
  const exact = lineValues.map((value) => money(value).times(cents).dividedBy(total));
  const floors = exact.map((share) => share.floor());
  let left = cents.minus(add(...floors.map((share) => share))).toNumber();
  const order = exact
    .map((share, index) => ({ index, remainder: share.minus(floors[index] as Money) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  const shares = [...floors];
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] as Money).plus(1);
    left -= 1;
  }
  return shares.map((share) => toMoneyString(share.dividedBy(100)));
}

/** An order line as its money sees it. */
export type EconomicsLine = {
  /** Unit price. */
  readonly price: MoneyValue;
  readonly number: number;
  /** The line's freight (its goods' express fee). */
  readonly freight: MoneyValue;
  /** The line's share of the order's voucher discount ({@link allocateDiscount}). */
  readonly discount: MoneyValue;
  /** Unit wholesale cost of goods from the wholesale market, null for the shop's own goods. */
  readonly wholesale: MoneyValue | null;
  /** What succeeded refunds of this line paid back to the buyer. */
  readonly refunded: MoneyValue;
  /** True when the goods came back (a return and refund succeeded). */
  readonly returned?: boolean;
};

/** What the buyer paid for one line: price x quantity + its freight - its discount share. */
export function linePaid(
  line: Pick<EconomicsLine, 'price' | 'number' | 'freight' | 'discount'>,
): string {
  return toMoneyString(
    subtract(add(multiply(line.price, line.number), line.freight), line.discount),
  );
}

/**
 * True when a line was refunded whole: its refunds gave the buyer back everything paid for it.
 * Before shipment this is the only refund there is (the domain's `refundAmountRule`).
 */
export function isLineRefundedWhole(line: Omit<EconomicsLine, 'wholesale'>): boolean {
  return isPositive(line.refunded) && compare(line.refunded, linePaid(line)) >= 0;
}

/**
 * True when the sale of a line is undone: refunded whole, or its goods came back. Its wholesale
 * cost is then the merchant's no more (returned, or never paid before shipment), and a platform
 * voucher's share of it goes back to the platform. A line refunded in part and kept by the buyer
 * is still sold: the merchant is paid for it, less the refund, at receipt.
 */
export function isLineUndone(line: Omit<EconomicsLine, 'wholesale'>): boolean {
  return line.returned === true || isLineRefundedWhole(line);
}

/** Who bears an order's voucher: the shop that issued it, the platform, or nobody (no voucher). */
export type VoucherBearer = 'shop' | 'platform' | null;

/**
 * The part of a platform voucher's discount on a line that goes back to the platform once the
 * line's sale is undone ({@link isLineUndone}): all of the line's share (the platform paid it for a
 * sale that did not happen); nothing while the line is sold, even refunded in part (the sale
 * stands: the merchant gives back part of the price as it would without a voucher, and the buyer
 * never gets the discount as cash). A shop voucher returns nothing: the shop simply got less.
 */
export function voucherShareReturned(
  line: Omit<EconomicsLine, 'wholesale'>,
  voucherBy: VoucherBearer,
): string {
  return voucherBy === 'platform' && isLineUndone(line) ? toMoneyString(line.discount) : '0.00';
}

/**
 * An order's economics for its merchant, every figure a sum of money that moves (wire amounts):
 * `income = goods + freight - voucher - refunds` and `profit = income - wholesale`.
 */
export type OrderEconomics = {
  /** Price x quantity of the order's lines. */
  readonly goods: string;
  /** Their freight. */
  readonly freight: string;
  /** The discount of a shop voucher: borne by the shop, it lowers the income. */
  readonly voucher: string;
  /**
   * The discount of a platform voucher on the lines still sold: the platform pays it, so the
   * merchant is paid as if the buyer had paid full price (shown, never deducted).
   */
  readonly platformVoucher: string;
  /**
   * What left the order's money other than to the merchant: refunds to the buyer, and a platform
   * voucher's share of the lines whose sale was undone, back to the platform.
   */
  readonly refunds: string;
  /** What the merchant is (or was) paid for the order at receipt. */
  readonly income: string;
  /** The wholesale cost of the lines still sold (paid at shipping; returned for undone ones). */
  readonly wholesale: string;
  /** income - wholesale. */
  readonly profit: string;
};

/**
 * The merchant's economics of an order (see {@link OrderEconomics}): the same figures before
 * receipt (what the order will pay) and at receipt (the profit record), so the merchant sees the
 * wholesale cost, the voucher and the profit of every order before and after, and every figure is
 * the money that moves.
 */
export function orderEconomics(
  lines: readonly EconomicsLine[],
  voucherBy: VoucherBearer,
): OrderEconomics {
  const goods = add(...lines.map((line) => multiply(line.price, line.number)));
  const freight = add(...lines.map((line) => line.freight));
  const voucher =
    voucherBy === 'shop' ? add(...lines.map((line) => line.discount)) : new MoneyDecimal(0);
  const platformVoucher =
    voucherBy === 'platform'
      ? add(...lines.filter((line) => !isLineUndone(line)).map((line) => line.discount))
      : new MoneyDecimal(0);
  const refunds = add(
    ...lines.map((line) => add(line.refunded, voucherShareReturned(line, voucherBy))),
  );
  const wholesale = add(
    ...lines
      .filter((line) => !isLineUndone(line))
      .map((line) => multiply(line.wholesale ?? '0', line.number)),
  );
  const income = subtract(subtract(add(goods, freight), voucher), refunds);
  return {
    goods: toMoneyString(goods),
    freight: toMoneyString(freight),
    voucher: toMoneyString(voucher),
    platformVoucher: toMoneyString(platformVoucher),
    refunds: toMoneyString(refunds),
    income: toMoneyString(income),
    wholesale: toMoneyString(wholesale),
    profit: toMoneyString(subtract(income, wholesale)),
  };
}

/** The change from one {@link OrderEconomics} to another (each figure after - before). */
export function economicsChange(before: OrderEconomics, after: OrderEconomics): OrderEconomics {
  const change = (key: keyof OrderEconomics) => toMoneyString(subtract(after[key], before[key]));
  return {
    goods: change('goods'),
    freight: change('freight'),
    voucher: change('voucher'),
    platformVoucher: change('platformVoucher'),
    refunds: change('refunds'),
    income: change('income'),
    wholesale: change('wholesale'),
    profit: change('profit'),
  };
}
