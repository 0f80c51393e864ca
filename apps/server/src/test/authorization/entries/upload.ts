import { defineEntries } from '../matrix.js';

/** Image uploads (apps/server/src/routes/upload-routes.ts): stored under the caller's id. */
export const entries = defineEntries({
  'common.upload': { access: 'self' },
});
