export { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, localeOf } from './languages.js';
export type { LanguageCode } from './languages.js';
export {
  ADDRESS_LIMIT,
  AVATAR_EXTENSIONS,
  COPY_FEEDBACK_MS,
  DEFAULT_PAGE_SIZE,
  DIALOG_DEFAULTS,
  FEEDBACK_HANDLING_HOURS,
  HEARTBEAT,
  HTTP_TIMEOUT_MS,
  NICKNAME_LENGTH,
  PASSWORD_LENGTH,
  PERSISTED_STATE_PARTS,
  POPUP_Z_INDEX_START,
  PREFERENCE_COOKIES,
  RECONNECT_LIMIT,
  SERVER_FALLBACK_LANGUAGE,
  STORAGE_KEYS,
  TOAST_DURATION_MS,
  ACTION_TOAST_DURATION_MS,
  USERNAME_LENGTH,
  acceptLanguage,
} from './limits.js';
export { COUNTRY_DIAL_CODES, isKnownAreaCode } from './countries.js';
export type { CountryDialCode } from './countries.js';
