import { isLineUndone, type EconomicsLine } from '../order/order-economics.js';

/**
 * The sales figures a shopper and a merchant see, all counted from orders, never kept as a counter:
 *
 * - **A sale happens when an order is paid.** Orders still waiting for payment and orders
 *   cancelled before payment sell nothing (stock is only reserved for them).
 * - **A paid line stays sold until its sale is undone** (`isLineUndone` of the order economics):
 *   refunded whole (before shipment every refund is of the whole line), or its goods came back
 *   (a return and refund succeeded). A line refunded in part and kept by the buyer is still sold,
 *   as the merchant is still paid for it; a refund still open changes nothing until it succeeds.
 *   The same rule decides what the merchant is paid and whether wholesale cost is returned, so
 *   "sold" and the money agree.
 * - **Units sold** (a goods card's "N sold", the goods page's total, the merchant's goods list):
 *   the quantities of the sold lines.
 * - **Units sold in 30 days** (the goods page): the same, of the orders paid in the
 *   {@link SALES_WINDOW_DAYS} days up to now (payment time at or after `now - 30 days`).
 * - **Orders** (a shop's "Orders"): the shop's paid orders with at least one line still sold,
 *   so a shop that shows goods sold shows orders, and an order refunded whole drops out of both.
 */
export const SALES_WINDOW_DAYS = 30;

/** One line of a paid or unpaid order, as the sales figures see it. */
export type SalesLine = Omit<EconomicsLine, 'wholesale'>;

/** An order as the sales figures see it: when it was paid (null while unpaid) and its lines. */
export type SalesOrder = {
  /** Unix seconds of the payment; null for an order never paid (unpaid or cancelled unpaid). */
  readonly paymenttime: number | null;
  readonly lines: readonly SalesLine[];
};

/** The figures of {@link salesFigures}. */
export type SalesFigures = {
  /** Units sold, all time. */
  readonly sold: number;
  /** Units sold in orders paid in the last {@link SALES_WINDOW_DAYS} days. */
  readonly soldInWindow: number;
  /** Paid orders with at least one line still sold. */
  readonly orders: number;
};

/** The first second (unix) of the "last 30 days" window ending at `now`. */
export function salesWindowStart(now: number): number {
  return now - SALES_WINDOW_DAYS * 86_400;
}

/** True when a line of an order paid at `paymenttime` (null: unpaid) counts as sold. */
export function isLineSold(paymenttime: number | null, line: SalesLine): boolean {
  return paymenttime !== null && !isLineUndone(line);
}

/** Units sold, units sold in the window ending at `now`, and orders of a set of orders. */
export function salesFigures(orders: readonly SalesOrder[], now: number): SalesFigures {
  const since = salesWindowStart(now);
  let sold = 0;
  let soldInWindow = 0;
  let counted = 0;
  for (const order of orders) {
    const units = order.lines
      .filter((line) => isLineSold(order.paymenttime, line))
      .reduce((total, line) => total + line.number, 0);
    if (units === 0) continue;
    sold += units;
    counted += 1;
    if ((order.paymenttime as number) >= since) soldInWindow += units;
  }
  return { sold, soldInWindow, orders: counted };
}
