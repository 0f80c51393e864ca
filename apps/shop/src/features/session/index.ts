export {
  refreshSession,
  reloadUserinfo,
  keepSessionFresh,
  REFRESH_AHEAD_MS,
  REFRESH_RETRY_MS,
} from './session-refresh.js';
export type { RefreshOutcome } from './session-refresh.js';
export { startSession } from './start-session.js';
export { useAuthSubmit } from './use-auth-submit.js';
export type { AuthOutcome, AuthSubmitOptions, Refusal } from './use-auth-submit.js';
export { useLogin } from './use-login.js';
export type { LoginForm } from './use-login.js';
export { useLogout } from './use-logout.js';
export { useRegister } from './use-register.js';
export type { RegisterForm } from './use-register.js';
