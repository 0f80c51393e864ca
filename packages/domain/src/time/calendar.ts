import { DomainError } from '../errors/errors.js';

/**
 * A moment as milliseconds since 1970-01-01T00:00:00Z. Every time function of the domain takes
 * epoch milliseconds (what `Date.now()` gives the caller); wire times are unix seconds and are
 * converted once with {@link unixSecondsToMs}.
 */
export type EpochMs = number;

/** Milliseconds of a unix-seconds wire time (`createtime`, `paymenttime`, ...). */
export function unixSecondsToMs(seconds: number): EpochMs {
  return seconds * 1000;
}

/** The calendar reading of a moment in a time zone. */
export type CalendarParts = {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  /** 1 to 31. */
  readonly day: number;
  /** 0 to 23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 0 Sunday to 6 Saturday. */
  readonly weekday: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
        hourCycle: 'h23',
      });
    } catch {
      throw new DomainError('invalid_time_zone', { timeZone });
    }
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar date and clock time of `epochMs` in `timeZone` (an IANA name such as
 * `"Asia/Shanghai"`). Throws `DomainError('invalid_time_zone')` for an unknown zone.
 */
export function calendarParts(epochMs: EpochMs, timeZone: string): CalendarParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines write midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date (a count that ignores clocks and time zones). */
export function dayNumber(date: {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/**
 * Calendar days from `then` to `now` as read in `timeZone`: 0 the same day, 1 yesterday, negative
 * when `then` is on a later day.
 */
export function calendarDaysBetween(then: EpochMs, now: EpochMs, timeZone: string): number {
  return dayNumber(calendarParts(now, timeZone)) - dayNumber(calendarParts(then, timeZone));
}

/** The `YYYY-MM-DD` calendar date of `epochMs` in `timeZone` (for the daily sign-in). */
export function calendarDate(epochMs: EpochMs, timeZone: string): string {
  const { year, month, day } = calendarParts(epochMs, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a `YYYY-MM-DD` calendar date. Throws `DomainError('bad_request')` for anything else,
 * including dates that do not exist (`2026-02-30`).
 */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(value);
  if (match) {
    const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
    if (check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day) return date;
  }
  throw new DomainError('bad_request', { field: 'date', value });
}

/** Whole calendar days from date `from` to date `to` (`YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetweenDates(from: string, to: string): number {
  return dayNumber(parseCalendarDate(to)) - dayNumber(parseCalendarDate(from));
}

/**
 * The moment a calendar date and clock hour begin in `timeZone` (epoch milliseconds): the inverse
 * of {@link calendarParts}. Fields may overflow (`hour: 24` is the next day's midnight, `month: 13`
 * next January). A wall time that a clock change skips maps to the moment the clock jumps past it;
 * a repeated one to its first occurrence. Throws `invalid_time_zone` for an unknown zone.
 */
export function epochOfCalendar(
  date: {
    readonly year: number;
    readonly month: number;
    readonly day?: number;
    readonly hour?: number;
  },
  timeZone: string,
): EpochMs {
  const wall = Date.UTC(date.year, date.month - 1, date.day ?? 1, date.hour ?? 0);
  const offsetAt = (moment: EpochMs) => {
    const parts = calendarParts(moment, timeZone);
    const read = Date.UTC(
      parts.year,
      parts.month - 1,
      parts.day,
      parts.hour,
      parts.minute,
      parts.second,
    );
    return read - Math.floor(moment / 1000) * 1000;
  };
  // The offset at the guess may differ from the offset at the answer around a clock change: take
  // the earlier of the candidates that read back as the wall time, else the later offset's answer.
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  const candidates = [first, second].filter((moment) => moment + offsetAt(moment) === wall);
  return candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second);
}
