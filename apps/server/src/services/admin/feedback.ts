import type { BodyOf, PagedOf, QueryOf, ResponseOf, admin } from '@bazaar/api/contract';
import {
  DomainError,
  FEEDBACK_HANDLING_HOURS,
  assertValid,
  feedbackHandling,
  validateReply,
} from '@bazaar/domain';
import { and, asc, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { complaints, feedback, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { WIRE_FEEDBACK_TYPE, complaintTargetName } from '../account/feedback.js';

type AdminFeedback = ResponseOf<typeof admin.handleFeedback>;
type AdminComplaint = ResponseOf<typeof admin.handleComplaint>;
type HandlingTab = NonNullable<QueryOf<typeof admin.feedback>['status']>;
type Handled = typeof feedback | typeof complaints;

/**
 * The condition of a handling tab on `feedback` or `complaints` at `now`: overdue is pending since
 * the 72nd hour (the domain's `feedbackHandling`).
 */
function tabCondition(table: Handled, tab: HandlingTab, now: number): SQL | undefined {
  const due = now - FEEDBACK_HANDLING_HOURS * 3600;
  switch (tab) {
    case 'open':
      return eq(table.status, 'pending');
    case 'pending':
      return and(eq(table.status, 'pending'), gt(table.createtime, due));
    case 'overdue':
      return and(eq(table.status, 'pending'), lte(table.createtime, due));
    case 'handled':
      return eq(table.status, 'handled');
    case 'all':
      return undefined;
    default:
      return tab satisfies never;
  }
}

/** Open tabs are the operator's queue (the longest waiting first); the others newest first. */
function tabOrder(table: Handled, tab: HandlingTab): SQL[] {
  return tab === 'handled' || tab === 'all'
    ? [desc(table.createtime), desc(table.id)]
    : [asc(table.createtime), asc(table.id)];
}

/** A record with its handling figures at `now` (the domain's 72-hour promise). */
function withHandling<T extends { createtime: number; handletime: number | null }>(
  row: T,
  now: number,
) {
  const status = feedbackHandling(
    row.createtime * 1000,
    now * 1000,
    row.handletime === null ? null : row.handletime * 1000,
  );
  return {
    ...row,
    status: status.status,
    hours_waited: status.hoursWaited,
    hours_left: status.hoursLeft,
  };
}

const author = { id: users.id, username: users.username, nickname: users.nickname };

const feedbackFields = {
  id: feedback.id,
  user: author,
  type: feedback.type,
  content: feedback.content,
  images: feedback.images,
  contact: feedback.contact,
  reply: feedback.reply,
  handletime: feedback.handletime,
  createtime: feedback.createtime,
};

type FeedbackRow = Awaited<ReturnType<typeof selectFeedback>>[number];

/** The feedback rows matching `where` (with their authors). */
function selectFeedback(db: Database, where: SQL | undefined) {
  return db
    .select(feedbackFields)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where);
}

function feedbackView(row: FeedbackRow, now: number): AdminFeedback {
  return { ...withHandling(row, now), type: WIRE_FEEDBACK_TYPE[row.type] };
}

/** The report rows matching `where` (with their authors and targets). */
function selectComplaints(db: Database, where: SQL | undefined) {
  return db
    .select(complaintFields)
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(where);
}

/** `admin/feedback`: feedback by handling tab, with its author and how long it has waited. */
export async function listFeedbackForAdmin(
  db: Database,
  query: QueryOf<typeof admin.feedback>,
  now: number,
): Promise<PagedOf<AdminFeedback>> {
  const window = pageWindow(query);
  const tab = query.status ?? 'open';
  const where = tabCondition(feedback, tab, now);
  const [rows, [total]] = await Promise.all([
    selectFeedback(db, where)
      .orderBy(...tabOrder(feedback, tab))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => feedbackView(row, now)),
  );
}

const complaintFields = {
  id: complaints.id,
  user: author,
  type: complaints.type,
  target_id: complaints.targetId,
  target_name: complaintTargetName,
  reason: complaints.reason,
  content: complaints.content,
  images: complaints.images,
  reply: complaints.reply,
  handletime: complaints.handletime,
  createtime: complaints.createtime,
};

/** `admin/complaints`: reports by handling tab, with author, target and how long they waited. */
export async function listComplaintsForAdmin(
  db: Database,
  query: QueryOf<typeof admin.complaints>,
  now: number,
): Promise<PagedOf<AdminComplaint>> {
  const window = pageWindow(query);
  const tab = query.status ?? 'open';
  const where = tabCondition(complaints, tab, now);
  const [rows, [total]] = await Promise.all([
    selectComplaints(db, where)
      .orderBy(...tabOrder(complaints, tab))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => withHandling(row, now)),
  );
}

/**
 * Marks a pending feedback or report handled with the platform's reply (the domain's
 * `validateReply`), once: `already_reviewed` after, `not_found` for an unknown id.
 */
async function handle(
  db: Database,
  table: Handled,
  body: BodyOf<typeof admin.handleFeedback>,
  now: number,
): Promise<void> {
  assertValid(validateReply(body.reply));
  await withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, body.id))
      .for('update');
    if (!row) throw new DomainError('not_found');
    if (row.status === 'handled') throw new DomainError('already_reviewed');
    await tx
      .update(table)
      .set({ status: 'handled', reply: body.reply.trim(), handletime: now })
      .where(eq(table.id, body.id));
  });
}

/** `admin/feedback/handle`: answers a feedback, which its author then sees handled. */
export async function handleFeedback(
  db: Database,
  body: BodyOf<typeof admin.handleFeedback>,
  now: number,
): Promise<AdminFeedback> {
  await handle(db, feedback, body, now);
  const [row] = await selectFeedback(db, eq(feedback.id, body.id));
  return feedbackView(row as FeedbackRow, now);
}

/** `admin/complaints/handle`: answers a report. */
export async function handleComplaint(
  db: Database,
  body: BodyOf<typeof admin.handleComplaint>,
  now: number,
): Promise<AdminComplaint> {
  await handle(db, complaints, body, now);
  const [row] = await selectComplaints(db, eq(complaints.id, body.id));
  return withHandling(row as NonNullable<typeof row>, now);
}
