import type { ChatTime, LanguageCode, RelativeTime } from '@bazaar/domain';
import { localeOf } from './languages.js';

/**
 * What the time formatters need from i18next: the current language and `t`. An `i18n` instance
 * fits; so does `{ language, t }` built from any translate function.
 */
export interface Translator {
  /** The current language code. */
  readonly language: string;
  /** Translates a key with interpolation values. */
  t(key: string, values?: Record<string, unknown>): string;
}

/** A calendar date without a time zone; months count from 1. */
export interface CalendarDate {
  /** Full year, e.g. 2026. */
  year: number;
  /** Month, 1 to 12. */
  month: number;
  /** Day of the month, 1 to 31. */
  day: number;
}

/** 1 January 2023 was a Sunday: adding a weekday number gives a date on that weekday. */
const REFERENCE_SUNDAY = { year: 2023, month: 1, day: 1 };
/** Any year will do for a clock time alone. */
const REFERENCE_YEAR = 2024;

function utc(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && 'year' in value;
}

/**
 * A date in the language's own style (`Nov 22, 2026`, `2026年11月22日`). A {@link CalendarDate} is
 * shown as is; a `Date` or timestamp in `options.timeZone` (default: the runtime's zone).
 * @param options Intl options. @default { dateStyle: 'medium' }
 */
export function formatDate(
  language: LanguageCode,
  value: Date | number | CalendarDate,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (isCalendarDate(value)) {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(
      utc(value.year, value.month, value.day),
    );
  }
  return new Intl.DateTimeFormat(localeOf(language), options).format(value);
}

/**
 * The name of a weekday (0 = Sunday to 6 = Saturday) in the language.
 * @param width @default 'long'
 */
export function formatWeekday(
  language: LanguageCode,
  weekday: number,
  width: 'long' | 'short' | 'narrow' = 'long',
): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: width, timeZone: 'UTC' }).format(
    utc(REFERENCE_SUNDAY.year, REFERENCE_SUNDAY.month, REFERENCE_SUNDAY.day + weekday),
  );
}

/**
 * A label that stands alone starts with a capital, as the packs' own labels do ("Вчера", "Ayer");
 * Intl writes weekdays in lower case in Russian, Spanish, Portuguese or Vietnamese.
 */
function capitalize(text: string, locale: string): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(locale) + rest.join('');
}

/** `language` of a translator as one of our codes (i18next keeps it as set). */
function languageOf(translator: Translator): LanguageCode {
  return translator.language as LanguageCode;
}

/**
 * A relative time (spec section 9) in the translator's language: `just now`, `5 minutes ago`,
 * `yesterday`, `Monday`, `3 months ago`, or a date. Counts use the language's plural forms.
 */
export function formatRelativeTime(translator: Translator, time: RelativeTime): string {
  switch (time.kind) {
    case 'just_now':
      return translator.t('common:time.just_now');
    case 'minutes':
      return translator.t('common:time.minutes_ago', { count: time.count });
    case 'hours':
      return translator.t('common:time.hours_ago', { count: time.count });
    case 'yesterday':
      return translator.t('common:time.yesterday');
    case 'day_before_yesterday':
      return translator.t('common:time.day_before_yesterday');
    case 'weekday': {
      const language = languageOf(translator);
      return capitalize(formatWeekday(language, time.weekday), localeOf(language));
    }
    case 'days':
      return translator.t('common:time.days_ago', { count: time.count });
    case 'months':
      return translator.t('common:time.months_ago', { count: time.count });
    case 'years':
      return translator.t('common:time.years_ago', { count: time.count });
    case 'date':
      return formatDate(languageOf(translator), time);
    default:
      return time satisfies never;
  }
}

/** Options of {@link formatChatTime}. */
export interface FormatChatTimeOptions {
  /** The viewer's current year: an older message's date then shows its year too. */
  currentYear?: number;
}

/**
 * A chat message's time (spec section 9) in the language: the time of day, the weekday and time,
 * or the month, day and time (with the year when `options.currentYear` is another year), each in
 * the language's own order and clock.
 */
export function formatChatTime(
  language: LanguageCode,
  time: ChatTime,
  options: FormatChatTimeOptions = {},
): string {
  const locale = localeOf(language);
  return capitalize(chatTimeText(locale, time, options), locale);
}

/** Hour and minute in the locale's clock (12 or 24 hours). */
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };

function chatTimeText(locale: string, time: ChatTime, options: FormatChatTimeOptions): string {
  switch (time.kind) {
    case 'time':
      return new Intl.DateTimeFormat(locale, CLOCK).format(
        utc(REFERENCE_YEAR, 1, 1, time.hour, time.minute),
      );
    case 'weekday':
      return new Intl.DateTimeFormat(locale, { ...CLOCK, weekday: 'long' }).format(
        utc(
          REFERENCE_SUNDAY.year,
          REFERENCE_SUNDAY.month,
          REFERENCE_SUNDAY.day + time.weekday,
          time.hour,
          time.minute,
        ),
      );
    case 'date': {
      const withYear = options.currentYear !== undefined && options.currentYear !== time.year;
      return new Intl.DateTimeFormat(locale, {
        ...CLOCK,
        year: withYear ? 'numeric' : undefined,
        month: 'short',
        day: 'numeric',
      }).format(utc(time.year, time.month, time.day, time.hour, time.minute));
    }
    default:
      return time satisfies never;
  }
}
