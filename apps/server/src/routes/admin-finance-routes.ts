import { adminFinance } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { listRechargesForReview, reviewRecharge } from '../services/wallet/recharges.js';
import { listWithdrawsForReview, reviewWithdraw } from '../services/wallet/withdraws.js';

/** The operator's money desk: top-ups, withdrawals and (see refund routes) refund arbitration. */
export function registerAdminFinanceRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminFinance.recharges, (ctx) => listRechargesForReview(ctx.db, ctx.query));
  registerEndpoint(app, adminFinance.reviewRecharge, (ctx) =>
    reviewRecharge(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
  registerEndpoint(app, adminFinance.withdraws, (ctx) => listWithdrawsForReview(ctx.db, ctx.query));
  registerEndpoint(app, adminFinance.reviewWithdraw, (ctx) =>
    reviewWithdraw(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
}
