import { calendarParts, dayNumber } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { appMeta, footprints, pageViews } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import type { TaskContext } from '../jobs/scheduler.js';
import { preparedQuery } from './prepared.js';

/** Days since 1970-01-01 of the calendar date of `now` (unix seconds) in the platform's zone. */
export function platformDay(now: number, timeZone: string): number {
  return dayNumber(calendarParts(now * 1000, timeZone));
}

/** Who viewed a page: the user, or a visitor known by a hash of their address and agent. */
export function visitorKey(
  userId: number | null,
  origin: { readonly ip: string; readonly userAgent: string },
): string {
  return userId !== null
    ? `u:${userId}`
    : `v:${sha256(`${origin.ip}\n${origin.userAgent}`).slice(0, 32)}`;
}

/** A storefront (`goodsId` null) or goods page view. */
export interface PageView {
  readonly shopId: number;
  readonly goodsId: number | null;
  readonly userId: number | null;
  readonly visitor: string;
  readonly day: number;
  readonly now: number;
}

/**
 * Records a page view, and for a logged-in user's goods view the footprint (one per goods, moved to
 * the top), with prepared statements. Counters are not touched here: a popular page would make
 * every view wait on one row lock. {@link rollupPageViews} adds the views to `goods.views` and
 * `shops.visitors` in batches.
 */
export async function recordPageView(db: Database, view: PageView): Promise<void> {
  const insertView = preparedQuery(db, 'page_view_insert', () =>
    db
      .insert(pageViews)
      .values({
        shopId: sql.placeholder('shopId'),
        goodsId: sql.placeholder('goodsId'),
        userId: sql.placeholder('userId'),
        visitor: sql.placeholder('visitor'),
        day: sql.placeholder('day'),
        createtime: sql.placeholder('now'),
      })
      .prepare('page_view_insert'),
  );
  await insertView.execute({ ...view });
  if (view.userId === null || view.goodsId === null) return;
  const upsertFootprint = preparedQuery(db, 'footprint_upsert', () =>
    db
      .insert(footprints)
      .values({
        userId: sql.placeholder('userId'),
        goodsId: sql.placeholder('goodsId'),
        updatetime: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [footprints.userId, footprints.goodsId],
        set: { updatetime: sql`excluded.updatetime` },
      })
      .prepare('footprint_upsert'),
  );
  await upsertFootprint.execute({ userId: view.userId, goodsId: view.goodsId, now: view.now });
}

/** How often {@link rollupPageViews} runs. */
export const PAGE_VIEW_ROLLUP_SECONDS = 60;

/**
 * Views this recent wait for the next rollup: ids are drawn before commit, so a view with a smaller
 * id may still be committing when a later one is already visible.
 */
const SETTLE_SECONDS = 5;

const ROLLUP_KEY = 'page_view_rollup_id';

/**
 * Adds the page views recorded since the last rollup to `goods.views` and `shops.visitors`, and
 * moves the watermark (the last counted view id, in `app_meta`), in one transaction under the
 * watermark's row lock, so each view is counted once whatever the number of processes.
 */
export async function rollupPageViews({ db, now }: Pick<TaskContext, 'db' | 'now'>): Promise<{
  readonly views: number;
}> {
  return withTransaction(db, async (tx) => {
    await tx
      .insert(appMeta)
      .values({ key: ROLLUP_KEY, value: '0', updatetime: now })
      .onConflictDoNothing();
    const [mark] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, ROLLUP_KEY))
      .for('update');
    const from = Number(mark?.value ?? 0);
    const [settled] = await queryRows<{ upto: number | null }>(
      tx,
      sql`select max(id) as upto from page_views
          where id > ${from} and createtime <= ${now - SETTLE_SECONDS}`,
    );
    if (settled?.upto === null || settled?.upto === undefined) return { views: 0 };
    const upto = Number(settled.upto);
    await tx.execute(sql`
      update goods set views = goods.views + counted.n
      from (select goods_id, count(*)::int as n from page_views
            where id > ${from} and id <= ${upto} and goods_id is not null group by goods_id) counted
      where goods.id = counted.goods_id`);
    await tx.execute(sql`
      update shops set visitors = shops.visitors + counted.n
      from (select shop_id, count(*)::int as n from page_views
            where id > ${from} and id <= ${upto} group by shop_id) counted
      where shops.id = counted.shop_id`);
    await tx
      .update(appMeta)
      .set({ value: String(upto), updatetime: now })
      .where(eq(appMeta.key, ROLLUP_KEY));
    const [counted] = await queryRows<{ views: number }>(
      tx,
      sql`select count(*)::int as views from page_views where id > ${from} and id <= ${upto}`,
    );
    return { views: Number(counted?.views ?? 0) };
  });
}
