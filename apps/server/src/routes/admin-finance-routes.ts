import { adminFinance } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { reconciliationView } from '../services/ledger/nightly-reconcile.js';
import { listRechargeAccounts, saveRechargeAccount } from '../services/wallet/recharge-accounts.js';
import { listRechargesForReview, reviewRecharge } from '../services/wallet/recharges.js';
import { listWithdrawsForReview, reviewWithdraw } from '../services/wallet/withdraws.js';

/**
 * The operator's money desk: top-ups, withdrawals, the last check of the books and (see refund
 * routes) refund arbitration.
 */
export function registerAdminFinanceRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminFinance.recharges, (ctx) => listRechargesForReview(ctx.db, ctx.query));
  registerEndpoint(app, adminFinance.reviewRecharge, (ctx) =>
    reviewRecharge(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
  registerEndpoint(app, adminFinance.rechargeAccounts, async (ctx) => ({
    list: await listRechargeAccounts(ctx.db, { all: true }),
  }));
  registerEndpoint(app, adminFinance.saveRechargeAccount, (ctx) =>
    saveRechargeAccount(ctx.db, ctx.body, ctx.now),
  );
  registerEndpoint(app, adminFinance.reconciliation, (ctx) => reconciliationView(ctx.db, ctx.now));
  registerEndpoint(app, adminFinance.withdraws, (ctx) => listWithdrawsForReview(ctx.db, ctx.query));
  registerEndpoint(app, adminFinance.reviewWithdraw, (ctx) =>
    reviewWithdraw(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
}
