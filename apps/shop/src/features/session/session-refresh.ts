import { isApiError } from '@bazaar/api';
import { user } from '@bazaar/api/contract';
import { endSession, setSession, updateUserinfo } from '../../state/index.js';
import type { AppServices } from '../../app/app-types.js';

/** How long before the token expires it is renewed. */
export const REFRESH_AHEAD_MS = 10 * 60 * 1000;

/** The longest delay `setTimeout` keeps (about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a refresh did. */
export type RefreshOutcome = 'refreshed' | 'ended' | 'kept' | 'no_session';

type RefreshServices = Pick<AppServices, 'store' | 'client' | 'serverCart' | 'now'>;

const inFlight = new WeakMap<object, Promise<RefreshOutcome>>();

/**
 * Renews the session with `user/refresh` (spec section 4: login state set by refresh, cleared by a
 * failed refresh). The server refusing the token ends the session; no answer (offline, time-out,
 * a server fault) keeps it, since the token may still be good. Nothing is toasted.
 */
export function refreshSession(services: RefreshServices): Promise<RefreshOutcome> {
  // One refresh at a time per store: a second one would send the token the first replaces.
  const running = inFlight.get(services.store);
  if (running) return running;
  const refresh = doRefresh(services).finally(() => inFlight.delete(services.store));
  inFlight.set(services.store, refresh);
  return refresh;
}

async function doRefresh(services: RefreshServices): Promise<RefreshOutcome> {
  const { store, client, now } = services;
  if (!store.getState().user.token) return 'no_session';
  try {
    setSession(store, await client.call(user.refresh, {}, { silent: true }), now());
    return 'refreshed';
  } catch (error) {
    if (!isApiError(error)) return 'kept';
    // On a 401 the client has ended the session already, unless another tab had renewed it.
    if (error.kind === 'unauthorized') return store.getState().user.token ? 'kept' : 'ended';
    const refusedByServer =
      error.kind === 'forbidden' ||
      (error.kind === 'refused' && error.status !== null && error.status < 500);
    if (!refusedByServer) return 'kept';
    endSession(store, { clearCart: services.serverCart !== null });
    return 'ended';
  }
}

/**
 * Reads the user again (`GET user/profile`) into the session, keeping the token: what the server
 * changed since the login (an approved application's shop, `shop_auth`) reaches the session.
 * Nothing is toasted; no answer keeps the session as it was. Resolves once done.
 */
export async function reloadUserinfo(
  services: Pick<AppServices, 'store' | 'client'>,
): Promise<void> {
  const { store, client } = services;
  if (!store.getState().user.token) return;
  try {
    const answer = await client.call(user.profile, undefined, { silent: true });
    updateUserinfo(store, answer.userinfo, answer.statistics);
  } catch {
    // Offline or refused: the stored user stands (a refused token has ended the session already).
  }
}

/** How long to wait before trying again when a refresh got no answer. */
export const REFRESH_RETRY_MS = 60 * 1000;

/**
 * Refreshes the session shortly before each token expires (at once when it is already that close);
 * a refresh that got no answer is tried again a minute later. Returns the function that stops it.
 */
export function keepSessionFresh(services: RefreshServices): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: number | null = null;
  let stopped = false;

  const run = async () => {
    const outcome = await refreshSession(services);
    if (stopped || outcome !== 'kept') return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), REFRESH_RETRY_MS);
  };

  // Follows the session: a new expiry (login, refresh) moves the timer; a logout stops it.
  const schedule = () => {
    const { token, expiresAt } = services.store.getState().user;
    const target = token && expiresAt !== null ? expiresAt : null;
    if (target === scheduledFor) return;
    clearTimeout(timer);
    scheduledFor = target;
    if (target === null) return;
    const delay = Math.min(Math.max(target - REFRESH_AHEAD_MS - services.now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => void run(), delay);
  };

  const unsubscribe = services.store.subscribe(schedule);
  schedule();
  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
  };
}
