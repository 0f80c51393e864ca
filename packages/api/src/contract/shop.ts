import Type, { type Static } from 'typebox';
import {
  CategoryTree,
  GoodsCard,
  GoodsOrder,
  ShopCard,
  ShopDetail,
  SortDirection,
} from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, Paged, PageQuery, Timestamp } from './schemas.js';

/**
 * GET: a shop page: counts (fans, goods on sale, paid orders, goods favourites), `is_follow` for a
 * logged-in caller and the bound couple-shop partner. Counts a page view. A hidden shop is
 * `not_found`.
 */
export const detail = defineEndpoint({
  name: 'shop.detail',
  method: 'GET',
  path: '/wanlshop/shop/detail',
  auth: 'optional',
  query: Type.Object({ id: Id }),
  response: ShopDetail,
});

/**
 * GET: a shop's goods on sale, optionally in one of its own categories (`category_id`, a
 * top-level one includes its children), sorted like the search (`order`, `sort`).
 */
export const goods = defineEndpoint({
  name: 'shop.goods',
  method: 'GET',
  path: '/wanlshop/shop/goods',
  auth: 'public',
  query: Type.Object({
    ...PageQuery,
    shop_id: Id,
    category_id: Type.Optional(Id),
    /** @default 'all' */
    order: Type.Optional(GoodsOrder),
    /** @default 'desc' */
    sort: Type.Optional(SortDirection),
  }),
  response: Paged(GoodsCard),
});

/** GET: a shop's own categories (storefront tabs), two levels. */
export const categorys = defineEndpoint({
  name: 'shop.categorys',
  method: 'GET',
  path: '/wanlshop/shop/categorys',
  auth: 'public',
  query: Type.Object({ shop_id: Id }),
  response: CategoryTree,
});

/** POST: follows the shop `id`, or unfollows it when already followed. */
export const follow = defineEndpoint({
  name: 'shop.follow',
  method: 'POST',
  path: '/wanlshop/shop/follow',
  auth: 'user',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: Type.Object({
    /** True when the caller follows the shop after this call. */
    is_follow: Type.Boolean(),
    /** The shop's followers after this call. */
    fans: Type.Integer({ minimum: 0 }),
  }),
});

/** A followed shop, with when it was followed. */
export const FollowedShop = Type.Object({ ...ShopCard.properties, followtime: Timestamp });
/** The FollowedShop type. */
export type FollowedShop = Static<typeof FollowedShop>;

/** GET: the shops the caller follows, most recently followed first. */
export const followList = defineEndpoint({
  name: 'shop.followList',
  method: 'GET',
  path: '/wanlshop/shop/followList',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Paged(FollowedShop),
});

/** The shop endpoints (storefront and follows), by action: `bindEndpoints(client, shop)`. */
export const shop = { detail, goods, categorys, follow, followList } as const;
