import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  bigIdColumn,
  idColumn,
  moneyColumn,
  optionalMoneyColumn,
  unixTimeColumn,
} from './columns.js';
import { users } from './users.js';

/** One specification of a goods: a name and its values (`{ name: 'Colour', items: ['Red', 'Blue'] }`). */
export type SpecGroup = { name: string; items: string[] };

/**
 * An entity's texts in other languages than English (the base, in the entity's own columns):
 * `{ ja: { name: '家電' } }`. See the server README, "Content in several languages".
 */
export type Translations<F extends string> = Partial<Record<string, Partial<Record<F, string>>>>;

/** A goods' (or market goods') texts and specification in other languages than English. */
export type GoodsTranslationsColumn = Partial<
  Record<string, { title?: string; description?: string; content?: string; spec?: SpecGroup[] }>
>;

/** The `i18n` column of a table: translations per language, `{}` for none. */
function translationsColumn<T>() {
  return jsonb('i18n')
    .$type<T>()
    .notNull()
    .default({} as T);
}

/** Platform categories in two levels: `pid` 0 for a top level, else the parent's id. */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    /** The name in other languages. */
    i18n: translationsColumn<Translations<'name'>>(),
    image: text('image').notNull().default(''),
    weigh: integer('weigh').notNull().default(0),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('categories_pid_idx').on(t.pid, t.weigh),
    check('categories_status_known', sql`${t.status} in ('normal', 'hidden')`),
  ],
);

/** Shops: one per merchant user. `visitors` counts storefront and goods page views. */
export const shops = pgTable(
  'shops',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopname: text('shopname').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** Storefront banner image. */
    image: text('image').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    description: text('description').notNull().default(''),
    bio: text('bio').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Credit score out of 5, with two decimals. */
    score: numeric('score', { precision: 3, scale: 2 }).notNull().default('5.00'),
    visitors: integer('visitors').notNull().default(0),
    /** Shown among the home page's star merchants. */
    isStar: boolean('is_star').notNull().default(false),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    uniqueIndex('shops_user_key').on(t.userId),
    // Typo-tolerant search (pg_trgm, migration 0012): `ILIKE` and the word-similarity operators.
    index('shops_shopname_trgm_idx').using('gin', t.shopname.op('gin_trgm_ops')),
    check('shops_visitors_not_negative', sql`${t.visitors} >= 0`),
    check('shops_status_known', sql`${t.status} in ('normal', 'hidden')`),
  ],
);

/** A shop's own categories (storefront tabs), two levels like the platform's. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: idColumn(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    weigh: integer('weigh').notNull().default(0),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [index('shop_categories_shop_idx').on(t.shopId, t.pid)],
);

/** The platform's wholesale catalogue (the wholesale market) that merchants list into their shops. */
export const marketGoods = pgTable(
  'market_goods',
  {
    id: idColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    image: text('image').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    spec: jsonb('spec').$type<SpecGroup[]>().notNull().default([]),
    /** Title, description and spec in other languages; copied to a goods when a shop lists it. */
    i18n: translationsColumn<GoodsTranslationsColumn>(),
    /** Lowest wholesale price of its SKUs (for lists). */
    wholesalePrice: moneyColumn('wholesale_price'),
    /** Lowest suggested retail price of its SKUs (for lists). */
    retailPrice: moneyColumn('retail_price'),
    freight: moneyColumn('freight'),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    index('market_goods_category_idx').on(t.categoryId),
    check(
      'market_goods_prices_not_negative',
      sql`${t.wholesalePrice} >= 0 and ${t.retailPrice} >= 0`,
    ),
    check('market_goods_status_known', sql`${t.status} in ('normal', 'hidden')`),
  ],
);

/** SKUs of market goods: wholesale and suggested retail price per specification combination. */
export const marketGoodsSkus = pgTable(
  'market_goods_skus',
  {
    id: idColumn(),
    marketGoodsId: integer('market_goods_id')
      .notNull()
      .references(() => marketGoods.id, { onDelete: 'cascade' }),
    /** The specification values, comma-joined in spec order (`"Red,XL"`); '' without specs. */
    difference: text('difference').notNull().default(''),
    wholesalePrice: moneyColumn('wholesale_price'),
    retailPrice: moneyColumn('retail_price'),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    uniqueIndex('market_goods_skus_difference_key').on(t.marketGoodsId, t.difference),
    check('market_goods_skus_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'market_goods_skus_prices_not_negative',
      sql`${t.wholesalePrice} >= 0 and ${t.retailPrice} >= 0`,
    ),
  ],
);

/**
 * Goods of a shop. `status` normal (on sale) or hidden (in warehouse); `market_goods_id` when the
 * goods was listed from the wholesale market (its SKUs then carry the wholesale cost).
 */
export const goods = pgTable(
  'goods',
  {
    id: idColumn(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    shopCategoryId: integer('shop_category_id').references(() => shopCategories.id, {
      onDelete: 'set null',
    }),
    marketGoodsId: integer('market_goods_id').references(() => marketGoods.id),
    title: text('title').notNull(),
    image: text('image').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** Rich description (plain text paragraphs). */
    content: text('content').notNull().default(''),
    spec: jsonb('spec').$type<SpecGroup[]>().notNull().default([]),
    /** Title, descriptions and spec in other languages. */
    i18n: translationsColumn<GoodsTranslationsColumn>(),
    /** Lowest SKU price (kept in step with the SKUs by the services that change them). */
    price: moneyColumn('price'),
    /** The struck-through list price. */
    marketPrice: moneyColumn('market_price'),
    /** Express fee per order line. */
    freight: moneyColumn('freight'),
    views: integer('views').notNull().default(0),
    /** Shown in the home page's featured zone. */
    isCuration: boolean('is_curation').notNull().default(false),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    weigh: integer('weigh').notNull().default(0),
    /**
     * The low-stock threshold of the shop's own goods: a SKU at or below it is low (the "low stock"
     * tab), and the merchant gets a notice when an order or an edit takes it there. Null: no alert
     * (goods listed from the wholesale market).
     */
    stockAlert: integer('stock_alert'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    index('goods_shop_idx').on(t.shopId, t.status),
    index('goods_category_idx').on(t.categoryId, t.status),
    index('goods_createtime_idx').on(t.createtime),
    uniqueIndex('goods_shop_market_key')
      .on(t.shopId, t.marketGoodsId)
      .where(sql`${t.marketGoodsId} is not null`),
    check('goods_status_known', sql`${t.status} in ('normal', 'hidden')`),
    check(
      'goods_prices_not_negative',
      sql`${t.price} >= 0 and ${t.marketPrice} >= 0 and ${t.freight} >= 0`,
    ),
    check('goods_stock_alert_not_negative', sql`${t.stockAlert} is null or ${t.stockAlert} >= 0`),
  ],
);

/**
 * What keyword search matches: one row per goods and language it has a title in (`en`, the base
 * title, and each translated title), written by the database itself (the trigger
 * `goods_search_sync` on every insert and on every change of a goods' title or translations,
 * migration 0015), never by the services. Short rows, so an index hit is cheap to check.
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /**
     * The title's distinct characters and character pairs, in lower case (`search_grams`, a SQL
     * function of migration 0015): what finds words shorter than a trigram ("tv", "耳机").
     */
    grams: text('grams').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.language] }),
    // Typo-tolerant search (pg_trgm): `ILIKE` and the word-similarity operator `%>`. Without GIN's
    // pending list (`fastupdate`): titles change rarely, and every search would scan that list.
    index('goods_search_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Words of one or two characters: `grams @> search_grams(word)`.
    index('goods_search_grams_idx').using('gin', t.grams).with({ fastupdate: false }),
  ],
);

/** SKUs: price and stock per specification combination; wholesale and retail for market goods. */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: idColumn(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    marketSkuId: integer('market_sku_id').references(() => marketGoodsSkus.id),
    /** The specification values, comma-joined in spec order (`"Red,XL"`); '' without specs. */
    difference: text('difference').notNull().default(''),
    /** The SKU's own picture (`/uploads/...`, the chosen colour); '' shows the goods' picture. */
    image: text('image').notNull().default(''),
    price: moneyColumn('price'),
    marketPrice: moneyColumn('market_price'),
    /** What the merchant pays the platform per unit at shipping (market goods only). */
    wholesalePrice: optionalMoneyColumn('wholesale_price'),
    /** The platform's suggested retail price (market goods only). */
    retailPrice: optionalMoneyColumn('retail_price'),
    stock: integer('stock').notNull().default(0),
    /** The merchant's own code for the SKU (an article number), '' for none. */
    code: text('code').notNull().default(''),
    /**
     * A SKU whose combination left the goods' specs after it was ordered: kept for its orders,
     * hidden from shoppers and not orderable. Comes back if the combination does.
     */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('goods_skus_difference_key').on(t.goodsId, t.difference),
    check('goods_skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('goods_skus_price_not_negative', sql`${t.price} >= 0 and ${t.marketPrice} >= 0`),
    check(
      'goods_skus_wholesale_not_negative',
      sql`${t.wholesalePrice} is null or ${t.wholesalePrice} >= 0`,
    ),
  ],
);

/** Home and other banners. */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    /** Where it shows: `home` (the carousel), `other` (secondary), `category`. */
    position: text('position', { enum: ['home', 'other', 'category'] })
      .notNull()
      .default('home'),
    title: text('title').notNull().default(''),
    /** The title in other languages. */
    i18n: translationsColumn<Translations<'title'>>(),
    image: text('image').notNull(),
    /** An app path the banner opens (`/goods/12`), '' for none. */
    url: text('url').notNull().default(''),
    weigh: integer('weigh').notNull().default(0),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('banners_position_idx').on(t.position, t.weigh),
    check('banners_position_known', sql`${t.position} in ('home', 'other', 'category')`),
    check('banners_status_known', sql`${t.status} in ('normal', 'hidden')`),
  ],
);

/**
 * The currency shown per interface language: `displayed = stored / rate` (English: `$`, rate 1).
 * A rate has 10 decimals, since a strong currency's rate is a small fraction.
 */
export const currencies = pgTable(
  'currencies',
  {
    id: idColumn(),
    language: text('language').notNull(),
    /** ISO 4217 code, for display only. */
    code: text('code').notNull(),
    symbol: text('symbol').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    weigh: integer('weigh').notNull().default(0),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    uniqueIndex('currencies_language_key').on(t.language),
    check('currencies_rate_positive', sql`${t.rate} > 0`),
  ],
);

/** Storefront and goods page views, the source of a shop's visitor statistics. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigIdColumn(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who viewed: the user id, or a hash of the visitor's IP and agent. */
    visitor: text('visitor').notNull(),
    /** Days since 1970-01-01, for counting distinct visitors per day. */
    day: integer('day').notNull(),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [index('page_views_shop_day_idx').on(t.shopId, t.day)],
);

/**
 * What people searched: one row per normalised keyword (lower case, single spaces) with how many
 * searches found something; the source of the popular searches. Nothing about who searched.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword: text('keyword').primaryKey(),
    count: integer('count').notNull().default(0),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    index('search_keywords_count_idx').on(t.count),
    check('search_keywords_count_not_negative', sql`${t.count} >= 0`),
  ],
);

/**
 * Couple-shop partnerships: `state` inviting, rejected, agreed, cancelled, revoked or dissolved.
 * A shop has at most one `agreed` partnership: each bound shop has a row in `couple_bindings`.
 */
export const couples = pgTable(
  'couples',
  {
    id: idColumn(),
    inviterShopId: integer('inviter_shop_id')
      .notNull()
      .references(() => shops.id),
    inviteeShopId: integer('invitee_shop_id')
      .notNull()
      .references(() => shops.id),
    state: text('state', {
      enum: ['inviting', 'rejected', 'agreed', 'cancelled', 'revoked', 'dissolved'],
    })
      .notNull()
      .default('inviting'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    index('couples_inviter_idx').on(t.inviterShopId, t.state),
    index('couples_invitee_idx').on(t.inviteeShopId, t.state),
    check('couples_not_self', sql`${t.inviterShopId} <> ${t.inviteeShopId}`),
    // One pending invitation between two shops, whichever of them sent it.
    uniqueIndex('couples_one_pending_pair')
      .on(
        sql`least(${t.inviterShopId}, ${t.inviteeShopId})`,
        sql`greatest(${t.inviterShopId}, ${t.inviteeShopId})`,
      )
      .where(sql`${t.state} = 'inviting'`),
    check(
      'couples_state_known',
      sql`${t.state} in ('inviting', 'rejected', 'agreed', 'cancelled', 'revoked', 'dissolved')`,
    ),
  ],
);

/**
 * The shops of `agreed` partnerships, one row per shop: the primary key makes "a shop has at most
 * one partner at a time" a rule of the database. Written when an invitation is accepted, removed
 * when the partnership is dissolved or revoked, in the same transaction as the state change.
 */
export const coupleBindings = pgTable('couple_bindings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  coupleId: integer('couple_id')
    .notNull()
    .references(() => couples.id, { onDelete: 'cascade' }),
  createtime: unixTimeColumn('createtime').notNull(),
});

/**
 * Vouchers: a shop's (`shop_id`, borne by the shop) or the platform's (`shop_id` null, borne by
 * the platform's `promotion` account). `total` copies may be claimed (`received` so far, one per
 * buyer), `used` counts the copies on orders; `status` hidden stops claiming (copies claimed stay
 * usable). A user's copies live in `user_coupons`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Amount off. */
    amount: moneyColumn('amount'),
    /** Minimum goods total for the voucher to apply. */
    threshold: moneyColumn('threshold'),
    starttime: unixTimeColumn('starttime').notNull(),
    endtime: unixTimeColumn('endtime').notNull(),
    total: integer('total').notNull().default(0),
    received: integer('received').notNull().default(0),
    used: integer('used').notNull().default(0),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime'),
  },
  (t) => [
    check('coupons_amount_positive', sql`${t.amount} > 0 and ${t.threshold} >= 0`),
    check('coupons_claims_within_total', sql`${t.received} >= 0 and ${t.received} <= ${t.total}`),
    check('coupons_used_within_received', sql`${t.used} >= 0 and ${t.used} <= ${t.received}`),
    check('coupons_status_known', sql`${t.status} in ('normal', 'hidden')`),
    index('coupons_shop_idx').on(t.shopId, t.endtime),
  ],
);

/** A user's vouchers: `state` 0 unused, 1 used, 2 expired. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: idColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull().default(0),
    orderId: integer('order_id'),
    usetime: unixTimeColumn('usetime'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.state),
    uniqueIndex('user_coupons_one_per_user').on(t.couponId, t.userId),
    index('user_coupons_order_idx').on(t.orderId),
    check('user_coupons_state_known', sql`${t.state} in (0, 1, 2)`),
  ],
);
