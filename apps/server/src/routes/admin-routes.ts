import { admin } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import {
  handleComplaint,
  handleFeedback,
  listComplaintsForAdmin,
  listFeedbackForAdmin,
} from '../services/admin/feedback.js';
import {
  deleteMarketGoods,
  listMarketForAdmin,
  marketGoodsForAdmin,
  saveMarketGoods,
} from '../services/admin/market.js';
import {
  deleteBanner,
  deleteCategory,
  listBannersForAdmin,
  listCategoriesForAdmin,
  listCurrenciesForAdmin,
  saveBanner,
  saveCategory,
  saveCurrency,
} from '../services/admin/site.js';
import { listApplications, reviewApplication } from '../services/merchant/application.js';

/**
 * The operator's tools beside the money desk (admin-finance and refund routes): merchant
 * applications, the wholesale market, categories, banners, currencies, feedback and reports.
 */
export function registerAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, admin.applications, (ctx) => listApplications(ctx.db, ctx.query));
  registerEndpoint(app, admin.reviewApplication, (ctx) =>
    reviewApplication(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );

  registerEndpoint(app, admin.market, (ctx) => listMarketForAdmin(ctx.db, ctx.query));
  registerEndpoint(app, admin.marketInfo, (ctx) => marketGoodsForAdmin(ctx.db, ctx.query.id));
  registerEndpoint(app, admin.saveMarket, (ctx) => saveMarketGoods(ctx.db, ctx.body, ctx.now));
  registerEndpoint(app, admin.deleteMarket, async (ctx) => {
    await deleteMarketGoods(ctx.db, ctx.body.id);
    return {};
  });

  registerEndpoint(app, admin.categories, (ctx) => listCategoriesForAdmin(ctx.db));
  registerEndpoint(app, admin.saveCategory, (ctx) => saveCategory(ctx.db, ctx.body, ctx.now));
  registerEndpoint(app, admin.deleteCategory, async (ctx) => {
    await deleteCategory(ctx.db, ctx.body.id);
    return {};
  });

  registerEndpoint(app, admin.banners, (ctx) => listBannersForAdmin(ctx.db, ctx.query));
  registerEndpoint(app, admin.saveBanner, (ctx) => saveBanner(ctx.db, ctx.body, ctx.now));
  registerEndpoint(app, admin.deleteBanner, async (ctx) => {
    await deleteBanner(ctx.db, ctx.body.id);
    return {};
  });

  registerEndpoint(app, admin.currencies, (ctx) => listCurrenciesForAdmin(ctx.db));
  registerEndpoint(app, admin.saveCurrency, (ctx) => saveCurrency(ctx.db, ctx.body, ctx.now));

  registerEndpoint(app, admin.feedback, (ctx) => listFeedbackForAdmin(ctx.db, ctx.query, ctx.now));
  registerEndpoint(app, admin.handleFeedback, (ctx) => handleFeedback(ctx.db, ctx.body, ctx.now));
  registerEndpoint(app, admin.complaints, (ctx) =>
    listComplaintsForAdmin(ctx.db, ctx.query, ctx.now),
  );
  registerEndpoint(app, admin.handleComplaint, (ctx) => handleComplaint(ctx.db, ctx.body, ctx.now));
}
