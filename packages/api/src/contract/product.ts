import Type, { type Static } from 'typebox';
import { GoodsCard } from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, Paged, PageQuery, Timestamp } from './schemas.js';

/** A goods the caller kept (favourite or footprint); `status` hidden when no longer on sale. */
const KeptGoods = {
  ...GoodsCard.properties,
  status: Type.Enum(['normal', 'hidden']),
};

/** A favourite goods, with when it was added. */
export const FavouriteGoods = Type.Object({ ...KeptGoods, followtime: Timestamp });
/** The FavouriteGoods type. */
export type FavouriteGoods = Static<typeof FavouriteGoods>;

/** A goods looked at, with when it was last looked at. */
export const FootprintGoods = Type.Object({ ...KeptGoods, updatetime: Timestamp });
/** The FootprintGoods type. */
export type FootprintGoods = Static<typeof FootprintGoods>;

/** POST: adds the goods `id` (on sale) to the caller's favourites, or removes it when there. */
export const follow = defineEndpoint({
  name: 'product.follow',
  method: 'POST',
  path: '/wanlshop/product/follow',
  auth: 'user',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: Type.Object({
    /** True when the goods is a favourite after this call. */
    is_follow: Type.Boolean(),
  }),
});

/** GET: the caller's favourite goods, most recently added first. */
export const collect = defineEndpoint({
  name: 'product.collect',
  method: 'GET',
  path: '/wanlshop/product/collect',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Paged(FavouriteGoods),
});

/** GET: the goods the caller looked at, most recent first (goods/detail records them). */
export const footprint = defineEndpoint({
  name: 'product.footprint',
  method: 'GET',
  path: '/wanlshop/product/footprint',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Paged(FootprintGoods),
});

/** The goods favourites and footprints, by action: `bindEndpoints(client, product)`. */
export const product = { follow, collect, footprint } as const;
