import type {
  BodyOf,
  ComplaintItem,
  FeedbackItem,
  PagedOf,
  complaint,
  feedback as feedbackApi,
} from '@bazaar/api/contract';
import {
  assertValid,
  DomainError,
  feedbackHandling,
  validateFeedback,
  validateReport,
  type FeedbackType,
} from '@bazaar/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { complaints, feedback, goods, shops, users } from '../../db/schema/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';

interface PageQuery {
  readonly page?: number;
  readonly limit?: number;
}

type StoredFeedbackType = (typeof feedback.$inferSelect)['type'];

/** The wire feedback types (the domain's) and the values the table stores. */
const STORED_FEEDBACK_TYPE: Record<FeedbackType, StoredFeedbackType> = {
  abnormal_function: 'abnormal',
  experience_problem: 'experience',
  function_suggestion: 'suggestion',
  other: 'other',
};
/** The wire feedback type of a stored one (the operator's lists read it too). */
export const WIRE_FEEDBACK_TYPE = Object.fromEntries(
  Object.entries(STORED_FEEDBACK_TYPE).map(([wire, stored]) => [stored, wire]),
) as Record<StoredFeedbackType, FeedbackType>;

/** The handling status against the 72-hour promise (domain `feedbackHandling`). */
function handlingStatus(createtime: number, handletime: number | null, now: number) {
  return feedbackHandling(
    createtime * 1000,
    now * 1000,
    handletime === null ? null : handletime * 1000,
  ).status;
}

/**
 * Files the caller's feedback: the domain rule (one of the four types, some text), images that are
 * the caller's uploads. Answers its id.
 */
export async function addFeedback(
  db: Database,
  userId: number,
  form: BodyOf<typeof feedbackApi.add>,
  now: number,
): Promise<{ id: number }> {
  assertValid(validateFeedback(form));
  const images = await assertOwnUploads(db, userId, form.images ?? [], 'images');
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      type: STORED_FEEDBACK_TYPE[form.type as FeedbackType],
      content: form.content.trim(),
      images: [...images],
      contact: (form.contact ?? '').trim(),
      createtime: now,
    })
    .returning({ id: feedback.id });
  return { id: row!.id };
}

/** The caller's feedback, newest first, with its handling status at `now`. */
export async function listFeedback(
  db: Database,
  userId: number,
  query: PageQuery,
  now: number,
): Promise<PagedOf<FeedbackItem>> {
  const window = pageWindow(query);
  const where = eq(feedback.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createtime), desc(feedback.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => ({
      id: row.id,
      type: WIRE_FEEDBACK_TYPE[row.type],
      content: row.content,
      images: row.images,
      contact: row.contact,
      status: handlingStatus(row.createtime, row.handletime, now),
      reply: row.reply,
      handletime: row.handletime,
      createtime: row.createtime,
    })),
  );
}

/** A report form. */
export type ReportForm = BodyOf<typeof complaint.add>;

/**
 * Who owns a report's target: the user itself, the owner of a goods' shop, the owner of a shop.
 * Undefined when the target does not exist.
 */
async function targetOwner(
  db: Database,
  type: ReportForm['type'],
  id: number,
): Promise<number | undefined> {
  switch (type) {
    case 'user': {
      const [row] = await db.select({ owner: users.id }).from(users).where(eq(users.id, id));
      return row?.owner;
    }
    case 'goods': {
      const [row] = await db
        .select({ owner: shops.userId })
        .from(goods)
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(eq(goods.id, id));
      return row?.owner;
    }
    case 'shop': {
      const [row] = await db.select({ owner: shops.userId }).from(shops).where(eq(shops.id, id));
      return row?.owner;
    }
    default:
      return type satisfies never;
  }
}

/**
 * Files the caller's report about a user, goods or shop: a reason (domain rule), a target that
 * exists (`report_target_not_found`) and is not the caller, nor the caller's shop or goods
 * (`report_self`), images that are the caller's uploads. Answers its id.
 */
export async function addComplaint(
  db: Database,
  userId: number,
  form: ReportForm,
  now: number,
): Promise<{ id: number }> {
  assertValid(validateReport({ type: form.type, reason: form.reason }));
  const owner = await targetOwner(db, form.type, form.target_id);
  if (owner === undefined) throw new DomainError('report_target_not_found', { field: 'target_id' });
  if (owner === userId) throw new DomainError('report_self', { field: 'target_id' });
  const images = await assertOwnUploads(db, userId, form.images ?? [], 'images');
  const [row] = await db
    .insert(complaints)
    .values({
      userId,
      type: form.type,
      targetId: form.target_id,
      reason: form.reason.trim(),
      content: (form.content ?? '').trim(),
      images: [...images],
      createtime: now,
    })
    .returning({ id: complaints.id });
  return { id: row!.id };
}

/**
 * A report's target name (the user's nickname, the goods title or the shop name; '' when it is
 * gone), as a column of a query on `complaints`.
 */
export const complaintTargetName = sql<string>`coalesce(case ${complaints.type}
    when 'user' then (select u.nickname from users u where u.id = complaints.target_id)
    when 'goods' then (select g.title from goods g where g.id = complaints.target_id)
    when 'shop' then (select s.shopname from shops s where s.id = complaints.target_id)
  end, '')`;

/** The caller's reports, newest first, with the target's name and the handling status at `now`. */
export async function listComplaints(
  db: Database,
  userId: number,
  query: PageQuery,
  now: number,
): Promise<PagedOf<ComplaintItem>> {
  const window = pageWindow(query);
  const where = eq(complaints.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: complaints.id,
        type: complaints.type,
        target_id: complaints.targetId,
        target_name: complaintTargetName,
        reason: complaints.reason,
        content: complaints.content,
        images: complaints.images,
        reply: complaints.reply,
        handletime: complaints.handletime,
        createtime: complaints.createtime,
      })
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.createtime), desc(complaints.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => ({ ...row, status: handlingStatus(row.createtime, row.handletime, now) })),
  );
}
