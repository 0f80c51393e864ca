import type { ChatMessageBody, ChatMessageInput } from '@bazaar/api/contract';
import { assertValid, DomainError, validateChatText } from '@bazaar/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goods, orderGoods, orders, shops } from '../../db/schema/index.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';

/**
 * What a message stores and delivers, from what the sender wrote: a text as typed (checked by the
 * domain's `validateChatText`, never escaped: clients show it as text), a picture or recording
 * that is the sender's own upload of that kind, or a goods or order with what it showed when sent.
 * A goods must be one the sender can see (on sale in an open shop, or of the sender's own shop);
 * an order one of the sender's (as buyer or as its shop's owner). Refused with `not_found`
 * otherwise, `bad_request` for an upload that is not the sender's.
 */
export async function resolveMessage(
  db: Database,
  senderId: number,
  input: ChatMessageInput,
): Promise<ChatMessageBody> {
  switch (input.type) {
    case 'text':
      assertValid(validateChatText(input.content.text, 'message.content.text'));
      return { type: 'text', content: { text: input.content.text } };
    case 'img':
      await assertOwnUploads(db, senderId, [input.content.url], 'message.content.url');
      return { type: 'img', content: { url: input.content.url } };
    case 'voice':
      await assertOwnUploads(db, senderId, [input.content.url], 'message.content.url', 'voice');
      return {
        type: 'voice',
        content: { url: input.content.url, duration: input.content.duration },
      };
    case 'goods':
      return { type: 'goods', content: await goodsContent(db, senderId, input.content.goods_id) };
    case 'order':
      return { type: 'order', content: await orderContent(db, senderId, input.content.order_id) };
    default:
      return input satisfies never;
  }
}

async function goodsContent(db: Database, senderId: number, goodsId: number) {
  const [row] = await db
    .select({ goods_id: goods.id, title: goods.title, image: goods.image, price: goods.price })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(
      and(
        eq(goods.id, goodsId),
        or(and(eq(goods.status, 'normal'), eq(shops.status, 'normal')), eq(shops.userId, senderId)),
      ),
    );
  if (!row) throw new DomainError('not_found');
  return row;
}

async function orderContent(db: Database, senderId: number, orderId: number) {
  const [row] = await db
    .select({
      order_id: orders.id,
      order_no: orders.orderNo,
      total: orders.total,
      state: orders.state,
      count:
        sql<number>`(select coalesce(sum(og.number), 0) from order_goods og where og.order_id = ${orders.id})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(
      and(eq(orders.id, orderId), or(eq(orders.userId, senderId), eq(shops.userId, senderId))),
    );
  if (!row) throw new DomainError('not_found');
  const [first] = await db
    .select({ title: orderGoods.title, image: orderGoods.image })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(asc(orderGoods.id))
    .limit(1);
  return { ...row, title: first?.title ?? '', image: first?.image ?? '' };
}
