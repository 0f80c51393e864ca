import i18next from 'i18next';
import type { i18n, InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, STORAGE_KEYS, isLanguageCode } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { countFormatter } from './count-format.js';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces.js';
import { ENGLISH_FIRST_LOAD, loadEnglishAreas, loadPack } from './packs.js';
import type { Pack } from './packs.js';

/** The local-storage key that keeps the chosen language between visits (the domain's `STORAGE_KEYS.language`). */
export const LANGUAGE_STORAGE_KEY: string = STORAGE_KEYS.language;

/** The part of the Web Storage API the language choice needs (`localStorage` fits). */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The i18next options every Bazaar instance shares: our 13 codes as written (lower case, no
 * `zh` parent lookup), English as the fallback of every key, and empty text for a key that no
 * pack has (spec section 8), never the key itself.
 */
export function baseOptions(): InitOptions {
  return {
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: false,
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // An empty translation falls back to English like a missing one.
    returnEmptyString: false,
    returnNull: false,
    parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? '',
    // React escapes what it renders, and the server's messages travel as JSON text.
    // Every placeholder goes through countFormatter (counts grouped as the app groups them).
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  };
}

/** Adds a pack's namespaces (all, or some of them) to an instance under a language. */
export function addPack(instance: i18n, language: string, pack: Partial<Pack>): void {
  for (const namespace of NAMESPACES) {
    const messages = pack[namespace];
    if (messages) instance.addResourceBundle(language, namespace, messages, true, true);
  }
}

/** The English area namespaces' load of each instance (one per instance; again after a failure). */
const areaLoads = new WeakMap<i18n, Promise<void>>();

/**
 * Adds English's merchant and operator namespaces (`AREA_NAMESPACES`, the fallback of those
 * areas' keys) to an instance: a chunk of its own in the browser, loaded once per instance.
 * The other languages' packs carry theirs. Rejects when the chunk cannot be fetched; the next
 * call tries again.
 */
export function loadAreaTexts(instance: i18n): Promise<void> {
  let load = areaLoads.get(instance);
  if (!load) {
    load = loadEnglishAreas().then(
      (pack) => addPack(instance, DEFAULT_LANGUAGE, pack),
      (error: unknown) => {
        areaLoads.delete(instance);
        throw error;
      },
    );
    areaLoads.set(instance, load);
  }
  return load;
}

/** A language's pack, or undefined when it fails to load (its keys then show in English). */
async function tryLoadPack(language: LanguageCode): Promise<Pack | undefined> {
  try {
    return await loadPack(language);
  } catch (error) {
    // Missing language pack: English (spec section 8). The next switch tries again.
    console.warn(`[i18n] the ${language} pack did not load; showing English`, error);
    return undefined;
  }
}

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The language to start in. @default the stored language, else English */
  language?: LanguageCode;
  /** Where the chosen language is kept between visits (`localStorage` in the browser). */
  storage?: LanguageStorage;
  /**
   * Load English's merchant and operator namespaces now. The browser's shopper pages leave them
   * out (`false`) and load them with those areas (`loadAreaTexts`). @default true
   */
  areas?: boolean;
}

/**
 * A fresh i18next instance in the given language (else the stored one, else English), with that
 * language's pack and the English fallback loaded (without English's area namespaces when
 * `areas` is false).
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const language = isLanguageCode(options.language)
    ? options.language
    : readStoredLanguage(options.storage);
  const instance = i18next.createInstance().use(countFormatter);
  await instance.init({ ...baseOptions(), lng: language, resources: {} });
  addPack(instance, DEFAULT_LANGUAGE, ENGLISH_FIRST_LOAD);
  const [pack] = await Promise.all([
    language === DEFAULT_LANGUAGE ? undefined : tryLoadPack(language),
    options.areas === false ? undefined : loadAreaTexts(instance),
  ]);
  if (pack) addPack(instance, language, pack);
  return instance;
}

/** The latest switch asked of each instance, so that a slow pack cannot undo a later choice. */
const latestSwitch = new WeakMap<i18n, symbol>();

/**
 * Switches an instance to a language: loads its pack, changes the language and stores the choice.
 * A language that is not one of ours switches to English. When switches overlap, the last one asked
 * for wins, whichever pack arrives first.
 */
export async function changeLanguage(
  instance: i18n,
  language: LanguageCode,
  storage?: LanguageStorage,
): Promise<void> {
  const target = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const ticket = Symbol(target);
  latestSwitch.set(instance, ticket);
  if (!instance.hasResourceBundle(target, DEFAULT_NAMESPACE)) {
    const pack = await tryLoadPack(target);
    if (pack) addPack(instance, target, pack);
  }
  if (latestSwitch.get(instance) !== ticket) return;
  await instance.changeLanguage(target);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, target);
  } catch {
    // Storage can be full or blocked (private mode); the language still applies to this visit.
  }
}

/** The stored language choice; English when nothing valid is stored or the storage is unavailable. */
export function readStoredLanguage(storage?: Pick<Storage, 'getItem'>): LanguageCode {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY)?.trim().toLowerCase();
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
