import type { BodyOf, MerchantComment, PagedOf, QueryOf, merchant } from '@bazaar/api/contract';
import { DomainError, assertValid, validateReply } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { withTransaction } from '../../db/transaction.js';
import { commentPage } from '../catalogue/comments.js';
import { commentJson } from '../catalogue/goods-detail.js';

/** A review as the shop sees it: the goods page's form, its goods and its order. */
const merchantCommentJson = sql`(${commentJson}::jsonb || jsonb_build_object(
  'goods', jsonb_build_object('id', g.id, 'title', g.title, 'image', g.image),
  'order_id', c.order_id))`;

/** `merchant/comments`: reviews of the shop's goods by tab, newest first. */
export function listShopComments(
  db: Database,
  shopId: number,
  query: QueryOf<typeof merchant.comments>,
): Promise<PagedOf<MerchantComment>> {
  return commentPage(db, sql`c.shop_id = ${shopId}`, merchantCommentJson, query);
}

/** `merchant/commentInfo`: one review of the shop's goods; another shop's is `not_found`. */
export async function shopCommentInfo(
  db: Database,
  shopId: number,
  id: number,
): Promise<MerchantComment> {
  const [row] = await queryRows<{ comment: MerchantComment }>(
    db,
    sql`select ${merchantCommentJson} as comment
        from comments c join users u on u.id = c.user_id join goods g on g.id = c.goods_id
        where c.id = ${id} and c.shop_id = ${shopId}`,
  );
  if (!row) throw new DomainError('not_found');
  return row.comment;
}

/**
 * `merchant/reply`: the shop's reply to a review of its goods (a new reply replaces the old one).
 * An empty reply is `reply_required` (the domain's `validateReply`); another shop's review is
 * `not_found`.
 */
export async function replyToComment(
  db: Database,
  shopId: number,
  body: BodyOf<typeof merchant.reply>,
  now: number,
): Promise<MerchantComment> {
  assertValid(validateReply(body.content));
  return withTransaction(db, async (tx) => {
    const [row] = await queryRows<{ comment: MerchantComment }>(
      tx,
      sql`with replied as (
          update comments set reply = ${body.content.trim()}, replytime = ${now}
          where id = ${body.id} and shop_id = ${shopId}
          returning *)
        select ${merchantCommentJson} as comment
        from replied c join users u on u.id = c.user_id join goods g on g.id = c.goods_id`,
    );
    if (!row) throw new DomainError('not_found');
    return row.comment;
  });
}
