import type { LanguageCode } from '@bazaar/domain';

/**
 * Each language's name in itself (an endonym). These are not translated: a reader looks for the
 * name of their own language whatever the interface speaks.
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  id: 'Bahasa Indonesia',
  may: 'Bahasa Melayu',
  vi: 'Tiếng Việt',
  ru: 'Русский',
  spa: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
};
