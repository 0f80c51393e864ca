import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { goods, shops } from './catalogue.js';
import { unixTimeColumn } from './columns.js';
import { users } from './users.js';

/** Favourite goods of a user (product/follow toggles a row). */
export const goodsFavourites = pgTable(
  'goods_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodsId] }),
    index('goods_favourites_goods_idx').on(t.goodsId),
  ],
);

/** Shops a user follows (fans of a shop). */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    index('shop_follows_shop_idx').on(t.shopId),
  ],
);

/** Goods a user looked at: one row per goods, moved to the top on each visit. */
export const footprints = pgTable(
  'footprints',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodsId] }),
    index('footprints_user_time_idx').on(t.userId, t.updatetime),
  ],
);
