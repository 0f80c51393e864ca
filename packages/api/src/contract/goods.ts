import Type from 'typebox';
import { CommentItem, CommentTab, GoodsDetail } from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, Paged, PageQuery } from './schemas.js';

/**
 * GET: a goods page: SKUs with price and stock, specs, the shop, review counts and the latest
 * reviews, and `is_follow` for a logged-in caller. Counts a page view, and a footprint for a
 * logged-in caller. A goods that is not on sale is `not_found`.
 */
export const detail = defineEndpoint({
  name: 'goods.detail',
  method: 'GET',
  path: '/wanlshop/goods/detail',
  auth: 'optional',
  query: Type.Object({ id: Id }),
  response: GoodsDetail,
});

/** GET: a goods' reviews, newest first, by tab (`state`, default `all`). */
export const comments = defineEndpoint({
  name: 'goods.comments',
  method: 'GET',
  path: '/wanlshop/goods/comments',
  auth: 'public',
  query: Type.Object({
    ...PageQuery,
    goods_id: Id,
    state: Type.Optional(CommentTab),
  }),
  response: Paged(CommentItem),
});

/** The goods endpoints, by action: `bindEndpoints(client, goods)`. */
export const goods = { detail, comments } as const;
