import {
  common,
  goods,
  shop,
  type EndpointDefinition,
  type GoodsDetail,
  type SearchPage,
} from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type HandlerContext } from '../http/register-endpoint.js';
import { stableStringify } from '../lib/crypto.js';
import { appInfo, serviceUserId } from '../services/catalogue/app-info.js';
import { platformCategoryTree } from '../services/catalogue/categories.js';
import { goodsComments } from '../services/catalogue/comments.js';
import { goodsDetail } from '../services/catalogue/goods-detail.js';
import { platformDay, recordPageView, visitorKey } from '../services/catalogue/page-views.js';
import { ReadCache } from '../services/catalogue/read-cache.js';
import { searchCatalogue } from '../services/catalogue/search.js';
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

  registerEndpoint(app, common.info, (ctx) => appInfo(ctx.db, ctx.auth?.id ?? null));
  registerEndpoint(app, common.getServiceUrl, async (ctx) => {
    const userId = await serviceUserId(ctx.db);
    return { url: `/chat/${userId}`, user_id: userId };
  });
  registerEndpoint(app, common.goods, (ctx) =>
    searches.get(stableStringify(ctx.query), () => searchCatalogue(ctx.db, ctx.query)),
  );
  registerEndpoint(app, common.categorys, async (ctx) => ({
    list: await platformCategoryTree(ctx.db),
  }));

  registerEndpoint(app, goods.detail, async (ctx) => {
    const { id } = ctx.query;
    const page = ctx.auth
      ? await goodsDetail(ctx.db, id, ctx.auth.id, ctx.now)
      : await visitorPages.get(String(id), () => goodsDetail(ctx.db, id, null, ctx.now));
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
  registerEndpoint(app, shop.goods, (ctx) => shopGoods(ctx.db, ctx.query));
  registerEndpoint(app, shop.categorys, (ctx) => shopCategorys(ctx.db, ctx.query.shop_id));
}
