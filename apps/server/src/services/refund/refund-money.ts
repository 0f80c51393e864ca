import {
  DomainError,
  isDomainError,
  isPositive,
  multiply,
  nextOrderState,
  orderStateFromWire,
  orderStateToWire,
  toMoneyString,
} from '@bazaar/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderGoods, orders, refunds } from '../../db/schema/index.js';
import { transfer } from '../ledger/ledger.js';
import { OPEN_REFUND_STATES, type OrderRow } from '../orders/order-views.js';
import { payMerchant, shopOwner } from '../orders/receipt.js';
import type { OrderLineRow, RefundRow } from './refund-views.js';

/** An order row. */
/** The goods refund status of a line whose refund succeeded (API.md: 3 refund complete). */
const LINE_REFUND_COMPLETE = 3;

/**
 * True once the order's money went to the merchant: at receipt confirmation (`taketime`) the
 * escrow pays the merchant the goods total plus freight less refunds (API.md money flow 3).
 */
export function isSettledToMerchant(order: OrderRow): boolean {
  return order.taketime !== null;
}

/**
 * Moves the money of a refund that just succeeded (API.md money flow 5), in the caller's
 * transaction, through the ledger:
 * - the buyer is credited the refund amount (`refund`): from the platform's `escrow` while it still
 *   holds the payment, or from the merchant once the order was settled to them at receipt (then a
 *   merchant balance that cannot cover it refuses the step with `insufficient_balance`, the
 *   merchant's `{ balance }` and `action: 'recharge'`);
 * - the wholesale cost the merchant paid at shipping for the line (market goods only) comes back
 *   from the platform's `revenue` (`wholesale`), in full: the line counts as refunded;
 * - the order's `refund_total` grows by the amount, so a later receipt confirmation pays the
 *   merchant goods + freight less refunds.
 * Answers the wholesale cost returned.
 */
export async function payRefund(
  tx: Database,
  refund: RefundRow,
  order: OrderRow,
  line: OrderLineRow,
  now: number,
): Promise<string> {
  const merchantId = await shopOwner(tx, order.shopId);
  const settled = isSettledToMerchant(order);
  try {
    await transfer(tx, {
      from: settled ? { userId: merchantId } : { platform: 'escrow' },
      to: { userId: refund.userId },
      amount: refund.money,
      type: 'refund',
      serviceIds: [order.id],
      memo: `Refund ${refund.id} of order ${order.orderNo}`,
      now,
    });
  } catch (error) {
    if (settled && isDomainError(error) && error.code === 'insufficient_balance') {
      throw new DomainError('insufficient_balance', { ...error.details, action: 'recharge' });
    }
    throw error;
  }
  const shipped = order.delivertime !== null;
  const wholesale =
    shipped && line.wholesalePrice !== null
      ? toMoneyString(multiply(line.wholesalePrice, line.number))
      : '0.00';
  if (isPositive(wholesale)) {
    await transfer(tx, {
      from: { platform: 'revenue' },
      to: { userId: merchantId },
      amount: wholesale,
      type: 'wholesale',
      serviceIds: [order.id],
      memo: `Wholesale cost returned: refund ${refund.id} of order ${order.orderNo}`,
      now,
    });
  }
  await tx
    .update(orders)
    .set({ refundTotal: sql`${orders.refundTotal} + ${refund.money}::numeric`, updatetime: now })
    .where(eq(orders.id, order.id));
  return wholesale;
}

/**
 * After a refund of a locked order ended (succeeded or closed): while another refund of the order
 * is open the order stays in after-sales (5). Otherwise an order whose every line was refunded
 * closes (7), and when it was not settled at receipt yet the merchant is paid what escrow still
 * holds for it (`payMerchant`: goods + freight less refunds, what the buyer agreed not to get
 * back, with its profit record); any other order goes back to the state it had before the refund,
 * told by its times (received 4, shipped 3, else paid 2). Answers the order's new wire state.
 */
export async function orderStateAfterRefund(
  tx: Database,
  orderId: number,
  now: number,
): Promise<number> {
  const [open] = await tx
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, [...OPEN_REFUND_STATES])));
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const row = order as OrderRow;
  if ((open?.n ?? 0) > 0) return row.state;
  const lines = await tx
    .select({ refundStatus: orderGoods.refundStatus })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId));
  const allRefunded = lines.every((line) => line.refundStatus === LINE_REFUND_COMPLETE);
  const state = allRefunded
    ? orderStateToWire(nextOrderState(orderStateFromWire(row.state), 'all_refunded'))
    : restoredState(row);
  if (state !== row.state) {
    await tx.update(orders).set({ state, updatetime: now }).where(eq(orders.id, orderId));
  }
  if (allRefunded && !isSettledToMerchant(row)) await payMerchant(tx, row, now);
  return state;
}

/** The state an after-sales order returns to, from how far it went: received, shipped or paid. */
function restoredState(order: OrderRow): number {
  if (orderStateFromWire(order.state) !== 'after_sales') return order.state;
  if (order.taketime !== null) return orderStateToWire('pending_review');
  return orderStateToWire(order.delivertime !== null ? 'shipped' : 'pending_shipment');
}
