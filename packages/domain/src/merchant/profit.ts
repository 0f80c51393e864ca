import { DomainError } from '../errors/errors.js';
import {
  type MoneyValue,
  add,
  isNegative,
  multiply,
  subtract,
  toMoneyString,
} from '../money/money.js';

/** An order line as the merchant's finance sees it. */
export type ProfitLine = {
  /** The unit price the buyer paid (the shop's retail price). */
  readonly price: MoneyValue;
  /** The unit wholesale price the merchant pays for goods listed from the market; null for own goods. */
  readonly wholesale: MoneyValue | null;
  /** Quantity. */
  readonly number: number;
};

/** Retail, wholesale and profit of some lines, as wire money strings (a finance record's amounts). */
export type ProfitSummary = {
  /** Sum of price * quantity. */
  readonly retail: string;
  /** Sum of wholesale * quantity: what the merchant pays the platform when shipping. */
  readonly wholesale: string;
  /** retail - wholesale. */
  readonly profit: string;
};

/** Retail, wholesale and profit of one line: (price - wholesale) * quantity; own goods cost nothing. */
export function lineProfit(line: ProfitLine): ProfitSummary {
  return profitSummary([line]);
}

/** Retail, wholesale and profit of an order's lines, summed exactly and rounded once. */
export function profitSummary(lines: readonly ProfitLine[]): ProfitSummary {
  const retail = add(...lines.map((line) => multiply(line.price, line.number)));
  const wholesale = add(...lines.map((line) => multiply(line.wholesale ?? '0', line.number)));
  return {
    retail: toMoneyString(retail),
    wholesale: toMoneyString(wholesale),
    profit: toMoneyString(subtract(retail, wholesale)),
  };
}

/** The margin of a market goods at its suggested retail price: retail - wholesale, per unit. */
export function unitMargin(wholesale: MoneyValue, retail: MoneyValue): string {
  return toMoneyString(subtract(retail, wholesale));
}

/**
 * What the merchant is credited when the buyer confirms receipt (API contract, money flow):
 * goods total + freight - refunds. Refunds above what was paid are refused with
 * `refund_amount_exceeds_paid`: they would make the merchant pay for the order.
 */
export function merchantIncome(order: {
  readonly goodsTotal: MoneyValue;
  readonly freight: MoneyValue;
  readonly refunds: MoneyValue;
}): string {
  const paid = add(order.goodsTotal, order.freight);
  const income = subtract(paid, order.refunds);
  if (isNegative(income)) {
    throw new DomainError('refund_amount_exceeds_paid', { max: toMoneyString(paid) });
  }
  return toMoneyString(income);
}
