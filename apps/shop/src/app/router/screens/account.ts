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
};
