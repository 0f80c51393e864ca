import { GOODS_STATUSES, STATS_PERIODS } from '@bazaar/domain';
import Type, { type Static } from 'typebox';
import { CommentItem, CommentTab, Rating, SpecItem } from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, Int32, Money, PageQuery, Paged, Timestamp } from './schemas.js';
import { GoodsTranslations } from './translations.js';

/** A count (0 or more). */
const Count = Type.Integer({ minimum: 0 });
/** A goods status (domain `GOODS_STATUSES`): `normal` on sale, `hidden` in the warehouse. */
const GoodsStatus = Type.Enum(GOODS_STATUSES);
/** A money amount or null (prices that only goods listed from the wholesale market have). */
const OptionalMoney = Type.Union([Money, Type.Null()]);

/** One bar of the console's chart. */
export const StatsPoint = Type.Object({
  /** The clock hour (0-23, `today`), day of the month (`month`) or month (1-12, `year`). */
  label: Type.Integer({ minimum: 0, maximum: 31 }),
  /** When the bucket begins. */
  start: Timestamp,
  sales: Money,
  income: Money,
  orders: Count,
  visitors: Count,
});

/**
 * The console's figures for a period (the domain's `statsRange` on the platform calendar,
 * `TIME_ZONE`): `sales` what buyers paid for the shop's orders paid in the period, `orders` how
 * many, `income` what the shop was credited at receipt in it, `visitors` distinct visitors of the
 * storefront and goods pages per day, summed; `pending` orders waiting to ship now; `total_income`
 * everything ever credited at receipt.
 */
export const ConsoleStats = Type.Object({
  period: Type.Enum(STATS_PERIODS),
  /** The IANA zone whose calendar the period and buckets follow. */
  time_zone: Type.String(),
  start: Timestamp,
  end: Timestamp,
  sales: Money,
  income: Money,
  orders: Count,
  visitors: Count,
  pending: Count,
  total_income: Money,
  series: Type.Array(StatsPoint),
});
/** The ConsoleStats type. */
export type ConsoleStats = Static<typeof ConsoleStats>;

/** GET: the console's statistics for today, this month or this year (default today). */
export const consoleStats = defineEndpoint({
  name: 'merchant.console',
  method: 'GET',
  path: '/wanlshop/merchant/console',
  auth: 'merchant',
  query: Type.Object({ period: Type.Optional(Type.Enum(STATS_PERIODS, { default: 'today' })) }),
  response: ConsoleStats,
});

/** The caller's shop and its counts (shop settings). */
export const MerchantShop = Type.Object({
  id: Id,
  shopname: Type.String(),
  keywords: Type.String(),
  description: Type.String(),
  /** The logo URL. */
  avatar: Type.String(),
  /** The storefront banner URL. */
  image: Type.String(),
  bio: Type.String(),
  city: Type.String(),
  score: Rating,
  /** `hidden` when the platform took the shop off the storefronts. */
  status: GoodsStatus,
  /** Storefront and goods page views. */
  visitors: Count,
  fans: Count,
  /** Goods on sale. */
  goods_count: Count,
  /** Paid orders, all time. */
  orders_count: Count,
  createtime: Timestamp,
});
/** The MerchantShop type. */
export type MerchantShop = Static<typeof MerchantShop>;

/** GET: the caller's shop. */
export const shop = defineEndpoint({
  name: 'merchant.shop',
  method: 'GET',
  path: '/wanlshop/merchant/shop',
  auth: 'merchant',
  response: MerchantShop,
});

/**
 * POST: edits the shop settings. A name and a logo are required (`field_required`); the logo is
 * the shop's current one or one of the caller's uploads (`bad_request` otherwise).
 */
export const saveShop = defineEndpoint({
  name: 'merchant.saveShop',
  method: 'POST',
  path: '/wanlshop/merchant/shop',
  auth: 'merchant',
  body: Type.Object(
    {
      shopname: Type.String({ maxLength: 50 }),
      keywords: Type.String({ maxLength: 200 }),
      description: Type.String({ maxLength: 1000 }),
      avatar: Type.String({ maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
  response: MerchantShop,
});

/** A goods of the shop in the merchant's list. */
export const MerchantGoodsItem = Type.Object({
  id: Id,
  category_id: Id,
  title: Type.String(),
  image: Type.String(),
  /** The lowest SKU price. */
  price: Money,
  market_price: Money,
  status: GoodsStatus,
  /** Stock of every SKU. */
  stock: Count,
  sales: Count,
  /** The wholesale market goods it was listed from, null for the shop's own goods. */
  market_goods_id: Type.Union([Id, Type.Null()]),
  /** Market goods: the lowest SKU wholesale price (paid to the platform when shipping). */
  wholesale_price: OptionalMoney,
  /** Market goods: the lowest suggested retail price. */
  retail_price: OptionalMoney,
  /** True when a SKU is priced under its wholesale cost (each unit sold loses money). */
  below_cost: Type.Boolean(),
  /** Own goods: the low-stock threshold (a SKU at or below it is low); null for market goods. */
  stock_alert: Type.Union([Count, Type.Null()]),
  /** True when an orderable SKU's stock is at or below `stock_alert`. */
  low_stock: Type.Boolean(),
  createtime: Timestamp,
  updatetime: Timestamp,
});
/** The MerchantGoodsItem type. */
export type MerchantGoodsItem = Static<typeof MerchantGoodsItem>;

/** One SKU of a shop's goods, with the wholesale figures of market goods beside its price. */
export const MerchantSku = Type.Object({
  id: Id,
  /** `"Red,XL"`, '' without specs. */
  difference: Type.String(),
  /** What buyers pay: exactly what the merchant set. */
  price: Money,
  market_price: Money,
  stock: Count,
  sales: Count,
  wholesale_price: OptionalMoney,
  /** The platform's suggested retail price. */
  retail_price: OptionalMoney,
  /** price - wholesale_price per unit (negative when selling under cost); null for own goods. */
  margin: OptionalMoney,
  /** The merchant's own code of the SKU, '' for none. */
  code: Type.String(),
  /** The SKU's own picture, '' when the goods' photos stand for it. */
  image: Type.String(),
  /**
   * True when its combination left the specs after it was ordered: kept for its orders, hidden
   * from shoppers and not orderable.
   */
  retired: Type.Boolean(),
});

/** A goods of the shop with its SKUs (the price page and the goods form). */
export const MerchantGoodsInfo = Type.Object({
  ...MerchantGoodsItem.properties,
  shop_category_id: Type.Union([Id, Type.Null()]),
  description: Type.String(),
  content: Type.String(),
  /** The photos in order; the first is the cover (`image`). */
  images: Type.Array(Type.String()),
  /** Express fee per order line: 0 free. */
  freight: Money,
  spec: Type.Array(SpecItem),
  skus: Type.Array(MerchantSku),
  /** Title, descriptions and spec in other languages than English, as stored. */
  i18n: Type.Optional(GoodsTranslations),
});
/** The MerchantGoodsInfo type. */
export type MerchantGoodsInfo = Static<typeof MerchantGoodsInfo>;

/**
 * GET: the shop's goods, newest first: `all`, `normal` (on sale), `hidden` (in the warehouse) or
 * `low` (own goods with an orderable SKU at or below their low-stock threshold).
 */
export const goods = defineEndpoint({
  name: 'merchant.goods',
  method: 'GET',
  path: '/wanlshop/merchant/goods',
  auth: 'merchant',
  query: Type.Object({
    status: Type.Optional(Type.Enum(['all', ...GOODS_STATUSES, 'low'], { default: 'all' })),
    ...PageQuery,
  }),
  response: Paged(MerchantGoodsItem),
});

/** GET: one of the shop's goods with its SKUs. */
export const goodsInfo = defineEndpoint({
  name: 'merchant.goodsInfo',
  method: 'GET',
  path: '/wanlshop/merchant/goodsInfo',
  auth: 'merchant',
  owns: 'goods',
  query: Type.Object({ id: Id }),
  response: MerchantGoodsInfo,
});

/**
 * POST: lists (`normal`) or unlists (`hidden`) the selected goods of the shop, all or none. An
 * empty selection is refused with `select_item_first`; an id that is not the shop's goods is
 * `not_found`.
 */
export const goodsStatus = defineEndpoint({
  name: 'merchant.goodsStatus',
  method: 'POST',
  path: '/wanlshop/merchant/goodsStatus',
  auth: 'merchant',
  owns: 'goods',
  body: Type.Object(
    { ids: Type.Array(Id, { maxItems: 200 }), status: GoodsStatus },
    { additionalProperties: false },
  ),
  response: Type.Object({ updated: Count, status: GoodsStatus }),
});

/**
 * POST: sets SKU prices of one of the shop's goods, exactly as given (the domain's
 * `validateSkuPrices`: positive, at most two decimals, else `invalid_amount` with `{ sku_id }`;
 * none given: `select_item_first`). A price under the wholesale price is allowed (the answer's
 * `margin` shows it). A SKU of another goods is `not_found`. Answers the goods.
 */
export const goodsPrice = defineEndpoint({
  name: 'merchant.goodsPrice',
  method: 'POST',
  path: '/wanlshop/merchant/goodsPrice',
  auth: 'merchant',
  owns: 'goods',
  body: Type.Object(
    {
      id: Id,
      skus: Type.Array(
        Type.Object(
          { id: Id, price: Type.String({ maxLength: 20 }) },
          { additionalProperties: false },
        ),
        { maxItems: 200 },
      ),
      /**
       * The merchant confirmed prices under the wholesale cost (the loss per unit was shown); without
       * it such a price is refused with `price_below_cost`.
       */
      confirm_loss: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: MerchantGoodsInfo,
});

/** One SKU of the goods form: the combination it prices, its prices, stock, code and picture. */
const OwnSkuBody = Type.Object(
  {
    /** The spec values of its combination, comma-joined in spec order; '' without specs. */
    difference: Type.String({ maxLength: 200 }),
    price: Type.String({ maxLength: 20 }),
    market_price: Type.String({ maxLength: 20 }),
    stock: Int32,
    code: Type.Optional(Type.String({ maxLength: 40 })),
    /** One of the merchant's uploads (`/uploads/...`), '' for none. */
    image: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

/** The fields of the goods form (`goodsCreate`, `goodsEdit`). */
const OwnGoodsFields = {
  /** A second-level platform category. */
  category_id: Id,
  /** One of the shop's own categories, or null. */
  shop_category_id: Type.Optional(Type.Union([Id, Type.Null()])),
  title: Type.String({ maxLength: 400 }),
  description: Type.String({ maxLength: 1000 }),
  /** The long description, plain-text paragraphs. */
  content: Type.String({ maxLength: 20000 }),
  /** The merchant's uploads in order (`/uploads/...`); the first is the cover. */
  images: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  spec: Type.Array(
    Type.Object(
      {
        name: Type.String({ maxLength: 100 }),
        items: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
      },
      { additionalProperties: false },
    ),
    { maxItems: 10 },
  ),
  /** One per combination of the spec values. */
  skus: Type.Array(OwnSkuBody, { maxItems: 1000 }),
  /** Express fee per order line: "0" free, else a fixed amount. */
  freight: Type.String({ maxLength: 20 }),
  status: GoodsStatus,
  /** The low-stock threshold: a SKU at or below it is low and its merchant is told. */
  stock_alert: Int32,
  /**
   * Title, descriptions and spec in other languages than English (optional; sent, it replaces the
   * stored ones; a spec must match the English one group by group, `bad_request` on `i18n`).
   */
  i18n: Type.Optional(GoodsTranslations),
};

/**
 * POST: creates one of the shop's own goods (not from the wholesale market) from the goods form,
 * checked by the domain's `validateOwnGoods` (translated refusals with the field: title length,
 * photos, prices, market price, stock, every combination priced once, spec names). Photos and SKU
 * pictures must be the merchant's uploads, the category a second-level one and the shop category
 * the shop's (`bad_request` with the field). The goods' `price` and `market_price` are its lowest
 * SKU's. Answers the goods.
 */
export const goodsCreate = defineEndpoint({
  name: 'merchant.goodsCreate',
  method: 'POST',
  path: '/wanlshop/merchant/goodsCreate',
  auth: 'merchant',
  body: Type.Object(OwnGoodsFields, { additionalProperties: false }),
  response: MerchantGoodsInfo,
});

/**
 * POST: edits one of the shop's own goods with the whole form (as `goodsCreate`). SKUs are matched
 * by combination: a kept one is updated, a new one added, a dropped one deleted when never ordered
 * and retired otherwise (hidden, not orderable; it comes back with its combination). Placed orders
 * keep their copies of title, price and specs. Another shop's goods: `not_found`; a goods listed
 * from the wholesale market: `goods_from_market` (its prices and status have their own endpoints).
 * A SKU's stock taken to or below the threshold tells the merchant once. Answers the goods.
 */
export const goodsEdit = defineEndpoint({
  name: 'merchant.goodsEdit',
  method: 'POST',
  path: '/wanlshop/merchant/goodsEdit',
  auth: 'merchant',
  owns: 'goods',
  body: Type.Object({ id: Id, ...OwnGoodsFields }, { additionalProperties: false }),
  response: MerchantGoodsInfo,
});

/** A goods of the wholesale market as a merchant sees it. */
export const MarketGoodsItem = Type.Object({
  id: Id,
  category_id: Id,
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  freight: Money,
  /** The lowest SKU wholesale price. */
  wholesale_price: Money,
  /** The lowest SKU suggested retail price. */
  retail_price: Money,
  /** Stock of every SKU. */
  stock: Count,
  /** True when the caller's shop already lists it. */
  is_listed: Type.Boolean(),
  /** The shop's goods listed from it, null when not listed. */
  goods_id: Type.Union([Id, Type.Null()]),
});
/** The MarketGoodsItem type. */
export type MarketGoodsItem = Static<typeof MarketGoodsItem>;

/** GET: the wholesale market, newest first, optionally in a category (a top level with its children). */
export const market = defineEndpoint({
  name: 'merchant.market',
  method: 'GET',
  path: '/wanlshop/merchant/market',
  auth: 'merchant',
  query: Type.Object({ category_id: Type.Optional(Id), ...PageQuery }),
  response: Paged(MarketGoodsItem),
});

/** The shop's "list every market goods" job (on the PostgreSQL job queue) and its progress. */
export const MarketJob = Type.Object({
  id: Id,
  status: Type.Enum(['queued', 'running', 'done', 'failed']),
  /** Market goods looked at so far. */
  progress: Count,
  /** Market goods to look at (0 until the job starts). */
  total: Count,
  /** Goods the job listed (the rest were listed already). */
  listed: Count,
  error: Type.Union([Type.String(), Type.Null()]),
  createtime: Timestamp,
  finishtime: Type.Union([Timestamp, Type.Null()]),
});
/** The MarketJob type. */
export type MarketJob = Static<typeof MarketJob>;

/**
 * POST: lists wholesale market goods into the shop, on sale, at the suggested retail price (specs
 * and SKUs copied, each SKU linked to its market SKU for the wholesale cost at shipping).
 * `{ ids }`: those goods, now (already listed ones are skipped; an id not on the market is
 * `not_found`). `{ all: true }`: every goods not yet listed, as a background job answered at once
 * (`job`); while the shop's job runs, another is refused with `listing_in_progress`. Neither:
 * `select_item_first`. A goods is never listed twice (a unique key per shop and market goods).
 */
export const marketList = defineEndpoint({
  name: 'merchant.marketList',
  method: 'POST',
  path: '/wanlshop/merchant/marketList',
  auth: 'merchant',
  body: Type.Object(
    {
      ids: Type.Optional(Type.Array(Id, { maxItems: 100 })),
      all: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** Goods listed by this call (`ids`). */
    listed: Count,
    /** Goods of `ids` the shop listed before. */
    skipped: Count,
    /** The shop's new goods (`ids`). */
    goods_ids: Type.Array(Id),
    /** The list-all job (`all`), else null. */
    job: Type.Union([MarketJob, Type.Null()]),
  }),
});

/** GET: the shop's latest list-all job (running or finished), null when it never ran one. */
export const marketJob = defineEndpoint({
  name: 'merchant.marketJob',
  method: 'GET',
  path: '/wanlshop/merchant/marketJob',
  auth: 'merchant',
  response: Type.Object({ job: Type.Union([MarketJob, Type.Null()]) }),
});

/** A review of one of the shop's goods, with the goods. */
export const MerchantComment = Type.Object({
  ...CommentItem.properties,
  goods: Type.Object({ id: Id, title: Type.String(), image: Type.String() }),
  /** The order it reviews, null for reviews without one. */
  order_id: Type.Union([Id, Type.Null()]),
});
/** The MerchantComment type. */
export type MerchantComment = Static<typeof MerchantComment>;

/** GET: reviews of the shop's goods, newest first, by tab (all, good 4-5, pertinent 3, poor 1-2). */
export const comments = defineEndpoint({
  name: 'merchant.comments',
  method: 'GET',
  path: '/wanlshop/merchant/comments',
  auth: 'merchant',
  query: Type.Object({ state: Type.Optional(CommentTab), ...PageQuery }),
  response: Paged(MerchantComment),
});

/** GET: one review of the shop's goods (another shop's answers 404), for its details and reply. */
export const commentInfo = defineEndpoint({
  name: 'merchant.commentInfo',
  method: 'GET',
  path: '/wanlshop/merchant/commentInfo',
  auth: 'merchant',
  owns: 'comment',
  query: Type.Object({ id: Id }),
  response: MerchantComment,
});

/**
 * POST: the shop's reply to a review of its goods (a second reply replaces the first). Empty:
 * `reply_required`. A review of another shop's goods: `not_found`.
 */
export const reply = defineEndpoint({
  name: 'merchant.reply',
  method: 'POST',
  path: '/wanlshop/merchant/reply',
  auth: 'merchant',
  owns: 'comment',
  body: Type.Object(
    { id: Id, content: Type.String({ maxLength: 500 }) },
    { additionalProperties: false },
  ),
  response: MerchantComment,
});

/** A finance record: what one received order brought the merchant. */
export const ProfitRecord = Type.Object({
  id: Id,
  order_id: Id,
  order_no: Type.String(),
  /** The merchant's balance before and after the record's income moved. */
  before: Money,
  after: Money,
  /** `receipt`: the order settled; `refund`: a refund after receipt (every figure its change). */
  kind: Type.Union([Type.Literal('receipt'), Type.Literal('refund')]),
  /** Wholesale cost of the lines kept (paid at shipping; a refund after receipt returns it). */
  wholesale: Money,
  /** Price x quantity of the lines kept. */
  retail: Money,
  freight: Money,
  /** A shop voucher's discount (borne by the shop). */
  voucher: Money,
  /** A platform voucher's discount (paid by the platform, not deducted). */
  platform_voucher: Money,
  /** Partial refunds of the lines kept. */
  refund: Money,
  /** retail + freight - voucher - refund: the balance change (after - before). */
  income: Money,
  /** income - wholesale. */
  profit: Money,
  createtime: Timestamp,
});
/** The ProfitRecord type. */
export type ProfitRecord = Static<typeof ProfitRecord>;

/** GET: the shop's finance records, newest first, with the totals of every record. */
export const profit = defineEndpoint({
  name: 'merchant.profit',
  method: 'GET',
  path: '/wanlshop/merchant/profit',
  auth: 'merchant',
  query: Type.Object(PageQuery),
  response: Type.Object({
    ...Paged(ProfitRecord).properties,
    totals: Type.Object({ wholesale: Money, retail: Money, income: Money, profit: Money }),
  }),
});

/**
 * The merchant console endpoints (shop orders, refunds and the bill are in `merchantOrder`,
 * `merchantRefund` and `pay`): `bindEndpoints(client, merchant)`.
 */
export const merchant = {
  console: consoleStats,
  shop,
  saveShop,
  goods,
  goodsInfo,
  goodsStatus,
  goodsPrice,
  goodsCreate,
  goodsEdit,
  market,
  marketList,
  marketJob,
  comments,
  commentInfo,
  reply,
  profit,
} as const;
