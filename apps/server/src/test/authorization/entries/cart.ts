import { defineEntries } from '../matrix.js';

/** The cart: each call works on the caller's own cart (apps/server/src/routes/cart-routes.ts). */
export const entries = defineEntries({
  'cart.storage': { access: 'self' },
  'cart.synchro': { access: 'self' },
  'cart.get': { access: 'self' },
});
