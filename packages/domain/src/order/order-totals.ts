import { type MoneyValue, add, multiply, toMoneyString } from '../money/money.js';

/** An order line as far as totals go: the unit price and the quantity. */
export type PricedLine = {
  /** Unit price, a decimal string. */
  readonly price: MoneyValue;
  /** Quantity, a positive integer. */
  readonly number: number;
};

/** The amounts of one shop's order (one order per shop), as wire money strings. */
export type OrderTotals = {
  /** Sum of price * quantity of the lines. */
  readonly goodsTotal: string;
  /** The shipping fee. */
  readonly freight: string;
  /** goodsTotal + freight: what the buyer pays. */
  readonly total: string;
};

/** The totals of one shop's order: goods total + freight = total. */
export function shopOrderTotals(lines: readonly PricedLine[], freight: MoneyValue): OrderTotals {
  const goodsTotal = add(...lines.map((line) => multiply(line.price, line.number)));
  return {
    goodsTotal: toMoneyString(goodsTotal),
    freight: toMoneyString(freight),
    total: toMoneyString(add(goodsTotal, freight)),
  };
}

/** The totals of a settlement over several shops: each part summed. */
export function combinedOrderTotals(shops: readonly OrderTotals[]): OrderTotals {
  return {
    goodsTotal: toMoneyString(add(...shops.map((shop) => shop.goodsTotal))),
    freight: toMoneyString(add(...shops.map((shop) => shop.freight))),
    total: toMoneyString(add(...shops.map((shop) => shop.total))),
  };
}
