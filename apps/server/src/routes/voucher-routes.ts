import { adminCoupon, coupon, merchantCoupon } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import {
  claimVoucher,
  fundVoucherBudget,
  listClaimable,
  listIssuedVouchers,
  saveVoucher,
  voucherBudget,
} from '../services/vouchers/vouchers.js';

/**
 * Vouchers: what buyers may claim (shop page, goods page, voucher centre) and claiming; the
 * operator's platform vouchers and voucher budget; the merchant's shop vouchers.
 */
export function registerVoucherRoutes(app: FastifyInstance): void {
  registerEndpoint(app, coupon.getList, (ctx) =>
    listClaimable(ctx.db, ctx.auth?.id ?? null, ctx.query, ctx.now),
  );
  registerEndpoint(app, coupon.receive, (ctx) =>
    claimVoucher(ctx.db, ctx.user.id, ctx.body.id, ctx.now),
  );
  registerEndpoint(app, adminCoupon.list, async (ctx) => ({
    ...(await listIssuedVouchers(ctx.db, { shopId: null }, ctx.query)),
    budget: await voucherBudget(ctx.db),
  }));
  registerEndpoint(app, adminCoupon.save, (ctx) =>
    saveVoucher(ctx.db, { shopId: null }, ctx.body, ctx.now),
  );
  registerEndpoint(app, adminCoupon.fund, (ctx) =>
    fundVoucherBudget(ctx.db, ctx.body.amount, ctx.now),
  );
  registerEndpoint(app, merchantCoupon.list, (ctx) =>
    listIssuedVouchers(ctx.db, { shopId: ctx.user.shopAuth }, ctx.query),
  );
  registerEndpoint(app, merchantCoupon.save, (ctx) =>
    saveVoucher(ctx.db, { shopId: ctx.user.shopAuth }, ctx.body, ctx.now),
  );
}
