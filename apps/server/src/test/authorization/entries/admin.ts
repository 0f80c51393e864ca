import { defineEntries } from '../matrix.js';

/**
 * The operator's tools (apps/server/src/routes/admin-routes.ts): 401 without a token, 403 for a
 * buyer and for a merchant.
 */
export const entries = defineEntries({
  'admin.applications': { access: 'operator' },
  'admin.reviewApplication': { access: 'operator' },
  'admin.market': { access: 'operator' },
  'admin.marketInfo': { access: 'operator' },
  'admin.saveMarket': { access: 'operator' },
  'admin.deleteMarket': { access: 'operator' },
  'admin.categories': { access: 'operator' },
  'admin.saveCategory': { access: 'operator' },
  'admin.deleteCategory': { access: 'operator' },
  'admin.banners': { access: 'operator' },
  'admin.saveBanner': { access: 'operator' },
  'admin.deleteBanner': { access: 'operator' },
  'admin.currencies': { access: 'operator' },
  'admin.saveCurrency': { access: 'operator' },
  'admin.feedback': { access: 'operator' },
  'admin.handleFeedback': { access: 'operator' },
  'admin.complaints': { access: 'operator' },
  'admin.handleComplaint': { access: 'operator' },
});
