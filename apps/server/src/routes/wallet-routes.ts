import { wallet } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { listRechargeAccounts } from '../services/wallet/recharge-accounts.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import {
  addPayAccount,
  deletePayAccount,
  findPayAccount,
  listPayAccounts,
} from '../services/wallet/pay-accounts.js';
import { fileRecharge, listRecharges } from '../services/wallet/recharges.js';
import { listWithdraws, requestWithdraw, withdrawTerms } from '../services/wallet/withdraws.js';
import { requirePayPassword } from './pay-password-check.js';

/** Top-ups, payout accounts and withdrawals (`/wanlshop/pay/...` beside the payment endpoints). */
export function registerWalletRoutes(app: FastifyInstance): void {
  // A scope of its own, so the payment-password hook applies to these routes only.
  void app.register(async (scope) => {
    requirePayPassword(scope, [
      {
        endpoint: wallet.withdraw,
        owned: (deps, user, body) => findPayAccount(deps.db, user.id, body.account_id),
      },
    ]);
    registerEndpoint(scope, wallet.recharge, (ctx) =>
      fileRecharge(ctx.db, ctx.user.id, ctx.body, ctx.now),
    );
    registerEndpoint(scope, wallet.rechargeAccounts, async (ctx) => ({
      list: await listRechargeAccounts(ctx.db),
    }));
    registerEndpoint(scope, wallet.rechargeLog, (ctx) =>
      listRecharges(ctx.db, ctx.user.id, ctx.query),
    );
    registerEndpoint(scope, wallet.getPayAccount, async (ctx) => ({
      list: await listPayAccounts(ctx.db, ctx.user.id),
    }));
    registerEndpoint(scope, wallet.addPayAccount, (ctx) =>
      addPayAccount(ctx.db, ctx.user.id, ctx.body, ctx.now),
    );
    registerEndpoint(scope, wallet.delPayAccount, async (ctx) => {
      await deletePayAccount(ctx.db, ctx.user.id, ctx.body.id);
      return {};
    });
    registerEndpoint(scope, wallet.initialWithdraw, (ctx) =>
      withdrawTerms(ctx.db, ctx.deps.config, ctx.user.id),
    );
    registerEndpoint(scope, wallet.withdraw, (ctx) =>
      requestWithdraw(ctx.db, ctx.deps.config, ctx.user.id, ctx.body, ctx.now),
    );
    registerEndpoint(scope, wallet.withdrawLog, (ctx) =>
      listWithdraws(ctx.db, ctx.user.id, ctx.query),
    );
  });
}
