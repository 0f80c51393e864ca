import type { BodyOf, order as orderArea } from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  buyerOrderActions,
  nextOrderState,
  orderStateFromWire,
  orderStateToWire,
  validateCommentScore,
  type OrderEvent,
  type OrderStateNumber,
} from '@bazaar/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { addresses, comments, orderGoods, orders } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import type { Scheduler } from '../jobs/scheduler.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';
import type { OrderRow } from './order-views.js';
import { releaseStock } from './settlement.js';
import { returnVoucher } from '../vouchers/vouchers.js';

/** Which orders a caller may act on: the buyer's own, or the shop's. */
export type OrderOwner = { readonly userId: number } | { readonly shopId: number };

/**
 * Locks one order of `owner` for the rest of the transaction (`SELECT ... FOR UPDATE`); another
 * user's or shop's order is `not_found`, exactly like an id that does not exist.
 */
export async function lockOrder(tx: Database, owner: OrderOwner, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.shopId, owner.shopId),
      ),
    )
    .for('update');
  if (!row) throw new DomainError('not_found');
  return row;
}

/** The wire state after `event` (the domain's transitions; `order_action_not_allowed` otherwise). */
export function stateAfter(row: OrderRow, event: OrderEvent): OrderStateNumber {
  return orderStateToWire(nextOrderState(orderStateFromWire(row.state), event));
}

/**
 * Cancels a locked, unpaid order (1 -> 7), in the caller's transaction: its stock goes back on
 * sale and its voucher back to the buyer (a platform voucher's discount back to the budget).
 */
async function cancelLockedOrder(tx: Database, row: OrderRow, now: number) {
  const state = stateAfter(row, 'cancel');
  await tx
    .update(orders)
    .set({ state, canceltime: now, updatetime: now })
    .where(eq(orders.id, row.id));
  const lines = await tx
    .select({ skuId: orderGoods.skuId, goodsId: orderGoods.goodsId, number: orderGoods.number })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, row.id));
  await releaseStock(tx, lines);
  await returnVoucher(tx, row, now);
  return { id: row.id, state };
}

/** `order/cancelOrder`: an unpaid order of the buyer (1 -> 7); its stock goes back on sale. */
export async function cancelOrder(db: Database, userId: number, id: number, now: number) {
  return withTransaction(db, async (tx) =>
    cancelLockedOrder(tx, await lockOrder(tx, { userId }, id), now),
  );
}

/** How often the scheduler cancels the orders left unpaid too long, and how many per run. */
export const AUTO_CANCEL_INTERVAL_SECONDS = 60;
const AUTO_CANCEL_BATCH = 200;

/**
 * Cancels the orders still unpaid `UNPAID_CANCEL_MINUTES` after they were placed, each in its own
 * transaction (an order paid meanwhile is left alone: its row is locked and checked again), so
 * unpaid orders do not hold stock for ever. Answers how many were cancelled.
 */
export async function cancelUnpaidOrders(db: Database, config: Config, now: number) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 1), lte(orders.createtime, now - config.unpaidCancelMinutes * 60)))
    .orderBy(orders.id)
    .limit(AUTO_CANCEL_BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await withTransaction(db, async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row || row.state !== 1) return false;
      await cancelLockedOrder(tx, row, now);
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/** Registers the minute-by-minute cancellation of orders left unpaid (on the scheduler). */
export function registerAutoCancel(scheduler: Scheduler, config: Config): void {
  scheduler.every(
    'orders.auto-cancel',
    AUTO_CANCEL_INTERVAL_SECONDS,
    async ({ db, now, logger }) => {
      const cancelled = await cancelUnpaidOrders(db, config, now);
      if (cancelled > 0) logger.info({ cancelled }, 'unpaid orders cancelled');
    },
  );
}

/** `order/editOrderAddress`: ships an unpaid or unshipped order to another of the buyer's addresses. */
export async function editOrderAddress(
  db: Database,
  userId: number,
  id: number,
  addressId: number,
  now: number,
) {
  return withTransaction(db, async (tx) => {
    const row = await lockOrder(tx, { userId }, id);
    if (!buyerOrderActions(orderStateFromWire(row.state)).includes('edit_address')) {
      throw new DomainError('order_action_not_allowed', {
        state: row.state,
        action: 'edit_address',
      });
    }
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    if (!address) throw new DomainError('not_found', { field: 'address_id' });
    await tx
      .update(orders)
      .set({
        addressId: address.id,
        addressName: address.name,
        addressMobile: address.mobile,
        addressCountry: address.country,
        addressAreaCode: address.areaCode,
        addressText: address.address,
        updatetime: now,
      })
      .where(eq(orders.id, row.id));
    return {
      id: row.id,
      address_id: address.id,
      address: {
        name: address.name,
        mobile: address.mobile,
        country: address.country,
        area_code: address.areaCode,
        address: address.address,
      },
    };
  });
}

/** The body of `order/commentOrder`. */
export type CommentOrderRequest = BodyOf<typeof orderArea.commentOrder>;

/**
 * `order/commentOrder`: reviews a received order (4 -> 6), one review per order goods line (score
 * 1-5 by the domain's rule; images must be the buyer's own uploads). A review names its line by
 * `order_goods_id`, or by `goods_id` (the first line of that goods not yet reviewed in the request).
 */
export async function commentOrder(
  db: Database,
  userId: number,
  request: CommentOrderRequest,
  now: number,
) {
  for (const comment of request.comments) assertValid(validateCommentScore(comment.score));
  await assertOwnUploads(
    db,
    userId,
    request.comments.flatMap((comment) => comment.images ?? []),
    'images',
  );
  return withTransaction(db, async (tx) => {
    const row = await lockOrder(tx, { userId }, request.id);
    const state = stateAfter(row, 'review');
    const lines = await tx
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderId, row.id))
      .orderBy(orderGoods.id);
    const taken = new Set<number>();
    for (const comment of request.comments) {
      const line = lines.find(
        (candidate) =>
          candidate.goodsId === comment.goods_id &&
          !candidate.commented &&
          !taken.has(candidate.id) &&
          (comment.order_goods_id === undefined || candidate.id === comment.order_goods_id),
      );
      if (!line) throw new DomainError('bad_request', { field: 'comments' });
      taken.add(line.id);
      await tx.insert(comments).values({
        userId,
        goodsId: line.goodsId,
        shopId: row.shopId,
        orderId: row.id,
        orderGoodsId: line.id,
        difference: line.difference,
        score: comment.score,
        content: (comment.content ?? '').trim(),
        images: comment.images ?? [],
        createtime: now,
      });
      await tx.update(orderGoods).set({ commented: true }).where(eq(orderGoods.id, line.id));
    }
    await tx
      .update(orders)
      .set({ state, dealtime: now, updatetime: now })
      .where(eq(orders.id, row.id));
    return { id: row.id, state };
  });
}
