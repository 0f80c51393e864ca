import { DomainError } from '../errors/errors.js';
import { daysBetweenDates, parseCalendarDate } from '../time/calendar.js';

/**
 * Points for signing in on the n-th consecutive day (index 0 is day 1). The spec says the bonus
 * grows with consecutive days but gives no amounts; these are the product's: 5 more each day for
 * six days, then 50 a day from the seventh on.
 */
export const SIGN_IN_BONUS_TABLE: readonly number[] = [5, 10, 15, 20, 25, 30, 50];

/** Points for signing in on consecutive day `day` (1 for a first or broken streak). */
export function signInBonus(day: number): number {
  const index = Math.min(Math.max(1, Math.floor(day)), SIGN_IN_BONUS_TABLE.length) - 1;
  return SIGN_IN_BONUS_TABLE[index]!;
}

/** A user's sign-in record: the last calendar date signed (`YYYY-MM-DD`) and the streak then. */
export type SignInRecord = {
  readonly lastDate: string | null;
  readonly consecutive: number;
};

/** The sign-in card as seen `today`. */
export type SignInStatus = {
  /** Already signed today. */
  readonly signedToday: boolean;
  /** The streak that still counts today (0 once a day was missed). */
  readonly consecutive: number;
  /** Points a sign-in today gives (0 when already signed). */
  readonly todayBonus: number;
  /** Points ("gold coins") for signing in tomorrow, if the streak is kept. */
  readonly tomorrowBonus: number;
};

function currentStreak(
  record: SignInRecord,
  today: string,
): { signedToday: boolean; streak: number } {
  parseCalendarDate(today);
  if (record.lastDate === null) return { signedToday: false, streak: 0 };
  const gap = daysBetweenDates(record.lastDate, today);
  if (gap === 0) return { signedToday: true, streak: record.consecutive };
  return { signedToday: false, streak: gap === 1 ? record.consecutive : 0 };
}

/**
 * The sign-in card on calendar date `today` (`YYYY-MM-DD` in the user's time zone, e.g. from
 * `calendarDate(now, timeZone)`). A last date after today (a clock set back) counts as a broken
 * streak.
 */
export function signInStatus(record: SignInRecord, today: string): SignInStatus {
  const { signedToday, streak } = currentStreak(record, today);
  return {
    signedToday,
    consecutive: streak,
    todayBonus: signedToday ? 0 : signInBonus(streak + 1),
    tomorrowBonus: signInBonus(signedToday ? streak + 1 : streak + 2),
  };
}

/**
 * Signs in on `today`: the streak goes on from yesterday or starts again at 1, and earns its
 * bonus. Throws `already_signed_today` on a second sign-in the same day.
 */
export function signIn(
  record: SignInRecord,
  today: string,
): { readonly record: SignInRecord; readonly points: number } {
  const { signedToday, streak } = currentStreak(record, today);
  if (signedToday) throw new DomainError('already_signed_today');
  const consecutive = streak + 1;
  return { record: { lastDate: today, consecutive }, points: signInBonus(consecutive) };
}
