import { merchantExport } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerDownload } from '../http/register-endpoint.js';
import { exportCsv } from '../services/merchant/exports.js';

/** The merchant's CSV downloads: orders, statement and profit records of a period. */
export function registerMerchantExportRoutes(app: FastifyInstance): void {
  // A merchant's `shop_auth` is the id of the shop they own.
  registerDownload(app, merchantExport.csv, (ctx) =>
    exportCsv(
      {
        db: ctx.db,
        shopId: ctx.user.shopAuth,
        ownerId: ctx.user.id,
        language: ctx.language,
        translator: ctx.deps.translator,
        timeZone: ctx.deps.config.timeZone,
      },
      ctx.query,
    ),
  );
}
