import { calendarParts, epochOfCalendar, type EpochMs } from '../time/calendar.js';
import type { StatsPeriod } from './goods.js';

/** One bar of the console's chart: a clock hour, a day of the month or a month. */
export type StatsBucket = {
  /** The hour (0-23), the day of the month (1-31) or the month (1-12) it stands for. */
  readonly label: number;
  /** When it begins (epoch milliseconds, inclusive). */
  readonly start: EpochMs;
  /** When it ends (exclusive): the next bucket's start. */
  readonly end: EpochMs;
};

/** A statistics period as moments: the whole period and its chart buckets, in order. */
export type StatsRange = {
  readonly period: StatsPeriod;
  /** The period's first moment (local midnight today, the 1st of the month, 1 January). */
  readonly start: EpochMs;
  /** The moment after it (tomorrow's midnight, next month, next year). */
  readonly end: EpochMs;
  readonly buckets: readonly StatsBucket[];
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The merchant console's period containing `now`, read on the calendar of `timeZone`, and the
 * buckets of its chart: the 24 clock hours of today, the days of this month, or the 12 months of
 * this year. Buckets follow the wall clock: on a day the clocks go forward the skipped hour is an
 * empty bucket (`start === end`), on a day they go back the repeated hour's bucket is two hours
 * long, so the buckets always cover the period exactly, without gaps or overlaps.
 */
export function statsRange(period: StatsPeriod, now: EpochMs, timeZone: string): StatsRange {
  const today = calendarParts(now, timeZone);
  const at = (date: { year: number; month: number; day?: number; hour?: number }) =>
    epochOfCalendar(date, timeZone);
  let labels: number[];
  let startOf: (label: number) => EpochMs;
  switch (period) {
    case 'today':
      labels = Array.from({ length: 24 }, (_, hour) => hour);
      startOf = (hour) => at({ year: today.year, month: today.month, day: today.day, hour });
      break;
    case 'month':
      labels = Array.from({ length: daysInMonth(today.year, today.month) }, (_, day) => day + 1);
      startOf = (day) => at({ year: today.year, month: today.month, day });
      break;
    case 'year':
      labels = Array.from({ length: 12 }, (_, month) => month + 1);
      startOf = (month) => at({ year: today.year, month });
      break;
    default:
      return period satisfies never;
  }
  const starts = [...labels.map(startOf), startOf((labels.at(-1) as number) + 1)];
  return {
    period,
    start: starts[0] as EpochMs,
    end: starts.at(-1) as EpochMs,
    buckets: labels.map((label, index) => ({
      label,
      start: starts[index] as EpochMs,
      end: starts[index + 1] as EpochMs,
    })),
  };
}
