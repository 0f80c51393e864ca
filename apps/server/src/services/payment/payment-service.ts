import type { BodyOf, pay } from '@bazaar/api/contract';
import { DomainError, add, isDomainError, maxWithdrawable, toMoneyString } from '@bazaar/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { moneyLog, orders, payments, users, type MoneyLogType } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { transfer } from '../ledger/ledger.js';
import { notifyUser } from '../notices/notify.js';
import { stateAfter } from '../orders/order-actions.js';
import { shopOwner } from '../orders/receipt.js';
import { newBusinessNo } from '../orders/settlement.js';
import { withdrawPolicy } from '../wallet/withdraws.js';

/** The body of `pay/payment`. */
export type PaymentRequest = BodyOf<typeof pay.payment>;

/**
 * Refuses a payment that names an order of someone else, or one that does not exist, with
 * `not_found`: checked before the payment password, so such a call answers 404 whatever the password.
 */
export async function assertOwnOrders(
  db: Database,
  userId: number,
  orderIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(orderIds)];
  const [found] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.userId, userId)));
  if (Number(found?.n ?? 0) !== ids.length)
    throw new DomainError('not_found', { field: 'order_id' });
}

/**
 * `pay/payment`: pays the buyer's unpaid orders from the wallet in one transaction. The orders are
 * locked (another user's is `not_found`; one that is not unpaid is `order_action_not_allowed`),
 * their total moves from the buyer's balance to the platform's escrow through the ledger (a
 * guarded debit: `insufficient_balance` with `{ balance, amount, action: 'recharge' }`), every
 * order goes 1 -> 2 with its payment row, and each shop's owner is told. The payment password is
 * checked before this runs (`requirePayPassword`).
 */
export async function payOrders(
  db: Database,
  userId: number,
  request: PaymentRequest,
  now: number,
) {
  const ids = [...new Set(request.order_id)].sort((a, b) => a - b);
  return withTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
      .orderBy(orders.id)
      .for('update');
    if (rows.length !== ids.length) throw new DomainError('not_found', { field: 'order_id' });
    const states = rows.map((row) => stateAfter(row, 'pay'));
    const amount = toMoneyString(add(...rows.map((row) => row.total)));
    let balance: string;
    try {
      const { debit } = await transfer(tx, {
        from: { userId },
        to: { platform: 'escrow' },
        amount,
        type: 'pay',
        serviceIds: ids,
        memo: rows.map((row) => row.orderNo).join(','),
        now,
      });
      balance = debit.after;
    } catch (error) {
      if (isDomainError(error) && error.code === 'insufficient_balance') {
        throw new DomainError('insufficient_balance', {
          ...error.details,
          amount,
          action: 'recharge',
        });
      }
      throw error;
    }
    const payNo = newBusinessNo(now, 'P');
    for (const [index, row] of rows.entries()) {
      await tx
        .update(orders)
        .set({
          state: states[index],
          payAmount: row.total,
          paymenttime: now,
          updatetime: now,
        })
        .where(eq(orders.id, row.id));
      await tx.insert(payments).values({
        payNo,
        orderId: row.id,
        userId,
        type: request.type,
        amount: row.total,
        createtime: now,
      });
      await notifyUser(tx, await shopOwner(tx, row.shopId), 'paid', {
        orderId: row.id,
        values: { order_no: row.orderNo },
        now,
      });
    }
    return { pay_no: payNo, order_id: ids, money: amount, balance };
  });
}

/** `pay/getBalance`: balance, points, the most a withdrawal may ask, and the unpaid orders' total. */
export async function walletSummary(db: Database, config: Config, userId: number) {
  const [user] = await db
    .select({ money: users.money, score: users.score })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('not_found');
  const unpaid = await db
    .select({ total: orders.total })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.state, 1)));
  return {
    money: toMoneyString(user.money),
    score: user.score,
    withdrawable: maxWithdrawable(user.money, withdrawPolicy(config)),
    unpaid: toMoneyString(add(...unpaid.map((row) => row.total))),
  };
}

type MoneyLogRow = typeof moneyLog.$inferSelect;

function billItem(row: MoneyLogRow) {
  return {
    id: row.id,
    money: toMoneyString(row.money),
    before: toMoneyString(row.before),
    after: toMoneyString(row.after),
    type: row.type,
    service_ids: row.serviceIds,
    memo: row.memo,
    createtime: row.createtime,
  };
}

/** `pay/moneyLog`: the caller's bill, newest first, of one type or all. */
export async function listMoneyLog(
  db: Database,
  userId: number,
  query: { readonly type?: 'all' | MoneyLogType; readonly page?: number; readonly limit?: number },
) {
  const window = pageWindow(query);
  const where =
    query.type && query.type !== 'all'
      ? and(eq(moneyLog.userId, userId), eq(moneyLog.type, query.type))
      : eq(moneyLog.userId, userId);
  const [counted] = await db.select({ total: count() }).from(moneyLog).where(where);
  const rows = await db
    .select()
    .from(moneyLog)
    .where(where)
    .orderBy(desc(moneyLog.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(window, Number(counted?.total ?? 0), rows.map(billItem));
}

/** Money-log types whose `service_ids` are orders. */
const ORDER_TYPES: readonly MoneyLogType[] = ['pay', 'income', 'wholesale', 'refund'];

/** `pay/details`: one of the caller's bill records (another's is `not_found`), with its orders. */
export async function billDetails(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(moneyLog)
    .where(and(eq(moneyLog.id, id), eq(moneyLog.userId, userId)));
  if (!row) throw new DomainError('not_found');
  const orderIds = ORDER_TYPES.includes(row.type)
    ? row.serviceIds
        .split(',')
        .filter((value) => /^\d+$/.test(value))
        .map(Number)
    : [];
  const related =
    orderIds.length === 0
      ? []
      : await db
          .select({
            id: orders.id,
            order_no: orders.orderNo,
            state: orders.state,
            total: orders.total,
            createtime: orders.createtime,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds))
          .orderBy(orders.id);
  return {
    ...billItem(row),
    orders: related.map((order) => ({ ...order, total: toMoneyString(order.total) })),
  };
}
