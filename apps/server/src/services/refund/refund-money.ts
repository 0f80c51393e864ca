import {
  DomainError,
  add,
  economicsChange,
  isDomainError,
  isLineUndone,
  isPositive,
  multiply,
  voucherShareReturned,
  nextOrderState,
  orderStateFromWire,
  orderStateToWire,
  toMoneyString,
} from '@bazaar/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderGoods, orders, profitRecords, refunds } from '../../db/schema/index.js';
import { transfer } from '../ledger/ledger.js';
import {
  OPEN_REFUND_STATES,
  economicsLine,
  merchantFigures,
  voucherBearer,
  type OrderRow,
} from '../orders/order-views.js';
import { payMerchant, profitFigures, shopOwner } from '../orders/receipt.js';
import type { OrderLineRow, RefundRow } from './refund-views.js';

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
 * - when the line's sale is now undone (the domain's `isLineUndone`: refunded whole, or its goods
 *   came back with a return) and the order was shipped, the wholesale cost the merchant paid for
 *   it (market goods) comes back from the platform's `revenue` (`wholesale`); a partial refund of
 *   goods the buyer keeps leaves the sale, and its cost, standing;
 * - the line's `refunded` and the order's `refund_total` grow by the amount;
 * - after receipt, a profit record of kind `refund` records the change of the order's economics
 *   (income down by the amount, wholesale down by the cost returned), with the merchant's balance
 *   around the refund.
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
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, order.id));
  const before = merchantFigures(order, lines);
  let paid;
  try {
    paid = await transfer(tx, {
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
  const refunded = toMoneyString(add(line.refunded, refund.money));
  const returned = line.returned || refund.type === 1;
  const undone = isLineUndone({ ...economicsLine(line), refunded, returned });
  // A platform voucher's share of a line whose sale is undone goes back to the voucher budget,
  // from escrow (or from the merchant, who was paid it at receipt).
  const voucherShare = voucherShareReturned(
    { ...economicsLine(line), refunded, returned },
    voucherBearer(order),
  );
  let sharePaid: Awaited<ReturnType<typeof transfer>> | null = null;
  if (isPositive(voucherShare) && !line.returned && !isLineUndone(economicsLine(line))) {
    try {
      sharePaid = await transfer(tx, {
        from: settled ? { userId: merchantId } : { platform: 'escrow' },
        to: { platform: 'promotion' },
        amount: voucherShare,
        type: 'refund',
        serviceIds: [order.id],
        memo: `Platform voucher returned: refund ${refund.id} of order ${order.orderNo}`,
        now,
      });
    } catch (error) {
      if (settled && isDomainError(error) && error.code === 'insufficient_balance') {
        throw new DomainError('insufficient_balance', { ...error.details, action: 'recharge' });
      }
      throw error;
    }
    await tx.update(refunds).set({ voucherRefund: voucherShare }).where(eq(refunds.id, refund.id));
  }
  const shipped = order.delivertime !== null;
  const wholesale =
    undone && shipped && line.wholesalePrice !== null
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
  await tx.update(orderGoods).set({ refunded, returned }).where(eq(orderGoods.id, line.id));
  await tx
    .update(orders)
    .set({ refundTotal: sql`${orders.refundTotal} + ${refund.money}::numeric`, updatetime: now })
    .where(eq(orders.id, order.id));
  if (settled) {
    const after = merchantFigures(
      order,
      lines.map((each) => (each.id === line.id ? { ...each, refunded, returned } : each)),
    );
    await tx.insert(profitRecords).values({
      shopId: order.shopId,
      userId: merchantId,
      orderId: order.id,
      before: paid.debit.before,
      after: sharePaid && settled ? sharePaid.debit.after : paid.debit.after,
      ...profitFigures(economicsChange(before, after)),
      kind: 'refund',
      createtime: now,
    });
  }
  return wholesale;
}

/**
 * After a refund of a locked order ended (succeeded or closed): while another refund of the order
 * is open the order stays in after-sales (5). Otherwise an order whose every line's sale was undone
 * closes (7). Not shipped, escrow holds nothing for it then (before shipment every refund is of the
 * whole line): the merchant is paid nothing for goods it did not ship, and no profit record is
 * written. Shipped and not yet settled, the merchant is paid what escrow still holds (what the
 * buyer did not get back of returned goods, such as the shipping fee) with its profit record. Any other
 * order goes back to the state it had before the refund, told by its times (received 4, shipped
 * 3, else paid 2): a partial refund after shipment leaves the order running to receipt, when the
 * merchant is paid the rest. Answers the order's new wire state.
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
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
  const allRefunded = lines.every((line) => isLineUndone(economicsLine(line)));
  const state = allRefunded
    ? orderStateToWire(nextOrderState(orderStateFromWire(row.state), 'all_refunded'))
    : restoredState(row);
  if (state !== row.state) {
    await tx.update(orders).set({ state, updatetime: now }).where(eq(orders.id, orderId));
  }
  const shipped = row.delivertime !== null;
  if (allRefunded && shipped && !isSettledToMerchant(row)) {
    const { income } = merchantFigures(row, lines);
    if (isPositive(income)) await payMerchant(tx, row, now);
  }
  return state;
}

/** The state an after-sales order returns to, from how far it went: received, shipped or paid. */
function restoredState(order: OrderRow): number {
  if (orderStateFromWire(order.state) !== 'after_sales') return order.state;
  if (order.taketime !== null) return orderStateToWire('pending_review');
  return orderStateToWire(order.delivertime !== null ? 'shipped' : 'pending_shipment');
}
