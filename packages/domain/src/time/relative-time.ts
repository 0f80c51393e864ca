import { type EpochMs, calendarParts, dayNumber } from './calendar.js';

/**
 * How long ago something happened, as data for `packages/i18n` to word in the user's language.
 * `weekday` is 0 Sunday to 6 Saturday; `month` is 1 to 12.
 */
export type RelativeTime =
  | { readonly kind: 'just_now' }
  | { readonly kind: 'minutes'; readonly count: number }
  | { readonly kind: 'hours'; readonly count: number }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'day_before_yesterday' }
  | { readonly kind: 'weekday'; readonly weekday: number }
  | { readonly kind: 'days'; readonly count: number }
  | { readonly kind: 'months'; readonly count: number }
  | { readonly kind: 'years'; readonly count: number }
  | { readonly kind: 'date'; readonly year: number; readonly month: number; readonly day: number };

/** Options of {@link relativeTime}. */
export type RelativeTimeOptions = {
  /** What a time a year or more ago becomes: a count of years, or its date. @default 'years' */
  readonly beyondAYear?: 'years' | 'date';
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Below this, "just now" (spec section 9: under 5 minutes). */
export const JUST_NOW_MS = 5 * MINUTE;

/**
 * Describes `then` relative to `now` (both epoch milliseconds), reading calendar days in
 * `timeZone` (IANA). The rules, first match wins:
 *
 * 1. `then` in the future: within 5 minutes (clock skew) `just_now`, else its `date`.
 * 2. Less than 5 minutes ago: `just_now` (4:59 is just now, 5:00 is 5 minutes).
 * 3. Less than 60 minutes ago: `minutes` (whole minutes), even across midnight.
 * 4. The same calendar day: `hours` (whole hours, 1 to 23).
 * 5. The previous calendar day: `yesterday`; two days back: `day_before_yesterday`.
 * 6. 3 to 6 calendar days back: the `weekday` it happened on.
 * 7. 7 to 29 calendar days back: `days` (29 days is still days, 30 is a month).
 * 8. Less than 12 calendar months back: `months` (at least 1).
 * 9. Otherwise `years`, or the `date` with `beyondAYear: 'date'`.
 */
export function relativeTime(
  then: EpochMs,
  now: EpochMs,
  timeZone: string,
  options: RelativeTimeOptions = {},
): RelativeTime {
  const elapsed = now - then;
  const past = calendarParts(then, timeZone);
  const date = { kind: 'date', year: past.year, month: past.month, day: past.day } as const;
  if (elapsed < 0) return -elapsed < JUST_NOW_MS ? { kind: 'just_now' } : date;
  if (elapsed < JUST_NOW_MS) return { kind: 'just_now' };
  if (elapsed < HOUR) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE) };

  const present = calendarParts(now, timeZone);
  const days = dayNumber(present) - dayNumber(past);
  if (days <= 0) return { kind: 'hours', count: Math.floor(elapsed / HOUR) };
  if (days === 1) return { kind: 'yesterday' };
  if (days === 2) return { kind: 'day_before_yesterday' };
  if (days < 7) return { kind: 'weekday', weekday: past.weekday };
  if (days < 30) return { kind: 'days', count: days };

  const months =
    (present.year - past.year) * 12 +
    (present.month - past.month) -
    (present.day < past.day ? 1 : 0);
  if (months < 12) return { kind: 'months', count: Math.max(1, months) };
  return options.beyondAYear === 'date' ? date : { kind: 'years', count: Math.floor(months / 12) };
}
