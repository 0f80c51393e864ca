import { CHAT_RECONNECT_LIMIT } from '../chat/reconnect.js';

/** Every API call times out after 50 seconds (spec section 7). */
export const HTTP_TIMEOUT_MS = 50_000;

/** How long a toast stays (spec section 9). */
export const TOAST_DURATION_MS = 2000;

/**
 * How long a toast with an action (undo a deletion) stays: long enough to read it and reach its
 * button; the timer pauses while the toast is hovered or focused.
 */
export const ACTION_TOAST_DURATION_MS = 6000;

/** How long the "copied" feedback stays (spec section 9). */
export const COPY_FEEDBACK_MS = 1500;

/** The z-index the first popup layer starts at; each further layer stacks above (spec section 9). */
export const POPUP_Z_INDEX_START = 2000;

/** Chat reconnect attempts before giving up (spec section 9); the chat module's constant. */
export const RECONNECT_LIMIT = CHAT_RECONNECT_LIMIT;

/**
 * The chat heartbeat (spec section 9, API contract): the server sends `{"type":"ping"}` every
 * 10 seconds and the client answers `{"type":"pong"}`. A socket that hears nothing for three
 * intervals is considered dead.
 */
export const HEARTBEAT = {
  ping: 'ping',
  pong: 'pong',
  intervalMs: 10_000,
  deadAfterMs: 30_000,
} as const;

/** Username length in characters, inclusive (spec section 5). */
export const USERNAME_LENGTH = { min: 3, max: 12 } as const;

/** Password length in characters, inclusive (spec section 5). */
export const PASSWORD_LENGTH = { min: 6, max: 12 } as const;

/** Nickname length in characters, inclusive (the product's rule; the spec sets none). */
export const NICKNAME_LENGTH = { min: 1, max: 20 } as const;

/** Most shipping addresses a user keeps (the product's rule; the spec sets none). */
export const ADDRESS_LIMIT = 20;

/** Feedback and reports are handled within 72 hours (spec section 9). */
export const FEEDBACK_HANDLING_HOURS = 72;

/** Avatar file extensions (spec section 5). */
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** The page size of lists when a screen does not ask for another (API contract). */
export const DEFAULT_PAGE_SIZE = 10;

/** The parts of the app state kept across reloads (spec section 9). */
export const PERSISTED_STATE_PARTS = ['app', 'category', 'cart', 'user', 'order', 'chat'] as const;

/** Local storage keys (spec section 9): the cart, the chat client id, statistics and the language. */
export const STORAGE_KEYS = {
  cart: 'bazaar:cart',
  chatClientId: 'bazaar:chat-client-id',
  statistics: 'bazaar:statistics',
  language: 'bazaar:language',
} as const;

/**
 * The cookies the shop app writes so that the server renders a page the way the visitor sees it:
 * their chosen language (a language code) and their layout (`mobile` or `desktop`). Only
 * preferences: nothing personal is in them.
 */
export const PREFERENCE_COOKIES = {
  language: 'bazaar_lang',
  layout: 'bazaar_layout',
} as const;

/**
 * Dialog defaults (spec section 9): no cancel button, a confirm button, an overlay, closed by the
 * browser's back, not by a click on the overlay.
 */
export const DIALOG_DEFAULTS = {
  showCancel: false,
  showConfirm: true,
  overlay: true,
  closeOnPopState: true,
  closeOnOverlayClick: false,
} as const;

/** The server-side language fallback appended to Accept-Language, with its quality (spec section 7). */
export const SERVER_FALLBACK_LANGUAGE = { code: 'zh', quality: 0.9 } as const;

/**
 * The Accept-Language header of every call: the stored language, then Chinese at quality 0.9
 * (`"ja,zh;q=0.9"`).
 */
export function acceptLanguage(language: string): string {
  const { code, quality } = SERVER_FALLBACK_LANGUAGE;
  return `${language},${code};q=${quality}`;
}
