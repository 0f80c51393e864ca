import { isPositive, type OrderEconomics } from '@bazaar/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { orderGoods, orders, profitRecords, shops } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { unixNow } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Scheduler } from '../jobs/scheduler.js';
import { readBalance, transfer } from '../ledger/ledger.js';
import { notifyUser } from '../notices/notify.js';
import { lockOrder, stateAfter } from './order-actions.js';
import { autoConfirmDue, merchantFigures, type OrderRow } from './order-views.js';

/** The job that confirms receipt of one shipped order when its days are up. */
export const AUTO_CONFIRM_JOB = 'order.auto-confirm';

/** How often the scheduler looks for shipped orders whose days are up (a safety net for the jobs). */
export const AUTO_CONFIRM_SWEEP_SECONDS = 3600;

/** The columns of a profit record from the domain's economics (or their change). */
export function profitFigures(figures: OrderEconomics) {
  return {
    wholesale: figures.wholesale,
    retail: figures.goods,
    freight: figures.freight,
    voucher: figures.voucher,
    platformVoucher: figures.platformVoucher,
    refund: figures.refunds,
    income: figures.income,
    profit: figures.profit,
  };
}

/** The owner (user id) of a shop. */
export async function shopOwner(tx: Database, shopId: number): Promise<number> {
  const [shop] = await tx.select({ userId: shops.userId }).from(shops).where(eq(shops.id, shopId));
  return (shop as { userId: number }).userId;
}

/**
 * Pays the merchant what the platform's escrow holds for an order at receipt: the income of the
 * domain's `orderEconomics` (goods + freight - shop voucher - refunds of the lines kept; a line
 * refunded whole is out), with a profit record of every figure and the merchant's balance before
 * and after, so the record is the money that moved. In the caller's transaction.
 */
export async function payMerchant(tx: Database, row: OrderRow, now: number) {
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, row.id));
  const figures = merchantFigures(row, lines);
  const merchantId = await shopOwner(tx, row.shopId);
  let before: string;
  let after: string;
  if (isPositive(figures.income)) {
    const { credit } = await transfer(tx, {
      from: { platform: 'escrow' },
      to: { userId: merchantId },
      amount: figures.income,
      type: 'income',
      serviceIds: [row.id],
      memo: row.orderNo,
      now,
    });
    ({ before, after } = credit);
  } else {
    before = after = await readBalance(tx, { userId: merchantId });
  }
  await tx.insert(profitRecords).values({
    shopId: row.shopId,
    userId: merchantId,
    orderId: row.id,
    before,
    after,
    ...profitFigures(figures),
    kind: 'receipt',
    createtime: now,
  });
  return { merchantId, income: figures.income };
}

/**
 * Receipt of a locked, shipped order (3 -> 4), by its buyer or automatically: the merchant is paid
 * from the escrow ({@link payMerchant}) and told. All in the caller's transaction.
 */
export async function completeReceipt(tx: Database, row: OrderRow, now: number) {
  const state = stateAfter(row, 'confirm_receipt');
  const { merchantId, income } = await payMerchant(tx, row, now);
  await tx
    .update(orders)
    .set({ state, taketime: now, updatetime: now })
    .where(eq(orders.id, row.id));
  await notifyUser(tx, merchantId, 'received', {
    orderId: row.id,
    values: { order_no: row.orderNo, income },
    now,
  });
  return { id: row.id, state };
}

/** `order/confirmOrder`: the buyer confirms receipt of one of their shipped orders. */
export async function confirmOrder(db: Database, userId: number, id: number, now: number) {
  return withTransaction(db, async (tx) =>
    completeReceipt(tx, await lockOrder(tx, { userId }, id), now),
  );
}

/**
 * Confirms receipt of a shipped order whose days are up; does nothing for an order that is no
 * longer shipped (the buyer confirmed, a refund opened) or not due yet. Answers whether it did.
 */
export async function autoConfirmOrder(
  db: Database,
  config: Config,
  orderId: number,
  now: number,
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || row.state !== 3 || !row.delivertime) return false;
    if (autoConfirmDue(row.delivertime, config) > now) return false;
    await completeReceipt(tx, row, now);
    return true;
  });
}

/** Queues the automatic confirmation of an order just shipped, in the shipping transaction. */
export async function scheduleAutoConfirm(
  tx: Database,
  jobs: JobQueue,
  config: Config,
  orderId: number,
  delivertime: number,
): Promise<void> {
  await jobs.enqueue(tx, {
    type: AUTO_CONFIRM_JOB,
    payload: { order_id: orderId },
    uniqueKey: `${AUTO_CONFIRM_JOB}:${orderId}`,
    runAt: autoConfirmDue(delivertime, config),
  });
}

/**
 * Registers automatic receipt confirmation on the PostgreSQL job queue: the job queued at shipping
 * (run at shipping time + `AUTO_CONFIRM_DAYS`), and an hourly sweep that queues one for every
 * shipped order whose days are up without one (an order that went back to "shipped" after a
 * refund ended, or a job that failed for good).
 */
export function registerAutoConfirm(jobs: JobQueue, scheduler: Scheduler, config: Config): void {
  jobs.register(AUTO_CONFIRM_JOB, async (payload, context) => ({
    confirmed: await autoConfirmOrder(
      context.db,
      config,
      Number(payload['order_id']),
      unixNow(context.clock),
    ),
  }));
  scheduler.every('orders.auto-confirm', AUTO_CONFIRM_SWEEP_SECONDS, async ({ db, now }) => {
    const due = await db
      .select({ id: orders.id, delivertime: orders.delivertime })
      .from(orders)
      .where(
        and(eq(orders.state, 3), lte(orders.delivertime, now - config.autoConfirmDays * 86_400)),
      );
    for (const order of due) {
      await scheduleAutoConfirm(db, jobs, config, order.id, order.delivertime as number);
    }
  });
}
