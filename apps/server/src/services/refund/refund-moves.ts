import type { BodyOf, RefundInfo, refund as refundArea } from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  canApplyRefund,
  goodsRefundStatusFor,
  goodsRefundStatusFromWire,
  goodsRefundStatusToWire,
  nextOrderState,
  nextRefundState,
  orderStateFromWire,
  orderStateToWire,
  refundStateFromWire,
  refundStateToWire,
  refundTypeFromWire,
  toMoneyString,
  validateRefundForm,
  type RefundAction,
  type RefundState,
} from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { PG_ERRORS, pgConstraint, pgErrorCode } from '../../db/errors.js';
import { orderGoods, orders, refundLogs, refunds } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { notifyUser } from '../notices/notify.js';
import { lockOrder } from '../orders/order-actions.js';
import type { OrderRow } from '../orders/order-views.js';
import { shopOwner } from '../orders/receipt.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';
import { orderStateAfterRefund, payRefund } from './refund-money.js';
import {
  actorOf,
  refundInfo,
  refundRuleFor,
  scopeCondition,
  type OrderLineRow,
  type RefundRow,
  type RefundScope,
} from './refund-views.js';

/** The refund form of a request, with wire numbers (`null` when not chosen). */
function formOf(body: BodyOf<typeof refundArea.addApply> | BodyOf<typeof refundArea.editRefund>) {
  return {
    reason: body.reason ?? null,
    expressType: body.expressType ?? null,
    type: body.type ?? null,
    money: body.money.trim(),
  };
}

/** The wire goods refund status of a line whose refund is in `state`. */
function lineStatusFor(state: RefundState): number {
  return goodsRefundStatusToWire(goodsRefundStatusFor(state));
}

async function lockOrderRow(tx: Database, id: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order as OrderRow;
}

/**
 * Locks one refund of `scope` and its order (order first, then refund: every refund step locks in
 * that order, as shipping and receipt lock the order, so they never deadlock). Another user's or
 * shop's refund is `not_found`, like an unknown id.
 */
async function lockRefund(
  tx: Database,
  scope: RefundScope,
  id: number,
): Promise<{ order: OrderRow; refund: RefundRow; line: OrderLineRow }> {
  const [found] = await tx
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(and(eq(refunds.id, id), scopeCondition(scope)));
  if (!found) throw new DomainError('not_found', { field: 'id' });
  const order = await lockOrderRow(tx, found.orderId);
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  const [line] = await tx
    .select()
    .from(orderGoods)
    .where(eq(orderGoods.id, (refund as RefundRow).orderGoodsId));
  return { order, refund: refund as RefundRow, line: line as OrderLineRow };
}

/** One step of a refund's log. */
async function logStep(
  tx: Database,
  step: {
    readonly refundId: number;
    readonly actor: 'buyer' | 'seller' | 'platform';
    readonly action: string;
    readonly userId: number;
    readonly state: number;
    readonly content?: string;
    readonly images?: readonly string[];
    readonly now: number;
  },
): Promise<void> {
  await tx.insert(refundLogs).values({
    refundId: step.refundId,
    actor: step.actor,
    action: step.action,
    userId: step.userId,
    state: step.state,
    content: step.content ?? '',
    images: [...(step.images ?? [])],
    createtime: step.now,
  });
}

/**
 * Tells the other side what a step did, as an order notice (`order:notice.<kind>`): the shop owner
 * of a refund asked for (or changed), the buyer of a refund agreed to for a return, rejected (by the
 * seller or the platform, with the reason) or refunded.
 */
async function tellParties(
  tx: Database,
  state: RefundState,
  refund: { readonly userId: number; readonly money: string },
  order: OrderRow,
  reason: string,
  now: number,
): Promise<void> {
  const about = { orderId: order.id, now };
  const money = toMoneyString(refund.money);
  switch (state) {
    case 'in_process':
      return notifyUser(tx, await shopOwner(tx, order.shopId), 'refund_applied', {
        ...about,
        values: { order_no: order.orderNo, money },
      });
    case 'seller_agreed':
      return notifyUser(tx, refund.userId, 'refund_agreed', {
        ...about,
        values: { order_no: order.orderNo },
      });
    case 'seller_rejected':
      return notifyUser(tx, refund.userId, 'refund_rejected', {
        ...about,
        values: { order_no: order.orderNo, reason },
      });
    case 'refund_succeeded':
      return notifyUser(tx, refund.userId, 'refund_succeeded', {
        ...about,
        values: { order_no: order.orderNo, money },
      });
    case 'platform_intervention':
    case 'logistics_submitted':
    case 'closed':
      return undefined;
    default:
      return state satisfies never;
  }
}

/**
 * `refund/addApply`: the buyer asks for a refund of one line of their order. The order must be paid
 * and the line without a refund (or only a closed one): the domain's `canApplyRefund`, else
 * `refund_not_allowed`. The form is the domain's `validateRefundForm` ("please fill in the refund
 * reason"...), the amount at most `refundableAmount`. The line becomes "refunding" (1) and the
 * order "after-sales" (5) until its refunds end. Evidence images must be the buyer's uploads.
 */
export async function applyRefund(
  db: Database,
  userId: number,
  body: BodyOf<typeof refundArea.addApply>,
  now: number,
): Promise<RefundInfo> {
  const images = await assertOwnUploads(db, userId, body.images ?? [], 'images');
  const id = await withTransaction(db, async (tx) => {
    const order = await lockOrder(tx, { userId }, body.order_id);
    const lines = (
      await tx.select().from(orderGoods).where(eq(orderGoods.orderId, order.id))
    ).filter(
      (line) =>
        line.goodsId === body.goods_id &&
        (body.order_goods_id === undefined || line.id === body.order_goods_id),
    );
    if (lines.length === 0) throw new DomainError('not_found', { field: 'goods_id' });
    if (lines.length > 1) throw new DomainError('bad_request', { field: 'order_goods_id' });
    const line = lines[0] as OrderLineRow;
    const orderState = orderStateFromWire(order.state);
    if (!canApplyRefund(orderState, goodsRefundStatusFromWire(line.refundStatus))) {
      throw new DomainError('refund_not_allowed');
    }
    const form = formOf(body);
    assertValid(validateRefundForm(form, await refundRuleFor(tx, line, order)));
    let created: { id: number } | undefined;
    try {
      [created] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          orderGoodsId: line.id,
          goodsId: line.goodsId,
          userId,
          shopId: order.shopId,
          money: toMoneyString(form.money),
          type: form.type as number,
          reason: form.reason as number,
          expressType: form.expressType as number,
          images: [...images],
          refundContent: (body.refund_content ?? '').trim(),
          createtime: now,
          updatetime: now,
        })
        .returning({ id: refunds.id });
    } catch (error) {
      // A concurrent application for the same line: the partial unique index keeps one open.
      if (
        pgErrorCode(error) === PG_ERRORS.uniqueViolation &&
        pgConstraint(error) === 'refunds_one_open_per_line'
      ) {
        throw new DomainError('refund_not_allowed');
      }
      throw error;
    }
    const refundId = (created as { id: number }).id;
    await tx
      .update(orderGoods)
      .set({ refundStatus: lineStatusFor('in_process'), refundId })
      .where(eq(orderGoods.id, line.id));
    if (orderState !== 'after_sales') {
      await tx
        .update(orders)
        .set({
          state: orderStateToWire(nextOrderState(orderState, 'refund_opened')),
          updatetime: now,
        })
        .where(eq(orders.id, order.id));
    }
    await tellParties(tx, 'in_process', { userId, money: form.money }, order, '', now);
    await logStep(tx, {
      refundId,
      actor: 'buyer',
      action: 'apply',
      userId,
      state: refundStateToWire('in_process'),
      content: (body.refund_content ?? '').trim(),
      images,
      now,
    });
    return refundId;
  });
  return refundInfo(db, { userId }, id);
}

/**
 * `refund/editRefund`: the buyer changes a refund in process (0) or rejected by the seller (2); it
 * goes back to awaiting the seller (0), the seller's reason cleared (the log keeps it). `order_id`,
 * `goods_id` and `order_goods_id`, when sent, must name the refund's line (`bad_request`).
 */
export async function editRefund(
  db: Database,
  userId: number,
  body: BodyOf<typeof refundArea.editRefund>,
  now: number,
): Promise<RefundInfo> {
  const images = await assertOwnUploads(db, userId, body.images ?? [], 'images');
  await withTransaction(db, async (tx) => {
    const { order, refund, line } = await lockRefund(tx, { userId }, body.id);
    for (const [field, sent, actual] of [
      ['order_id', body.order_id, refund.orderId],
      ['goods_id', body.goods_id, refund.goodsId],
      ['order_goods_id', body.order_goods_id, refund.orderGoodsId],
    ] as const) {
      if (sent !== undefined && sent !== actual) throw new DomainError('bad_request', { field });
    }
    const next = nextRefundState(
      refundStateFromWire(refund.state),
      refundTypeFromWire(refund.type),
      { actor: 'buyer', type: 'edit' },
    );
    const form = formOf(body);
    assertValid(validateRefundForm(form, await refundRuleFor(tx, line, order, refund.id)));
    await tx
      .update(refunds)
      .set({
        money: toMoneyString(form.money),
        type: form.type as number,
        reason: form.reason as number,
        expressType: form.expressType as number,
        images: [...images],
        refundContent: (body.refund_content ?? '').trim(),
        refuseReason: '',
        state: refundStateToWire(next),
        updatetime: now,
      })
      .where(eq(refunds.id, refund.id));
    await tx
      .update(orderGoods)
      .set({ refundStatus: lineStatusFor(next) })
      .where(eq(orderGoods.id, line.id));
    await tellParties(tx, next, { userId, money: form.money }, order, '', now);
    await logStep(tx, {
      refundId: refund.id,
      actor: 'buyer',
      action: 'edit',
      userId,
      state: refundStateToWire(next),
      content: (body.refund_content ?? '').trim(),
      images,
      now,
    });
  });
  return refundInfo(db, { userId }, body.id);
}

/** What a refund step writes besides its state. */
interface StepDetails {
  /** The return's logistics (buyer `ship_back`). */
  readonly express?: { readonly name: string; readonly no: string };
  /** A note for the log when the action carries no reason (the operator's approval). */
  readonly note?: string;
}

/**
 * Moves one refund of `scope` by `action`, in one transaction: the domain's `nextRefundState`
 * decides (`refund_transition_not_allowed` otherwise, `refund_reject_reason_required` for a
 * rejection without a reason); the line's goods refund status follows the refund; the step is
 * logged with who acted, and the other side is told (`tellParties`). A refund that succeeds moves
 * its money (`payRefund`); a refund that ends lets the order leave after-sales or close
 * (`orderStateAfterRefund`).
 */
export async function moveRefund(
  db: Database,
  scope: RefundScope,
  actorUserId: number,
  id: number,
  action: RefundAction,
  now: number,
  details: StepDetails = {},
): Promise<RefundInfo> {
  await withTransaction(db, async (tx) => {
    const { order, refund, line } = await lockRefund(tx, scope, id);
    const next = nextRefundState(
      refundStateFromWire(refund.state),
      refundTypeFromWire(refund.type),
      action,
    );
    const ended = next === 'refund_succeeded' || next === 'closed';
    const reason = 'reason' in action ? action.reason.trim() : '';
    await tx
      .update(refunds)
      .set({
        state: refundStateToWire(next),
        updatetime: now,
        ...(ended ? { completetime: now } : {}),
        ...(action.type === 'reject' ? { refuseReason: reason } : {}),
        ...(details.express
          ? { expressName: details.express.name, expressNo: details.express.no }
          : {}),
      })
      .where(eq(refunds.id, refund.id));
    await tx
      .update(orderGoods)
      .set({ refundStatus: lineStatusFor(next) })
      .where(eq(orderGoods.id, line.id));
    if (next === 'refund_succeeded') {
      const wholesaleRefund = await payRefund(tx, refund, order, line, now);
      await tx.update(refunds).set({ wholesaleRefund }).where(eq(refunds.id, refund.id));
    }
    await logStep(tx, {
      refundId: refund.id,
      actor: actorOf(scope),
      action: action.type,
      userId: actorUserId,
      state: refundStateToWire(next),
      content: details.express
        ? `${details.express.name} ${details.express.no}`
        : reason || (details.note ?? '').trim(),
      now,
    });
    await tellParties(tx, next, refund, order, reason, now);
    if (ended) await orderStateAfterRefund(tx, order.id, now);
  });
  return refundInfo(db, scope, id);
}
