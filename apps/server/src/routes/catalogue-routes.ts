import {
  common,
  goods,
  shop,
  type EndpointDefinition,
  type GoodsDetail,
  type SearchPage,
  type SearchSuggestion,
} from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type HandlerContext } from '../http/register-endpoint.js';
import { stableStringify } from '../lib/crypto.js';
import { batchPerTick } from '../lib/tick-batch.js';
import { appInfo, serviceUserId } from '../services/catalogue/app-info.js';
import { platformCategoryTree } from '../services/catalogue/categories.js';
import { goodsComments } from '../services/catalogue/comments.js';
import { goodsDetail } from '../services/catalogue/goods-detail.js';
import { platformDay, recordPageView, visitorKey } from '../services/catalogue/page-views.js';
import { ReadCache } from '../services/catalogue/read-cache.js';
import {
  popularSearches,
  recordSearches,
  searchCatalogue,
  searchSuggestions,
} from '../services/catalogue/search.js';
import { normalizeKeyword } from '../services/catalogue/cards.js';
import { shopCategorys, shopDetail, shopGoods } from '../services/catalogue/shop-page.js';

/** The page view of a request: who looked, on which platform day. */
function viewer<E extends EndpointDefinition>(ctx: HandlerContext<E>) {
  const userId = ctx.auth?.id ?? null;
  return {
    userId,
    visitor: visitorKey(userId, ctx.origin),
    day: platformDay(ctx.now, ctx.deps.config.timeZone),
    now: ctx.now,
  };
}

/** Distinct searches and goods pages each process keeps at most. */
const CACHE_ENTRIES = 2000;

/**
 * The public catalogue: initial data, search, categories, goods pages and storefronts. Search pages
 * and visitors' goods pages go through a short-lived cache (`CATALOGUE_CACHE_MS`); a logged-in
 * buyer's goods page (its favourite flag) is always read fresh. Page views are recorded either way.
 */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const ttl = app.deps.config.catalogueCacheMs;
  const searches = new ReadCache<SearchPage>(ttl, CACHE_ENTRIES);
  const visitorPages = new ReadCache<GoodsDetail>(ttl, CACHE_ENTRIES);
  const suggestions = new ReadCache<SearchSuggestion[]>(ttl, CACHE_ENTRIES);
  const popular = new ReadCache<string[]>(ttl, 1);
  // The searches of one event-loop turn are counted by one statement (no queue on a hot keyword's row).
  const recordSearch = batchPerTick(async (items: readonly { keyword: string; now: number }[]) => {
    await recordSearches(
      app.deps.db,
      items.map((item) => item.keyword),
      Math.max(...items.map((item) => item.now)),
    );
    return items.map(() => undefined);
  });

  registerEndpoint(app, common.info, (ctx) => appInfo(ctx.db, ctx.auth?.id ?? null, ctx.language));
  registerEndpoint(app, common.getServiceUrl, async (ctx) => {
    const userId = await serviceUserId(ctx.db);
    return { url: `/chat/${userId}`, user_id: userId };
  });
  registerEndpoint(app, common.goods, async (ctx) => {
    const page = await searches.get(`${ctx.language}|${stableStringify(ctx.query)}`, () =>
      searchCatalogue(ctx.db, ctx.query, ctx.language),
    );
    // What people searched, for the popular searches: a keyword's first page that found something.
    const keyword = normalizeKeyword(ctx.query.keyword);
    if (keyword !== '' && page.current_page === 1 && page.total > 0) {
      await recordSearch({ keyword, now: ctx.now }).catch((error: unknown) =>
        ctx.request.log.warn({ err: error }, 'a search keyword was not recorded'),
      );
    }
    return page;
  });
  registerEndpoint(app, common.suggest, async (ctx) => {
    const keyword = normalizeKeyword(ctx.query.keyword);
    return {
      list: await suggestions.get(`${ctx.language}|${keyword}`, () =>
        searchSuggestions(ctx.db, keyword, ctx.language),
      ),
    };
  });
  registerEndpoint(app, common.hotSearch, async (ctx) => ({
    list: await popular.get('', () => popularSearches(ctx.db)),
  }));
  registerEndpoint(app, common.categorys, async (ctx) => ({
    list: await platformCategoryTree(ctx.db, ctx.language),
  }));

  registerEndpoint(app, goods.detail, async (ctx) => {
    const { id } = ctx.query;
    const page = ctx.auth
      ? await goodsDetail(ctx.db, id, ctx.auth.id, ctx.now, ctx.language)
      : await visitorPages.get(`${ctx.language}|${id}`, () =>
          goodsDetail(ctx.db, id, null, ctx.now, ctx.language),
        );
    await recordPageView(ctx.db, { ...viewer(ctx), shopId: page.shop_id, goodsId: page.id });
    return page;
  });
  registerEndpoint(app, goods.comments, (ctx) =>
    goodsComments(ctx.db, ctx.query.goods_id, ctx.query),
  );

  registerEndpoint(app, shop.detail, async (ctx) => {
    const page = await shopDetail(ctx.db, ctx.query.id, ctx.auth?.id ?? null);
    await recordPageView(ctx.db, { ...viewer(ctx), shopId: page.id, goodsId: null });
    return page;
  });
  registerEndpoint(app, shop.goods, (ctx) => shopGoods(ctx.db, ctx.query, ctx.language));
  registerEndpoint(app, shop.categorys, (ctx) => shopCategorys(ctx.db, ctx.query.shop_id));
}
