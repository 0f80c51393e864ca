import { defineEntries } from '../matrix.js';

/** Accounts and sessions (apps/server/src/routes/user-routes.ts). */
export const entries = defineEntries({
  'user.captcha': { access: 'public', input: async () => ({}) },
  'user.verifyCaptcha': { access: 'public' },
  'user.register': { access: 'public' },
  'user.login': { access: 'public' },
  'user.refresh': { access: 'self' },
  'user.logout': { access: 'self' },
  'user.profile': { access: 'self' },
});
