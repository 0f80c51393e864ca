import { defineEntries } from '../matrix.js';

/** The operator's top-ups and withdrawals (apps/server/src/routes/admin-finance-routes.ts); refunds are in refund.ts. */
export const entries = defineEntries({
  'adminFinance.recharges': { access: 'operator' },
  'adminFinance.reviewRecharge': { access: 'operator' },
  'adminFinance.withdraws': { access: 'operator' },
  'adminFinance.reviewWithdraw': { access: 'operator' },
  'adminFinance.rechargeAccounts': { access: 'operator' },
  'adminFinance.saveRechargeAccount': { access: 'operator' },
  'adminFinance.reconciliation': { access: 'operator' },
});
