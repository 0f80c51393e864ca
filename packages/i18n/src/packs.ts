import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import type { AreaPack, Pack } from './namespaces.js';

export type { Pack } from './namespaces.js';

type PackModule = { readonly pack: Pack };

/**
 * English's first-load namespaces ship in the first load (the default and the fallback of every
 * other pack: `loadEnglishFirstLoad`), its merchant and operator namespaces are a chunk of their
 * own (`loadEnglishAreas`); each other language is its own dynamic import, so a bundler emits it
 * as a separate chunk.
 */
const PACK_LOADERS: Record<LanguageCode, () => Promise<PackModule>> = {
  en: () => import('./locales/en/index.js'),
  'zh-cn': () => import('./locales/zh-cn/index.js'),
  'zh-tw': () => import('./locales/zh-tw/index.js'),
  ja: () => import('./locales/ja/index.js'),
  ko: () => import('./locales/ko/index.js'),
  th: () => import('./locales/th/index.js'),
  id: () => import('./locales/id/index.js'),
  may: () => import('./locales/may/index.js'),
  vi: () => import('./locales/vi/index.js'),
  ru: () => import('./locales/ru/index.js'),
  spa: () => import('./locales/spa/index.js'),
  pt: () => import('./locales/pt/index.js'),
  tr: () => import('./locales/tr/index.js'),
};

/** English's first-load namespaces: the browser's entry carries them. */
export { pack as ENGLISH_FIRST_LOAD } from './locales/en/first-load.js';

/** English's merchant and operator namespaces, a chunk of their own in a bundled app. */
export async function loadEnglishAreas(): Promise<AreaPack> {
  return (await import('./locales/en/areas.js')).pack;
}

/**
 * Loads one language's pack (its own chunk in a bundled app). An unknown code loads English.
 * Rejects when the chunk cannot be fetched; callers then fall back to English.
 */
export async function loadPack(language: LanguageCode): Promise<Pack> {
  const loader = isLanguageCode(language) ? PACK_LOADERS[language] : PACK_LOADERS[DEFAULT_LANGUAGE];
  const module = await loader();
  return module.pack;
}

/** Loads every language's pack, for the server and for tests. */
export async function loadAllPacks(): Promise<Record<LanguageCode, Pack>> {
  const packs = await Promise.all(LANGUAGE_CODES.map((language) => loadPack(language)));
  return Object.fromEntries(
    LANGUAGE_CODES.map((language, index) => [language, packs[index]]),
  ) as Record<LanguageCode, Pack>;
}
