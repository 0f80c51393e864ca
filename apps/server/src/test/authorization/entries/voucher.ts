import { defineEntries } from '../matrix.js';

/** Vouchers (apps/server/src/routes/voucher-routes.ts). */
export const entries = defineEntries({
  // What can be claimed is public (a visitor sees it; the caller's claims are marked).
  'coupon.getList': { access: 'public', input: async () => ({ query: {} }) },
  // Claims a copy for the caller (the id names a public voucher).
  'coupon.receive': { access: 'self' },
  'adminCoupon.list': { access: 'operator' },
  'adminCoupon.save': { access: 'operator' },
  'adminCoupon.fund': { access: 'operator' },
  // The shop's own vouchers: an id of another shop's voucher answers 404 (tested in the routes).
  'merchantCoupon.list': { access: 'own-shop' },
  'merchantCoupon.save': { access: 'own-shop' },
});
