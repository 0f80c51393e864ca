import { merchant, shopApply } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { getApplication, submitApplication } from '../services/merchant/application.js';
import {
  listShopComments,
  replyToComment,
  shopCommentInfo,
} from '../services/merchant/comments.js';
import { consoleStats } from '../services/merchant/console.js';
import {
  listShopGoods,
  setGoodsStatus,
  setSkuPrices,
  shopGoodsInfo,
} from '../services/merchant/goods.js';
import {
  latestMarketJob,
  listMarket,
  marketList,
  registerMarketJobs,
} from '../services/merchant/market.js';
import { createOwnGoods, editOwnGoods } from '../services/merchant/own-goods.js';
import { listProfitRecords } from '../services/merchant/profit.js';
import { merchantShop, saveShopSettings } from '../services/merchant/shop-settings.js';

/**
 * The merchant application (`shop/apply`) and the merchant console (`merchant/...`: statistics,
 * shop settings, goods and prices, the shop's own goods form, the wholesale market and its list-all job, reviews, profit).
 * Shop orders, refunds and the bill are the orders, refund and payment routes'.
 */
export function registerMerchantRoutes(app: FastifyInstance): void {
  registerMarketJobs(app.deps.jobs);

  registerEndpoint(app, shopApply.get, (ctx) => getApplication(ctx.db, ctx.user.id));
  registerEndpoint(app, shopApply.submit, (ctx) =>
    submitApplication(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );

  // A merchant's `shop_auth` is the id of the shop they own.
  registerEndpoint(app, merchant.console, (ctx) =>
    consoleStats(
      ctx.db,
      { id: ctx.user.shopAuth, ownerId: ctx.user.id },
      ctx.query.period ?? 'today',
      ctx.now,
      ctx.deps.config.timeZone,
    ),
  );
  registerEndpoint(app, merchant.shop, (ctx) => merchantShop(ctx.db, ctx.user.shopAuth));
  registerEndpoint(app, merchant.saveShop, (ctx) =>
    saveShopSettings(ctx.db, ctx.user.id, ctx.user.shopAuth, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.goods, (ctx) =>
    listShopGoods(ctx.db, ctx.user.shopAuth, ctx.query),
  );
  registerEndpoint(app, merchant.goodsInfo, (ctx) =>
    shopGoodsInfo(ctx.db, ctx.user.shopAuth, ctx.query.id),
  );
  registerEndpoint(app, merchant.goodsStatus, (ctx) =>
    setGoodsStatus(ctx.db, ctx.user.shopAuth, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.goodsPrice, (ctx) =>
    setSkuPrices(ctx.db, ctx.user.shopAuth, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.goodsCreate, (ctx) =>
    createOwnGoods(ctx.db, { id: ctx.user.shopAuth, ownerId: ctx.user.id }, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.goodsEdit, (ctx) =>
    editOwnGoods(ctx.db, { id: ctx.user.shopAuth, ownerId: ctx.user.id }, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.market, (ctx) => listMarket(ctx.db, ctx.user.shopAuth, ctx.query));
  registerEndpoint(app, merchant.marketList, (ctx) =>
    marketList(ctx.db, ctx.deps.jobs, ctx.user.shopAuth, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.marketJob, async (ctx) => ({
    job: await latestMarketJob(ctx.db, ctx.user.shopAuth),
  }));
  registerEndpoint(app, merchant.comments, (ctx) =>
    listShopComments(ctx.db, ctx.user.shopAuth, ctx.query),
  );
  registerEndpoint(app, merchant.commentInfo, (ctx) =>
    shopCommentInfo(ctx.db, ctx.user.shopAuth, ctx.query.id),
  );
  registerEndpoint(app, merchant.reply, (ctx) =>
    replyToComment(ctx.db, ctx.user.shopAuth, ctx.body, ctx.now),
  );
  registerEndpoint(app, merchant.profit, (ctx) =>
    listProfitRecords(ctx.db, ctx.user.shopAuth, ctx.query),
  );
}
