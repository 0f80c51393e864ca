import type { NoticeItem, PagedOf } from '@bazaar/api/contract';
import { DomainError } from '@bazaar/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { unreadNotices } from '../catalogue/app-info.js';

/** The caller's notices, newest first, with the unread count. */
export async function listNotices(
  db: Database,
  userId: number,
  query: { readonly page?: number; readonly limit?: number },
): Promise<PagedOf<NoticeItem> & { unread: number }> {
  const window = pageWindow(query);
  const where = eq(notices.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: notices.id,
        type: notices.type,
        title: notices.title,
        content: notices.content,
        related_id: notices.relatedId,
        is_read: notices.isRead,
        createtime: notices.createtime,
      })
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createtime), desc(notices.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(notices).where(where),
    unreadNotices(db, userId),
  ]);
  return { ...pagedAnswer(window, total?.n ?? 0, rows), unread };
}

/**
 * Marks one of the caller's notices read (`not_found` for an id of another user), or all of them
 * without an id. Answers the unread count left.
 */
export async function readNotices(
  db: Database,
  userId: number,
  id: number | undefined,
): Promise<{ unread: number }> {
  if (id === undefined) {
    await db.update(notices).set({ isRead: true }).where(eq(notices.userId, userId));
  } else {
    const updated = await db
      .update(notices)
      .set({ isRead: true })
      .where(and(eq(notices.id, id), eq(notices.userId, userId)))
      .returning({ id: notices.id });
    if (updated.length === 0) throw new DomainError('not_found');
  }
  return { unread: await unreadNotices(db, userId) };
}
