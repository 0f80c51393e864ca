import { EMPTY_CART, NO_UNREAD, isLoggedIn } from '@bazaar/domain';
import type { SessionAnswer, UserInfo, UserStatistics } from '@bazaar/api/contract';
import { NO_PENDING_ORDER, SIGNED_OUT, type AppState } from './parts.js';
import type { AppStore } from './store.js';

/** The session as screens read it (`useSession()`). */
export type Session = {
  /** The `token` header value, or null for a visitor. */
  readonly token: string | null;
  /** The user, or null for a visitor. */
  readonly userinfo: UserInfo | null;
  /** The user-centre counts of the last login, register or refresh. */
  readonly statistics: UserStatistics | null;
  /** True exactly when `userinfo.id` exists (domain `isLoggedIn`). */
  readonly isLoggedIn: boolean;
};

/** The session of a state. */
export function selectSession(state: AppState): Session {
  const { token, userinfo, statistics } = state.user;
  return { token, userinfo, statistics, isLoggedIn: isLoggedIn(userinfo) };
}

/** Starts or renews the session from a login, register or refresh answer, at time `now` (ms). */
export function setSession(store: AppStore, answer: SessionAnswer, now: number): void {
  const { token, expires_in, ...userinfo } = answer.userinfo;
  store.set('user', {
    token,
    userinfo,
    statistics: answer.statistics,
    expiresAt: now + expires_in * 1000,
  });
}

/** Replaces the user and the counts after a profile read, keeping the token. */
export function updateUserinfo(
  store: AppStore,
  userinfo: UserInfo,
  statistics?: UserStatistics,
): void {
  store.set('user', (user) =>
    user.token ? { ...user, userinfo, statistics: statistics ?? user.statistics } : user,
  );
}

/** Options of {@link endSession}. */
export type EndSessionOptions = {
  /**
   * Also empty the cart: true once the cart lives on the server (it was merged there at login),
   * so the next visitor on this device does not see it. @default false
   */
  clearCart?: boolean;
};

/**
 * Ends the session (logout, a failed refresh, a 401): the user, the pending order and the chat
 * counts go; the cart goes too when `clearCart`.
 */
export function endSession(store: AppStore, { clearCart = false }: EndSessionOptions = {}): void {
  store.set('user', SIGNED_OUT);
  store.set('order', NO_PENDING_ORDER);
  store.set('chat', (chat) => ({ ...chat, unread: NO_UNREAD }));
  if (clearCart) store.set('cart', EMPTY_CART);
}
