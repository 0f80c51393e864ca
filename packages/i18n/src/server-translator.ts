import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode } from '@bazaar/domain';
import type { LanguageCode } from '@bazaar/domain';
import { countFormatter } from './count-format.js';
import { addPack, baseOptions } from './instance.js';
import { loadAllPacks } from './packs.js';

/** Translates keys in any of the 13 languages at once, for the server's per-request messages. */
export interface ServerTranslator {
  /**
   * The message of `key` (`namespace:path`, `common` when no namespace) in `language`, English when
   * that pack lacks it, '' when no pack has it. `values` fill `{{placeholders}}` and `count` plurals.
   */
  t(language: LanguageCode, key: string, values?: Record<string, unknown>): string;
}

/** A translator with every pack loaded (English fallback, missing keys are empty text). */
export async function createServerTranslator(): Promise<ServerTranslator> {
  const packs = await loadAllPacks();
  const instance = i18next.createInstance().use(countFormatter);
  await instance.init({ ...baseOptions(), lng: DEFAULT_LANGUAGE, resources: {} });
  for (const language of LANGUAGE_CODES) addPack(instance, language, packs[language]);
  return {
    t(language, key, values) {
      const lng = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
      return String(instance.t(key, { ...values, lng }));
    },
  };
}
