import i18next from 'i18next';
import type { i18n, InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, STORAGE_KEYS, isLanguageCode } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { countFormatter } from './count-format.js';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces.js';
import type { TextPart } from './namespaces.js';
import { ENGLISH_FIRST_LOAD, loadPackPart } from './packs.js';
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

/**
 * The instance itself behind a copy of it: react-i18next's `useTranslation()` hands out a copy
 * (`__original` names the instance), and what this module keeps per instance is keyed on the
 * instance, whichever of them a caller has.
 */
function own(instance: i18n): i18n {
  return (instance as i18n & { __original?: i18n }).__original ?? instance;
}

/** The language each instance's latest switch goes to, while it loads. */
const switchTargets = new WeakMap<i18n, LanguageCode>();

/** A part of a pack that loads after the first load. */
type LaterPart = Exclude<TextPart, 'first-load'>;

/** The parts each instance was asked for: a language switched to later loads them too. */
const wantedParts = new WeakMap<i18n, Set<LaterPart>>();

/** Each instance's part loads, by `language:part` (kept once loaded; dropped after a failure). */
const partLoads = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Loads one part of a language's pack into an instance, once. Rejects when it cannot be fetched. */
function loadPartInto(copy: i18n, language: LanguageCode, part: TextPart): Promise<void> {
  const instance = own(copy);
  let loads = partLoads.get(instance);
  if (!loads) {
    loads = new Map();
    partLoads.set(instance, loads);
  }
  const key = `${language}:${part}`;
  let load = loads.get(key);
  if (!load) {
    load = loadPackPart(language, part).then(
      (pack) => addPack(instance, language, pack),
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** A language's part, or nothing when it fails to load (its keys then show in English). */
async function tryLoadPartInto(
  instance: i18n,
  language: LanguageCode,
  part: TextPart,
): Promise<void> {
  try {
    await loadPartInto(instance, language, part);
  } catch (error) {
    // Missing language pack: English (spec section 8). The next switch or route tries again.
    console.warn(`[i18n] the ${language} pack's ${part} part did not load; showing English`, error);
  }
}

/** The instance's language as one of ours (English when i18next holds another). */
function languageOf(instance: i18n): LanguageCode {
  const language = instance.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Loads later parts of the packs into an instance: English's (the fallback of their keys) and the
 * instance's language's, once per instance and part; a language switched to later gets them too.
 * Rejects when English's part cannot be fetched (the next call tries again); another language's
 * that fails leaves its keys in English.
 */
function loadParts(copy: i18n, parts: readonly LaterPart[]): Promise<void> {
  const instance = own(copy);
  const wanted = wantedParts.get(instance) ?? new Set<LaterPart>();
  for (const part of parts) wanted.add(part);
  wantedParts.set(instance, wanted);
  // The language shown, and the one a switch under way is loading (it read the parts before these).
  const languages = new Set([languageOf(instance), switchTargets.get(instance)]);
  languages.delete(DEFAULT_LANGUAGE);
  languages.delete(undefined);
  return Promise.all(
    parts.map((part) =>
      Promise.all([
        loadPartInto(instance, DEFAULT_LANGUAGE, part),
        ...[...languages].map((language) => tryLoadPartInto(instance, language!, part)),
      ]),
    ),
  ).then(() => undefined);
}

/**
 * Adds the shopper's account namespaces (`ACCOUNT_NAMESPACES`: user, order, refund, wallet, chat)
 * to an instance, in English and the instance's language: a chunk of their own per language in
 * the browser, loaded with the routes that draw them. Rejects when English's cannot be fetched;
 * the next call tries again.
 */
export function loadAccountTexts(instance: i18n): Promise<void> {
  return loadParts(instance, ['account']);
}

/**
 * Adds the account namespaces and the merchant's and operator's (`AREA_NAMESPACES`) to an
 * instance, in English and the instance's language: chunks of their own in the browser, loaded
 * with the routes of a logged-in user. Rejects when English's cannot be fetched; the next call
 * tries again.
 */
export function loadAreaTexts(instance: i18n): Promise<void> {
  return loadParts(instance, ['account', 'areas']);
}

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The language to start in. @default the stored language, else English */
  language?: LanguageCode;
  /** Where the chosen language is kept between visits (`localStorage` in the browser). */
  storage?: LanguageStorage;
  /**
   * Load the account's and the merchant's and operator's namespaces now. The browser's shopper
   * pages leave them out (`false`) and load them with their routes (`loadAccountTexts`,
   * `loadAreaTexts`). @default true
   */
  areas?: boolean;
}

/**
 * A fresh i18next instance in the given language (else the stored one, else English), with that
 * language's pack and the English fallback loaded (only their first-load namespaces when `areas`
 * is false).
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const language = isLanguageCode(options.language)
    ? options.language
    : readStoredLanguage(options.storage);
  const instance = i18next.createInstance().use(countFormatter);
  await instance.init({ ...baseOptions(), lng: language, resources: {} });
  addPack(instance, DEFAULT_LANGUAGE, ENGLISH_FIRST_LOAD);
  await Promise.all([
    language === DEFAULT_LANGUAGE ? undefined : tryLoadPartInto(instance, language, 'first-load'),
    options.areas === false ? undefined : loadAreaTexts(instance),
  ]);
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
  copy: i18n,
  language: LanguageCode,
  storage?: LanguageStorage,
): Promise<void> {
  const instance = own(copy);
  const target = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const ticket = Symbol(target);
  latestSwitch.set(instance, ticket);
  switchTargets.set(instance, target);
  // The first load's namespaces and every part this instance has been asked for so far.
  const parts: TextPart[] = ['first-load', ...(wantedParts.get(instance) ?? [])];
  if (target !== DEFAULT_LANGUAGE) {
    await Promise.all(parts.map((part) => tryLoadPartInto(instance, target, part)));
  }
  if (latestSwitch.get(instance) !== ticket) return;
  await instance.changeLanguage(target);
  if (latestSwitch.get(instance) === ticket) switchTargets.delete(instance);
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
