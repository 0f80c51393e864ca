import type { ScreenRegistry } from './types.js';

/** The screens of logging in, registering, the user centre and the user's own settings and lists. */
export const ACCOUNT_SCREENS: ScreenRegistry = {
  login: () => import('../../../routes/login/index.js').then((m) => m.LoginScreen),
  register: () => import('../../../routes/register/index.js').then((m) => m.RegisterScreen),
  user: () => import('../../../routes/user-centre/index.js').then((m) => m.UserCentreScreen),
  user_setting: () =>
    import('../../../routes/user-settings/index.js').then((m) => m.UserSettingsScreen),
  user_edit: () => import('../../../routes/user-edit/index.js').then((m) => m.UserEditScreen),
  user_security: () =>
    import('../../../routes/user-security/index.js').then((m) => m.UserSecurityScreen),
  user_set_pwd: () =>
    import('../../../routes/user-set-password/index.js').then((m) => m.SetPasswordScreen),
  user_address_list: () =>
    import('../../../routes/address-list/index.js').then((m) => m.AddressListScreen),
  user_address_edit: () =>
    import('../../../routes/address-edit/index.js').then((m) => m.AddressEditScreen),
  user_follow: () => import('../../../routes/user-follow/index.js').then((m) => m.FollowScreen),
  user_favorites: () =>
    import('../../../routes/user-favorites/index.js').then((m) => m.FavoritesScreen),
  user_footprint: () =>
    import('../../../routes/user-footprint/index.js').then((m) => m.FootprintScreen),
  user_voucher: () => import('../../../routes/user-voucher/index.js').then((m) => m.VoucherScreen),
  user_point: () => import('../../../routes/user-point/index.js').then((m) => m.PointScreen),
  user_feedback: () =>
    import('../../../routes/user-feedback/index.js').then((m) => m.FeedbackScreen),
  user_feedback_edit: () =>
    import('../../../routes/user-feedback-edit/index.js').then((m) => m.FeedbackEditScreen),
  user_report: () => import('../../../routes/user-report/index.js').then((m) => m.ReportScreen),
  user_comment_list: () =>
    import('../../../routes/user-comments/index.js').then((m) => m.CommentListScreen),
};
