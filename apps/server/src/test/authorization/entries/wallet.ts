import { wallet } from '@bazaar/api/contract';
import { defineEntries, type MatrixContext } from '../matrix.js';

/** Adds a payout account for `buyer` and answers its id. */
async function buyerPayAccount(ctx: MatrixContext): Promise<number> {
  const result = await ctx.t.call(wallet.addPayAccount, {
    token: await ctx.token('buyer'),
    body: { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
  });
  return result.data.id;
}

/** Top-ups, payout accounts and withdrawals (apps/server/src/routes/wallet-routes.ts). */
export const entries = defineEntries({
  'wallet.recharge': { access: 'self' },
  'wallet.rechargeLog': { access: 'self' },
  'wallet.rechargeAccounts': { access: 'self' },
  'wallet.getPayAccount': { access: 'self' },
  'wallet.addPayAccount': { access: 'self' },
  'wallet.initialWithdraw': { access: 'self' },
  'wallet.withdrawLog': { access: 'self' },
  'wallet.delPayAccount': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({ body: { id: await buyerPayAccount(ctx) } }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  // Another's account answers 404 before the payment password is asked.
  'wallet.withdraw': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({
      body: { money: '10', account_id: await buyerPayAccount(ctx), captcha: 'buyer123' },
    }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
});
