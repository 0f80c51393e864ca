import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { pack as ENGLISH_FIRST_LOAD } from './locales/en/first-load.js';
import type { AccountPack, AreaPack, FirstLoadPack, Pack, TextPart } from './namespaces.js';

export type { Pack } from './namespaces.js';

type PackModule = { readonly pack: Pack };

/** The namespaces of one part of a pack. */
export type PartPack<P extends TextPart> = P extends 'first-load'
  ? FirstLoadPack
  : P extends 'account'
    ? AccountPack
    : AreaPack;

type PartLoaders = {
  readonly [P in TextPart]: () => Promise<{ readonly pack: PartPack<P> }>;
};

/**
 * Each language's pack in three parts (`TEXT_PARTS`), each its own dynamic import, so a bundler
 * emits it as a separate chunk: the first load's namespaces, the shopper's account's and the
 * merchant's and operator's areas'. English's first-load part ships in the entry (the default and
 * the fallback of every other pack).
 */
const PART_LOADERS: Record<LanguageCode, PartLoaders> = {
  en: {
    'first-load': async () => ({ pack: ENGLISH_FIRST_LOAD }),
    account: () => import('./locales/en/account.js'),
    areas: () => import('./locales/en/areas.js'),
  },
  'zh-cn': {
    'first-load': () => import('./locales/zh-cn/first-load.js'),
    account: () => import('./locales/zh-cn/account.js'),
    areas: () => import('./locales/zh-cn/areas.js'),
  },
  'zh-tw': {
    'first-load': () => import('./locales/zh-tw/first-load.js'),
    account: () => import('./locales/zh-tw/account.js'),
    areas: () => import('./locales/zh-tw/areas.js'),
  },
  ja: {
    'first-load': () => import('./locales/ja/first-load.js'),
    account: () => import('./locales/ja/account.js'),
    areas: () => import('./locales/ja/areas.js'),
  },
  ko: {
    'first-load': () => import('./locales/ko/first-load.js'),
    account: () => import('./locales/ko/account.js'),
    areas: () => import('./locales/ko/areas.js'),
  },
  th: {
    'first-load': () => import('./locales/th/first-load.js'),
    account: () => import('./locales/th/account.js'),
    areas: () => import('./locales/th/areas.js'),
  },
  id: {
    'first-load': () => import('./locales/id/first-load.js'),
    account: () => import('./locales/id/account.js'),
    areas: () => import('./locales/id/areas.js'),
  },
  may: {
    'first-load': () => import('./locales/may/first-load.js'),
    account: () => import('./locales/may/account.js'),
    areas: () => import('./locales/may/areas.js'),
  },
  vi: {
    'first-load': () => import('./locales/vi/first-load.js'),
    account: () => import('./locales/vi/account.js'),
    areas: () => import('./locales/vi/areas.js'),
  },
  ru: {
    'first-load': () => import('./locales/ru/first-load.js'),
    account: () => import('./locales/ru/account.js'),
    areas: () => import('./locales/ru/areas.js'),
  },
  spa: {
    'first-load': () => import('./locales/spa/first-load.js'),
    account: () => import('./locales/spa/account.js'),
    areas: () => import('./locales/spa/areas.js'),
  },
  pt: {
    'first-load': () => import('./locales/pt/first-load.js'),
    account: () => import('./locales/pt/account.js'),
    areas: () => import('./locales/pt/areas.js'),
  },
  tr: {
    'first-load': () => import('./locales/tr/first-load.js'),
    account: () => import('./locales/tr/account.js'),
    areas: () => import('./locales/tr/areas.js'),
  },
};

/** Each language's whole pack, for the server and tests (`loadPack`). */
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
export { ENGLISH_FIRST_LOAD };

/**
 * Loads one part of a language's pack (its own chunk in a bundled app). An unknown code loads
 * English's. Rejects when the chunk cannot be fetched.
 */
export async function loadPackPart<P extends TextPart>(
  language: LanguageCode,
  part: P,
): Promise<PartPack<P>> {
  const loaders = PART_LOADERS[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
  const module = await loaders[part]();
  return module.pack as PartPack<P>;
}

/** English's merchant and operator namespaces, a chunk of their own in a bundled app. */
export function loadEnglishAreas(): Promise<AreaPack> {
  return loadPackPart(DEFAULT_LANGUAGE, 'areas');
}

/**
 * Loads one language's whole pack (every part), for the server and tests. An unknown code loads
 * English. Rejects when the chunk cannot be fetched.
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
