import type { BodyOf, QueryOf, Recharge, adminFinance, wallet } from '@bazaar/api/contract';
import {
  assertValid,
  DomainError,
  toMoneyString,
  validateRecharge,
  validateReviewReason,
} from '@bazaar/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { recharges, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pageWindow, pagedAnswer } from '../../lib/paging.js';
import { changeBalance } from '../ledger/ledger.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';

type RechargeRow = typeof recharges.$inferSelect;

/** A top-up on the wire. */
export function toRecharge(row: RechargeRow): Recharge {
  return {
    id: row.id,
    money: toMoneyString(row.money),
    method: row.method,
    order_no: row.orderNo,
    image: row.image,
    status: row.status,
    memo: row.memo,
    createtime: row.createtime,
    reviewtime: row.reviewtime ?? null,
  };
}

/**
 * Files a top-up the user made by transfer (domain `validateRecharge`; the screenshot must be the
 * user's own upload). Nothing is credited: the request waits for an operator (`created`).
 */
export async function fileRecharge(
  db: Database,
  userId: number,
  input: BodyOf<typeof wallet.recharge>,
  now: number,
): Promise<Recharge> {
  const form = {
    money: input.money.trim(),
    method: input.method.trim(),
    order_no: input.order_no.trim(),
  };
  assertValid(validateRecharge(form));
  const image = (input.image ?? '').trim();
  await assertOwnUploads(db, userId, image ? [image] : [], 'image');
  const [row] = await db
    .insert(recharges)
    .values({
      userId,
      money: toMoneyString(form.money),
      method: form.method,
      orderNo: form.order_no,
      image,
      createtime: now,
    })
    .returning();
  return toRecharge(row as RechargeRow);
}

/** The user's top-ups, newest first, optionally of one status. */
export async function listRecharges(
  db: Database,
  userId: number,
  query: QueryOf<typeof wallet.rechargeLog>,
) {
  const window = pageWindow(query);
  const where = and(
    eq(recharges.userId, userId),
    query.status ? eq(recharges.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(recharges).where(where);
  const rows = await db
    .select()
    .from(recharges)
    .where(where)
    .orderBy(desc(recharges.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(window, total?.n ?? 0, rows.map(toRecharge));
}

/** Top-ups of one status (default `created`) with their users, for the operator. */
export async function listRechargesForReview(
  db: Database,
  query: QueryOf<typeof adminFinance.recharges>,
) {
  const window = pageWindow(query);
  const status = query.status ?? 'created';
  const where = eq(recharges.status, status);
  const [total] = await db.select({ n: count() }).from(recharges).where(where);
  const rows = await db
    .select({
      recharge: recharges,
      user: { id: users.id, username: users.username, nickname: users.nickname },
    })
    .from(recharges)
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(where)
    .orderBy(status === 'created' ? asc(recharges.id) : desc(recharges.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => ({ ...toRecharge(row.recharge), user: row.user })),
  );
}

/**
 * The operator credits a pending top-up (`approve`: the amount enters the system and the user's
 * balance, a `recharge` money-log row) or rejects it with a reason (required). Decided once: the
 * status moves from `created` in one guarded update, so two operators (or a repeat) cannot credit
 * twice; a decided request is refused with `already_reviewed`, an unknown one `not_found`.
 */
export async function reviewRecharge(
  db: Database,
  operatorId: number,
  input: BodyOf<typeof adminFinance.reviewRecharge>,
  now: number,
): Promise<Recharge> {
  // A rejection tells the user why (the same rule the operator's screen applies).
  if (!input.approve) assertValid(validateReviewReason(input.reason ?? ''));
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(recharges)
      .set({
        status: input.approve ? 'successed' : 'rejected',
        memo: input.approve ? '' : (input.reason ?? '').trim(),
        reviewerId: operatorId,
        reviewtime: now,
      })
      .where(and(eq(recharges.id, input.id), eq(recharges.status, 'created')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: recharges.id })
        .from(recharges)
        .where(eq(recharges.id, input.id));
      throw new DomainError(existing ? 'already_reviewed' : 'not_found', { field: 'id' });
    }
    if (input.approve) {
      await changeBalance(tx, {
        account: { userId: row.userId },
        amount: row.money,
        type: 'recharge',
        serviceIds: [row.id],
        memo: `Top-up ${row.orderNo} (${row.method})`,
        now,
      });
    }
    return toRecharge(row);
  });
}
