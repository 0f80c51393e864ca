import { GOODS_STATUSES, REPORT_TYPES } from '@bazaar/domain';
import Type, { type Static } from 'typebox';
import { SpecItem } from './catalogue.js';
import { BannerTranslations, CategoryTranslations, GoodsTranslations } from './translations.js';
import { defineEndpoint } from './define.js';
import { Id, IdOrNone, Money, PageQuery, Paged, Timestamp } from './schemas.js';
import { MerchantApplication } from './shop-apply.js';

/** A count (0 or more). */
const Count = Type.Integer({ minimum: 0 });
/** `normal` (shown) or `hidden`. */
const Visibility = Type.Enum(GOODS_STATUSES);
/** The user a record belongs to, as operators' lists show it. */
const AdminUser = Type.Object({ id: Id, username: Type.String(), nickname: Type.String() });
/** A body `{ id }`. */
const IdBody = Type.Object({ id: Id }, { additionalProperties: false });
/** An image: the URL of a stored upload (`/uploads/...`). */
const ImageUrl = Type.String({ maxLength: 200 });

/** A merchant application with its applicant. */
export const AdminApplication = Type.Object({ ...MerchantApplication.properties, user: AdminUser });
/** The AdminApplication type. */
export type AdminApplication = Static<typeof AdminApplication>;

/** GET (operator): applications by `verify` (default 2, submitted), oldest first. */
export const applications = defineEndpoint({
  name: 'admin.applications',
  method: 'GET',
  path: '/admin/applications',
  auth: 'operator',
  query: Type.Object({
    verify: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, default: 2 })),
    ...PageQuery,
  }),
  response: Paged(AdminApplication),
});

/**
 * POST (operator): approves a submitted application (the applicant gets a shop: name, logo and
 * introduction from the application, and `shop_auth`) or rejects it with a `reason`
 * (`review_reason_required`). Decided once: `application_transition_not_allowed` after.
 */
export const reviewApplication = defineEndpoint({
  name: 'admin.reviewApplication',
  method: 'POST',
  path: '/admin/applications/review',
  auth: 'operator',
  body: Type.Object(
    { id: Id, approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 200 })) },
    { additionalProperties: false },
  ),
  response: AdminApplication,
});

/** One SKU of a wholesale market goods. */
export const MarketSku = Type.Object({
  id: Id,
  difference: Type.String(),
  wholesale_price: Money,
  retail_price: Money,
  stock: Count,
});

/** A wholesale market goods as the operator manages it. */
export const AdminMarketGoods = Type.Object({
  id: Id,
  category_id: Id,
  title: Type.String(),
  image: Type.String(),
  images: Type.Array(Type.String()),
  description: Type.String(),
  spec: Type.Array(SpecItem),
  /** Title, description and spec in other languages than English. */
  i18n: GoodsTranslations,
  freight: Money,
  /** The lowest SKU prices. */
  wholesale_price: Money,
  retail_price: Money,
  status: Visibility,
  skus: Type.Array(MarketSku),
  /** Shops that list it. */
  listed: Count,
  createtime: Timestamp,
  updatetime: Timestamp,
});
/** The AdminMarketGoods type. */
export type AdminMarketGoods = Static<typeof AdminMarketGoods>;

/** GET (operator): the wholesale market catalogue, newest first, hidden goods included. */
export const market = defineEndpoint({
  name: 'admin.market',
  method: 'GET',
  path: '/admin/market',
  auth: 'operator',
  query: Type.Object({
    category_id: Type.Optional(Id),
    status: Type.Optional(Type.Enum(['all', ...GOODS_STATUSES], { default: 'all' })),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    ...PageQuery,
  }),
  response: Paged(AdminMarketGoods),
});

/** GET (operator): one wholesale market goods with its SKUs, to edit it (`not_found` otherwise). */
export const marketInfo = defineEndpoint({
  name: 'admin.marketInfo',
  method: 'GET',
  path: '/admin/market/info',
  auth: 'operator',
  query: Type.Object({ id: Id }),
  response: AdminMarketGoods,
});

/**
 * POST (operator): creates a market goods (no `id`) or edits one. The domain's
 * `validateMarketGoods`: a title and picture, exactly one SKU per combination of the specs, each
 * with positive wholesale and suggested retail prices of at most two decimals, retail not below
 * wholesale. `category_id` a second-level category; pictures stored uploads (`bad_request`).
 * Editing keeps the SKUs (their `difference`s): to change the specs, add a new goods and hide the
 * old. New prices reach the SKUs shops listed from it (wholesale and suggested retail, never the
 * shop's own price); orders keep the prices they were placed with.
 */
export const saveMarket = defineEndpoint({
  name: 'admin.saveMarket',
  method: 'POST',
  path: '/admin/market',
  auth: 'operator',
  body: Type.Object(
    {
      id: Type.Optional(Id),
      category_id: Id,
      title: Type.String({ maxLength: 120 }),
      image: ImageUrl,
      images: Type.Optional(Type.Array(ImageUrl, { maxItems: 9 })),
      description: Type.Optional(Type.String({ maxLength: 2000 })),
      freight: Type.String({ maxLength: 20 }),
      spec: Type.Optional(
        Type.Array(
          Type.Object(
            {
              name: Type.String({ maxLength: 30 }),
              items: Type.Array(Type.String({ maxLength: 30 }), { maxItems: 20 }),
            },
            { additionalProperties: false },
          ),
          { maxItems: 3 },
        ),
      ),
      skus: Type.Array(
        Type.Object(
          {
            difference: Type.String({ maxLength: 100 }),
            wholesale_price: Type.String({ maxLength: 20 }),
            retail_price: Type.String({ maxLength: 20 }),
            stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 200 },
      ),
      status: Type.Optional(Visibility),
      /** Title, description and spec in other languages (replaces the stored ones when sent). */
      i18n: Type.Optional(GoodsTranslations),
    },
    { additionalProperties: false },
  ),
  response: AdminMarketGoods,
});

/**
 * POST (operator): deletes a market goods no shop has listed; one that shops list is refused with
 * `market_goods_listed` (hide it instead: it leaves the market, the shops' goods stay).
 */
export const deleteMarket = defineEndpoint({
  name: 'admin.deleteMarket',
  method: 'POST',
  path: '/admin/market/delete',
  auth: 'operator',
  body: IdBody,
  response: Type.Object({}),
});

/** A platform category as the operator manages it. */
export const AdminCategory = Type.Object({
  id: Id,
  /** The parent's id, 0 for a top level. */
  pid: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  image: Type.String(),
  /** Display order, larger first. */
  weigh: Type.Integer(),
  status: Visibility,
  /** The name in other languages than English. */
  i18n: CategoryTranslations,
  /** Shops' goods and market goods in it. */
  goods_count: Count,
});
/** A top-level category and its children. */
export const AdminCategoryNode = Type.Object({
  ...AdminCategory.properties,
  childlist: Type.Array(AdminCategory),
});

/** GET (operator): every platform category, hidden ones included, as a two-level tree. */
export const categories = defineEndpoint({
  name: 'admin.categories',
  method: 'GET',
  path: '/admin/categories',
  auth: 'operator',
  response: Type.Object({ list: Type.Array(AdminCategoryNode) }),
});

/**
 * POST (operator): creates (no `id`) or edits a category: a name (`field_required`), `pid` 0 or a
 * top-level category (two levels; `bad_request` on `pid` otherwise, or when a parent would get a
 * parent), an optional icon (a stored upload).
 */
export const saveCategory = defineEndpoint({
  name: 'admin.saveCategory',
  method: 'POST',
  path: '/admin/categories',
  auth: 'operator',
  body: Type.Object(
    {
      id: Type.Optional(Id),
      pid: IdOrNone,
      name: Type.String({ maxLength: 30 }),
      image: Type.Optional(ImageUrl),
      weigh: Type.Optional(Type.Integer({ minimum: -10_000, maximum: 10_000 })),
      status: Type.Optional(Visibility),
      /** The name in other languages (replaces the stored ones when sent). */
      i18n: Type.Optional(CategoryTranslations),
    },
    { additionalProperties: false },
  ),
  response: AdminCategory,
});

/** POST (operator): deletes an empty category; one with children or goods is `category_in_use`. */
export const deleteCategory = defineEndpoint({
  name: 'admin.deleteCategory',
  method: 'POST',
  path: '/admin/categories/delete',
  auth: 'operator',
  body: IdBody,
  response: Type.Object({}),
});

/** Where a banner shows: the home carousel, the secondary banners, the category page. */
const BannerPosition = Type.Enum(['home', 'other', 'category']);

/** A banner as the operator manages it. */
export const AdminBanner = Type.Object({
  id: Id,
  position: BannerPosition,
  title: Type.String(),
  image: Type.String(),
  /** The app path it opens ('' for none). */
  url: Type.String(),
  weigh: Type.Integer(),
  status: Visibility,
  /** The title in other languages than English. */
  i18n: BannerTranslations,
  createtime: Timestamp,
});

/** GET (operator): banners, by position and display order, hidden ones included. */
export const banners = defineEndpoint({
  name: 'admin.banners',
  method: 'GET',
  path: '/admin/banners',
  auth: 'operator',
  query: Type.Object({ position: Type.Optional(BannerPosition) }),
  response: Type.Object({ list: Type.Array(AdminBanner) }),
});

/**
 * POST (operator): creates (no `id`) or edits a banner: a picture (a stored upload) and an app
 * path that starts with `/` (or '' for none).
 */
export const saveBanner = defineEndpoint({
  name: 'admin.saveBanner',
  method: 'POST',
  path: '/admin/banners',
  auth: 'operator',
  body: Type.Object(
    {
      id: Type.Optional(Id),
      position: BannerPosition,
      title: Type.Optional(Type.String({ maxLength: 60 })),
      image: ImageUrl,
      url: Type.Optional(Type.String({ maxLength: 200, pattern: '^(/[^\\s]*)?$' })),
      weigh: Type.Optional(Type.Integer({ minimum: -10_000, maximum: 10_000 })),
      status: Type.Optional(Visibility),
      /** The title in other languages (replaces the stored ones when sent). */
      i18n: Type.Optional(BannerTranslations),
    },
    { additionalProperties: false },
  ),
  response: AdminBanner,
});

/** POST (operator): deletes a banner. */
export const deleteBanner = defineEndpoint({
  name: 'admin.deleteBanner',
  method: 'POST',
  path: '/admin/banners/delete',
  auth: 'operator',
  body: IdBody,
  response: Type.Object({}),
});

/** A language's currency as the operator manages it. */
export const AdminCurrency = Type.Object({
  id: Id,
  language: Type.String(),
  code: Type.String(),
  symbol: Type.String(),
  /** Stored units per displayed unit, without trailing zeros (`"0.0066"`). */
  rate: Type.String({ pattern: '^\\d+(\\.\\d+)?$' }),
  updatetime: Timestamp,
});

/** GET (operator): the currency of each interface language. */
export const currencies = defineEndpoint({
  name: 'admin.currencies',
  method: 'GET',
  path: '/admin/currencies',
  auth: 'operator',
  response: Type.Object({ list: Type.Array(AdminCurrency) }),
});

/**
 * POST (operator): sets a language's currency (created or replaced): the domain's
 * `validateCurrencyForm` (a known language and ISO code, a symbol, a rate > 0 with at most 10
 * decimals: `currency_rate_invalid`).
 */
export const saveCurrency = defineEndpoint({
  name: 'admin.saveCurrency',
  method: 'POST',
  path: '/admin/currencies',
  auth: 'operator',
  body: Type.Object(
    {
      language: Type.String({ maxLength: 8 }),
      code: Type.String({ maxLength: 3 }),
      symbol: Type.String({ maxLength: 8 }),
      rate: Type.String({ maxLength: 24 }),
    },
    { additionalProperties: false },
  ),
  response: AdminCurrency,
});

/**
 * Where a feedback or report stands against the 72-hour promise (domain `feedbackHandling`):
 * `status` pending, overdue (72 hours passed unhandled) or handled; `hours_waited` from filing to
 * handling (or to now); `hours_left` of the 72 while pending.
 */
const handling = {
  status: Type.Enum(['pending', 'overdue', 'handled']),
  hours_waited: Count,
  hours_left: Count,
  /** The platform's answer, '' until handled. */
  reply: Type.String(),
  handletime: Type.Union([Timestamp, Type.Null()]),
  createtime: Timestamp,
};

/** The handling tabs: `open` (pending and overdue, oldest first) is the operator's queue. */
const HandlingTab = Type.Enum(['open', 'pending', 'overdue', 'handled', 'all'], {
  default: 'open',
});

/** A feedback with its author and handling. */
export const AdminFeedback = Type.Object({
  id: Id,
  user: AdminUser,
  /** One of the domain's `FEEDBACK_TYPES`. */
  type: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Type.String(),
  ...handling,
});

/** A report with its author, its target and handling. */
export const AdminComplaint = Type.Object({
  id: Id,
  user: AdminUser,
  type: Type.Enum(REPORT_TYPES),
  target_id: Id,
  /** The reported user's nickname, goods title or shop name ('' when it is gone). */
  target_name: Type.String(),
  reason: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  ...handling,
});

/**
 * GET (operator): feedback by handling tab (`open` by default: oldest first; the other tabs newest
 * first).
 */
export const feedback = defineEndpoint({
  name: 'admin.feedback',
  method: 'GET',
  path: '/admin/feedback',
  auth: 'operator',
  query: Type.Object({ status: Type.Optional(HandlingTab), ...PageQuery }),
  response: Paged(AdminFeedback),
});

/** A body `{ id, reply }`: the platform's answer that handles a feedback or report. */
const HandleBody = Type.Object(
  { id: Id, reply: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);

/**
 * POST (operator): handles a feedback with a reply the author sees (`reply_required`); once
 * (`already_reviewed` after).
 */
export const handleFeedback = defineEndpoint({
  name: 'admin.handleFeedback',
  method: 'POST',
  path: '/admin/feedback/handle',
  auth: 'operator',
  body: HandleBody,
  response: AdminFeedback,
});

/** GET (operator): reports by handling tab, like `admin.feedback`. */
export const complaints = defineEndpoint({
  name: 'admin.complaints',
  method: 'GET',
  path: '/admin/complaints',
  auth: 'operator',
  query: Type.Object({ status: Type.Optional(HandlingTab), ...PageQuery }),
  response: Paged(AdminComplaint),
});

/** POST (operator): handles a report with a reply, like `admin.handleFeedback`. */
export const handleComplaint = defineEndpoint({
  name: 'admin.handleComplaint',
  method: 'POST',
  path: '/admin/complaints/handle',
  auth: 'operator',
  body: HandleBody,
  response: AdminComplaint,
});

/**
 * The operator's tools beside the money desk (`adminFinance`): applications, the wholesale market,
 * categories, banners, currencies, feedback and reports. `bindEndpoints(client, admin)`.
 */
export const admin = {
  applications,
  reviewApplication,
  market,
  marketInfo,
  saveMarket,
  deleteMarket,
  categories,
  saveCategory,
  deleteCategory,
  banners,
  saveBanner,
  deleteBanner,
  currencies,
  saveCurrency,
  feedback,
  handleFeedback,
  complaints,
  handleComplaint,
} as const;
