export {
  ACCOUNT_NAMESPACES,
  AREA_NAMESPACES,
  DEFAULT_NAMESPACE,
  FIRST_LOAD_NAMESPACES,
  NAMESPACES,
  TEXT_PARTS,
} from './namespaces.js';
export type {
  AccountNamespace,
  AccountPack,
  AreaNamespace,
  AreaPack,
  FirstLoadPack,
  Namespace,
  TextPart,
} from './namespaces.js';
export { loadAllPacks, loadPack } from './packs.js';
export type { Pack } from './packs.js';
export {
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  createI18n,
  loadAccountTexts,
  loadAreaTexts,
  readStoredLanguage,
} from './instance.js';
export type { CreateI18nOptions, LanguageStorage } from './instance.js';
export { createServerTranslator } from './server-translator.js';
export type { ServerTranslator } from './server-translator.js';
export { localeOf, pickLanguage } from './languages.js';
export { formatChatTime, formatDate, formatRelativeTime, formatWeekday } from './format-time.js';
export type { CalendarDate, FormatChatTimeOptions, Translator } from './format-time.js';
export { errorKey } from './error-key.js';
