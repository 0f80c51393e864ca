import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useConfirm } from '../../app/feedback/confirm.js';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useServices } from '../../app/services-context.js';
import { PART_CODECS, type AppStore } from '../../state/index.js';

/**
 * Drops what this device keeps only to show things faster: the app's initial data and the
 * category tree (the `app` and `category` parts). The session, the cart, a pending order and the
 * chat state are the user's, not caches: they stay.
 */
export function clearLocalCaches(store: AppStore): void {
  store.set('app', PART_CODECS.app.initial);
  store.set('category', PART_CODECS.category.initial);
}

/**
 * "Clear cache" of the settings: asks first, then drops the local caches and every cached answer
 * (what is on screen is fetched again) and says so. Resolves with false when cancelled.
 */
export function useClearCache(): () => Promise<boolean> {
  const { store } = useServices();
  const { mutate } = useSWRConfig();
  const confirm = useConfirm();
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(async () => {
    const asked = await confirm({
      message: t('user:setting.clear_cache_confirm'),
      confirmLabel: t('user:setting.clear_cache'),
      cancelLabel: t('common:confirm.keep'),
    });
    if (!asked) return false;
    clearLocalCaches(store);
    await mutate(() => true);
    notify.success('user:setting.cache_cleared');
    return true;
  }, [confirm, mutate, notify, store, t]);
}
