import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useServices } from './services-context.js';

/**
 * Keeps the SWR cache honest (it is not keyed by user or language, see `@bazaar/api`): when the
 * user changes (logout, a 401, another account) every cached answer is dropped and what is on
 * screen is fetched again for the new user; when the language changes every answer is fetched
 * again, since the server translates some fields.
 */
export function CacheEffects() {
  const { store, i18n } = useServices();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    let userId = store.getState().user.userinfo?.id ?? null;
    return store.subscribe(() => {
      const next = store.getState().user.userinfo?.id ?? null;
      if (next === userId) return;
      userId = next;
      // Revalidating (not only clearing) also ends SWR's deduplication window, so a screen
      // still showing gets the new user's answer instead of the old request's.
      void mutate(() => true, undefined);
    });
  }, [store, mutate]);

  useEffect(() => {
    const onLanguage = () => void mutate(() => true);
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [i18n, mutate]);

  return null;
}
