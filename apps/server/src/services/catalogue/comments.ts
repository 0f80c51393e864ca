import type { CommentItem, MyCommentItem, PagedOf } from '@bazaar/api/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { pageWindow } from '../../lib/paging.js';
import { commentJson, scoreInTab } from './goods-detail.js';
import { pageOfRows } from './paged-query.js';

/** A review tab (`state=` of goods/comments and user/comment). */
export type CommentTabValue = 'all' | 'good' | 'pertinent' | 'poor';

interface CommentListQuery {
  readonly page?: number;
  readonly limit?: number;
  readonly state?: CommentTabValue;
}

/** A page of reviews matching `where` (on `c`, with `u` its author and `g` its goods), newest first, each built by `json`. */
export async function commentPage<T>(
  db: Database,
  where: SQL,
  json: SQL,
  query: CommentListQuery,
): Promise<PagedOf<T>> {
  const window = pageWindow(query);
  const tab = query.state ?? 'all';
  const condition = tab === 'all' ? where : sql`${where} and ${scoreInTab(tab)}`;
  const from = sql`from comments c join users u on u.id = c.user_id join goods g on g.id = c.goods_id
    where ${condition}`;
  const rows = await queryRows<{ comment: T; total: number }>(
    db,
    sql`select ${json} as comment, count(*) over ()::int as total ${from}
        order by c.createtime desc, c.id desc limit ${window.limit} offset ${window.offset}`,
  );
  const page = await pageOfRows(window, rows, async () => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
    return row?.n ?? 0;
  });
  return { ...page, data: page.data.map((row) => row.comment) };
}

/** goods/comments: a goods' reviews by tab, newest first. */
export function goodsComments(
  db: Database,
  goodsId: number,
  query: CommentListQuery,
): Promise<PagedOf<CommentItem>> {
  return commentPage(db, sql`c.goods_id = ${goodsId}`, commentJson, query);
}

/** user/comment: the reviews `userId` wrote, by tab, newest first, with their goods. */
export function userComments(
  db: Database,
  userId: number,
  query: CommentListQuery,
): Promise<PagedOf<MyCommentItem>> {
  const json = sql`(${commentJson}::jsonb || jsonb_build_object('goods',
    jsonb_build_object('id', g.id, 'title', g.title, 'image', g.image)))`;
  return commentPage(db, sql`c.user_id = ${userId}`, json, query);
}
