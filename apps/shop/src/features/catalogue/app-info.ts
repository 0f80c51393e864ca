import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { common, type AppInfo } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { BASE_CURRENCY, isLanguageCode, resolveCurrency, type CurrencyEntry } from '@bazaar/domain';
import { useAppState, useStore, type AppState } from '../../state/index.js';

/** The currencies of the initial data that belong to one of our 13 languages. */
export function toCurrencyEntries(info: AppInfo): CurrencyEntry[] {
  return info.currencyList.flatMap(({ language, code, symbol, rate }) =>
    isLanguageCode(language) ? [{ language, code, symbol, rate }] : [],
  );
}

/**
 * Loads the app's initial data (`common/info`) once the app starts, again for a new user or
 * language, and keeps it in the `app` part (the next visit paints from it at once). Mounted once
 * by the app.
 */
export function AppInfoLoader() {
  const store = useStore();
  const { data } = useEndpoint(common.info, undefined, { revalidateOnFocus: false });
  useEffect(() => {
    if (data) store.set('app', { info: data, currencyList: toCurrencyEntries(data) });
  }, [data, store]);
  return null;
}

/**
 * The initial data (`categorys`, `banners`, the home zones, `shopList`...): the latest answer
 * (on a server-rendered page, the server's), else the one kept from the last visit, else null.
 */
export function useAppInfo(): AppInfo | null {
  const { data } = useEndpoint(common.info, undefined, { revalidateOnFocus: false });
  // The kept copy only matters without an answer: with one, storing the answer (AppInfoLoader,
  // right after a server-rendered page hydrates) re-renders nothing.
  const stored = useAppState(data ? selectNothing : selectStoredInfo);
  return data ?? stored;
}

const selectNothing = (): null => null;
const selectStoredInfo = (state: AppState) => state.app.info;
const selectStoredCurrencies = (state: AppState) => state.app.currencyList;

/**
 * The display currency of the interface language (domain `resolveCurrency`: the language's entry,
 * else English's, else the base currency; a broken rate also falls back to the base currency).
 */
export function useCurrency(): CurrencyEntry {
  const { i18n } = useTranslation();
  const { data } = useEndpoint(common.info, undefined, { revalidateOnFocus: false });
  const fresh = useMemo(() => (data ? toCurrencyEntries(data) : null), [data]);
  const stored = useAppState(fresh ? selectNothing : selectStoredCurrencies);
  const list = fresh ?? stored ?? [];
  if (!isLanguageCode(i18n.language)) return BASE_CURRENCY;
  try {
    return resolveCurrency(list, i18n.language);
  } catch {
    return BASE_CURRENCY;
  }
}
