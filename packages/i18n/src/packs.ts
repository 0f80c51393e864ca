import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { pack as englishPack } from './locales/en/index.js';
import type { Pack } from './namespaces.js';

export type { Pack } from './namespaces.js';

type PackModule = { readonly pack: Pack };

/**
 * English ships in the first load (it is the default and the fallback of every other pack); each
 * other language is its own dynamic import, so a bundler emits it as a separate chunk.
 */
const PACK_LOADERS: Record<LanguageCode, () => Promise<PackModule>> = {
  en: () => Promise.resolve({ pack: englishPack }),
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

/** The English pack, always present: the default language and the fallback of every key. */
export const ENGLISH_PACK: Pack = englishPack;

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
