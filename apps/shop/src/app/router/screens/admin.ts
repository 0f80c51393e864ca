import type { ScreenRegistry } from './types.js';

/** The screens of the platform operator's console (/admin). */
export const ADMIN_SCREENS: ScreenRegistry = {
  admin: () =>
    import('../../../routes/admin-dashboard/index.js').then((m) => m.AdminDashboardScreen),
  admin_applications: () =>
    import('../../../routes/admin-applications/index.js').then((m) => m.AdminApplicationsScreen),
  admin_recharges: () =>
    import('../../../routes/admin-recharges/index.js').then((m) => m.AdminRechargesScreen),
  admin_withdraws: () =>
    import('../../../routes/admin-withdraws/index.js').then((m) => m.AdminWithdrawsScreen),
  admin_refunds: () =>
    import('../../../routes/admin-refunds/index.js').then((m) => m.AdminRefundsScreen),
  admin_refund_details: () =>
    import('../../../routes/admin-refund-details/index.js').then((m) => m.AdminRefundDetailsScreen),
  admin_feedback: () =>
    import('../../../routes/admin-feedback/index.js').then((m) => m.AdminFeedbackScreen),
  admin_complaints: () =>
    import('../../../routes/admin-complaints/index.js').then((m) => m.AdminComplaintsScreen),
  admin_currencies: () =>
    import('../../../routes/admin-currencies/index.js').then((m) => m.AdminCurrenciesScreen),
  admin_categories: () =>
    import('../../../routes/admin-categories/index.js').then((m) => m.AdminCategoriesScreen),
  admin_banners: () =>
    import('../../../routes/admin-banners/index.js').then((m) => m.AdminBannersScreen),
  admin_market: () =>
    import('../../../routes/admin-market/index.js').then((m) => m.AdminMarketScreen),
  admin_market_edit: () =>
    import('../../../routes/admin-market-edit/index.js').then((m) => m.AdminMarketEditScreen),
};
