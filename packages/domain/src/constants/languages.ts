/** The interface languages of spec section 1, in the spec's order. */
export const LANGUAGE_CODES = [
  'en',
  'zh-cn',
  'zh-tw',
  'ja',
  'ko',
  'th',
  'id',
  'may',
  'vi',
  'ru',
  'spa',
  'pt',
  'tr',
] as const;

/** One of the 13 interface language codes. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The default language and the fallback for missing packs and currencies. @default 'en' */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** True when `value` is one of the 13 language codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

const LOCALES: Record<LanguageCode, string> = {
  en: 'en',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  ja: 'ja',
  ko: 'ko',
  th: 'th',
  id: 'id',
  may: 'ms',
  vi: 'vi',
  ru: 'ru',
  spa: 'es',
  pt: 'pt',
  tr: 'tr',
};

/**
 * The BCP 47 locale of a language code, for `Intl` (`may` -> `ms`, `spa` -> `es`, `zh-cn` ->
 * `zh-CN`); English's for anything else.
 */
export function localeOf(language: string): string {
  return isLanguageCode(language) ? LOCALES[language] : LOCALES[DEFAULT_LANGUAGE];
}
