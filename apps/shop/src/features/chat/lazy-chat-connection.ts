import { isLoggedIn } from '@bazaar/domain';
import type { AppServices } from '../../app/app-types.js';

/**
 * `keepChatConnected` for the app, its code loaded only once a user is logged in (a visitor's
 * first page never downloads the chat client). Returns the function that stops it.
 */
export function keepChatConnectedWhenLoggedIn(services: AppServices): () => void {
  let stop: (() => void) | null = null;
  let loading = false;
  let stopped = false;
  const start = () => {
    if (stop || loading || !isLoggedIn(services.store.getState().user.userinfo)) return;
    loading = true;
    void import('./chat-connection.js').then(({ keepChatConnected }) => {
      loading = false;
      if (!stopped) stop = keepChatConnected(services);
    });
  };
  start();
  const unsubscribe = services.store.subscribe(start);
  return () => {
    stopped = true;
    unsubscribe();
    stop?.();
  };
}
