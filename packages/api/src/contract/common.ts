import Type, { type Static } from 'typebox';
import {
  Banner,
  CategoryNode,
  CategoryTree,
  CurrencyItem,
  GoodsCard,
  GoodsOrder,
  ShopCard,
  SortDirection,
} from './catalogue.js';
import { defineEndpoint } from './define.js';
import { Id, Paged, PageQuery } from './schemas.js';

/** The app's initial data (spec section 3), read once at start and after a login. */
export const AppInfo = Type.Object({
  /** The category tree (as common/categorys). */
  categorys: Type.Array(CategoryNode),
  /** The caller's unread notices and chat messages; 0 for a visitor. */
  msgCount: Type.Integer({ minimum: 0 }),
  /** The home carousel. */
  banners: Type.Array(Banner),
  /** Symbol and rate per interface language. */
  currencyList: Type.Array(CurrencyItem),
  /** The secondary banners under the carousel. */
  otherBanners: Type.Array(Banner),
  /** Star merchants. */
  shopList: Type.Array(ShopCard),
  /** The featured zone (up to 10). */
  curationGoods: Type.Array(GoodsCard),
  /** The discount zone: the largest reductions from the list price first (up to 10). */
  discountGoods: Type.Array(GoodsCard),
  /** New arrivals, newest first (up to 10). */
  newGoods: Type.Array(GoodsCard),
});
/** The initial data type. */
export type AppInfo = Static<typeof AppInfo>;

/** GET: the app's initial data; `msgCount` counts the caller's unread notices and chat messages. */
export const info = defineEndpoint({
  name: 'common.info',
  method: 'GET',
  path: '/wanlshop/common/info',
  auth: 'optional',
  response: AppInfo,
});

/**
 * GET: the customer-service chat target: `url` is the app path of the chat with the platform's
 * service account (`/chat/<user_id>`), the first operator account.
 */
export const getServiceUrl = defineEndpoint({
  name: 'common.getServiceUrl',
  method: 'GET',
  path: '/wanlshop/common/getServiceUrl',
  auth: 'public',
  response: Type.Object({ url: Type.String(), user_id: Id }),
});

/** The search filter (spec sections 3 and 9): empty values are the same as absent ones. */
export const SearchQuery = Type.Object({
  ...PageQuery,
  /** @default 'goods' */
  type: Type.Optional(Type.Enum(['goods', 'shop'], { default: 'goods' })),
  /** Words of the title (goods) or of the name and keywords (shops). */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** A category: a top-level id includes its children. Goods only. */
  id: Type.Optional(Id),
  /** @default 'desc' */
  sort: Type.Optional(SortDirection),
  /** Goods sort key (see `GoodsOrder`). @default 'all' */
  order: Type.Optional(GoodsOrder),
});

/** A page of goods (`type: 'goods'`) or of shops (`type: 'shop'`), as the filter asked. */
export const SearchPage = Type.Union([
  Type.Object({ ...Paged(GoodsCard).properties, type: Type.Literal('goods') }),
  Type.Object({ ...Paged(ShopCard).properties, type: Type.Literal('shop') }),
]);
/** The search answer type. */
export type SearchPage = Static<typeof SearchPage>;

/** GET: search goods (on sale) or shops with the spec's filter. */
export const goods = defineEndpoint({
  name: 'common.goods',
  method: 'GET',
  path: '/wanlshop/common/goods',
  auth: 'public',
  query: SearchQuery,
  response: SearchPage,
});

/** At most this many suggestions answer a keyword (`common.suggest`). */
export const SUGGESTIONS_MAX = 8;

/** One suggestion for what is being typed: a goods title or a shop name that matches it. */
export const SearchSuggestion = Type.Object({
  /** What it names: a goods on sale or an open shop. */
  type: Type.Enum(['goods', 'shop']),
  /** The goods or shop id. */
  id: Id,
  /** The goods title or the shop name. */
  text: Type.String(),
});
/** A suggestion type. */
export type SearchSuggestion = Static<typeof SearchSuggestion>;

/**
 * GET: up to 8 suggestions for a keyword being typed (a prefix, a part of a word or a misspelt word,
 * matched as the search matches), the most relevant first; an empty keyword answers none.
 */
export const suggest = defineEndpoint({
  name: 'common.suggest',
  method: 'GET',
  path: '/wanlshop/common/suggest',
  auth: 'public',
  query: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: Type.Object({ list: Type.Array(SearchSuggestion, { maxItems: SUGGESTIONS_MAX }) }),
});

/**
 * GET: the popular searches: keywords people searched that found something, most searched first
 * (up to 8). Only the keyword is kept, never who searched.
 */
export const hotSearch = defineEndpoint({
  name: 'common.hotSearch',
  method: 'GET',
  path: '/wanlshop/common/hotSearch',
  auth: 'public',
  response: Type.Object({ list: Type.Array(Type.String(), { maxItems: SUGGESTIONS_MAX }) }),
});

/** GET: the platform's category tree, two levels, in display order. */
export const categorys = defineEndpoint({
  name: 'common.categorys',
  method: 'GET',
  path: '/wanlshop/common/categorys',
  auth: 'public',
  response: CategoryTree,
});

/** The common endpoints, by action: `bindEndpoints(client, common)`. */
export const common = {
  info,
  getServiceUrl,
  goods,
  categorys,
  suggest,
  hotSearch,
} as const;
