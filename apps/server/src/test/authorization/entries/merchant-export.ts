import { defineEntries } from '../matrix.js';

/**
 * The merchant's CSV downloads (apps/server/src/routes/merchant-export-routes.ts): each works on
 * the caller's shop (its orders and profit records) and the caller's own statement, no id taken.
 */
export const entries = defineEntries({
  'merchantExport.csv': { access: 'own-shop' },
});
