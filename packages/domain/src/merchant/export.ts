import {
  calendarDate,
  daysBetweenDates,
  epochOfCalendar,
  parseCalendarDate,
} from '../time/calendar.js';
import type { EpochMs } from '../time/calendar.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/** What a merchant may export as CSV: the shop's orders, its statement (bill) or its profit records. */
export const EXPORT_KINDS = ['orders', 'bill', 'profit'] as const;

/** One kind of export. */
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The longest period one export covers, in calendar days (a year, leap or not). */
export const EXPORT_MAX_DAYS = 366;

/** The i18n key of an export kind's name (the form's choice and the file's name). */
export function exportKindKey(kind: ExportKind): string {
  return `merchant:export.kind.${kind}`;
}

/** An export's period as chosen: two `YYYY-MM-DD` dates on the platform's calendar, both included. */
export type ExportPeriodForm = { readonly from: string; readonly to: string };

function isCalendarDate(value: string): boolean {
  try {
    parseCalendarDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * An export's period: two real dates (`export_date_invalid` on `from` or `to`), the end not before
 * the start (`export_period_invalid`), at most {@link EXPORT_MAX_DAYS} days in all
 * (`export_period_too_long`, with `{ days }`). Checked in the order of the form.
 */
export function validateExportPeriod(form: ExportPeriodForm): ValidationResult {
  const fromOk = isCalendarDate(form.from);
  const toOk = isCalendarDate(form.to);
  return firstInvalid(
    fromOk ? VALID : invalid('export_date_invalid', 'from'),
    toOk ? VALID : invalid('export_date_invalid', 'to'),
    fromOk && toOk && daysBetweenDates(form.from, form.to) < 0
      ? invalid('export_period_invalid', 'to')
      : VALID,
    fromOk && toOk && daysBetweenDates(form.from, form.to) + 1 > EXPORT_MAX_DAYS
      ? invalid('export_period_too_long', 'to', { days: EXPORT_MAX_DAYS })
      : VALID,
  );
}

/**
 * The moments a valid period covers in `timeZone`, unix seconds: from the first day's midnight
 * (inclusive) to the midnight after the last day (exclusive), following the wall clock across
 * clock changes.
 */
export function exportRange(
  form: ExportPeriodForm,
  timeZone: string,
): { readonly start: number; readonly end: number } {
  const from = parseCalendarDate(form.from);
  const to = parseCalendarDate(form.to);
  const start = epochOfCalendar({ ...from, hour: 0 }, timeZone);
  const end = epochOfCalendar({ ...to, day: to.day + 1, hour: 0 }, timeZone);
  return { start: Math.floor(start / 1000), end: Math.floor(end / 1000) };
}

/** The period the export form starts with: this month so far (the 1st to today) on the calendar. */
export function defaultExportPeriod(now: EpochMs, timeZone: string): ExportPeriodForm {
  const today = calendarDate(now, timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The download's file name: `bazaar-<kind>-<from>-<to>.csv`. */
export function exportFileName(kind: ExportKind, form: ExportPeriodForm): string {
  return `bazaar-${kind}-${form.from}-${form.to}.csv`;
}

/**
 * A text cell as a spreadsheet may open it safely: a value that a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return; OWASP's CSV injection) is
 * kept as text by a leading apostrophe. Numbers are written as they are, never through this.
 */
export function csvSafeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
