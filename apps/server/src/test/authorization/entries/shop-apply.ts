import { defineEntries } from '../matrix.js';

/** The merchant application (apps/server/src/routes/merchant-routes.ts): the caller's own. */
export const entries = defineEntries({
  'shopApply.get': { access: 'self' },
  'shopApply.submit': { access: 'self' },
});
