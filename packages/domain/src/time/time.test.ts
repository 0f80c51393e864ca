import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  calendarDaysBetween,
  calendarParts,
  daysBetweenDates,
  parseCalendarDate,
  unixSecondsToMs,
} from './calendar.js';
import { relativeTime, type RelativeTime } from './relative-time.js';
import { chatTime, type ChatTime } from './chat-time.js';

const SH = 'Asia/Shanghai'; // UTC+8, no daylight saving
const NY = 'America/New_York';
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** An instant given as a Shanghai wall-clock time. */
function sh(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour - 8, minute, second);
}

// Wednesday 2026-03-18 12:00 in Shanghai.
const NOW = sh(2026, 3, 18, 12, 0);

describe('calendar', () => {
  it('reads calendar parts in the given zone', () => {
    expect(calendarParts(sh(2026, 3, 18, 0, 5, 9), SH)).toEqual({
      year: 2026,
      month: 3,
      day: 18,
      hour: 0,
      minute: 5,
      second: 9,
      weekday: 3,
    });
    expect(calendarParts(sh(2026, 3, 18, 0, 5, 9), 'UTC')).toMatchObject({
      day: 17,
      hour: 16,
      weekday: 2,
    });
  });

  it('refuses an unknown time zone', () => {
    expect(() => calendarParts(0, 'Mars/Olympus')).toThrow('invalid_time_zone');
  });

  it.each([
    [sh(2026, 3, 18, 23, 59), sh(2026, 3, 19, 0, 0), SH, 1],
    [sh(2026, 3, 18, 0, 0), sh(2026, 3, 18, 23, 59), SH, 0],
    [sh(2026, 3, 18, 7, 30), sh(2026, 3, 18, 8, 30), 'UTC', 1],
    [sh(2026, 3, 18, 7, 30), sh(2026, 3, 18, 8, 30), SH, 0],
    [sh(2026, 3, 19), sh(2026, 3, 18), SH, -1],
  ])('calendar days from %d to %d in %s: %d', (then, now, zone, expected) => {
    expect(calendarDaysBetween(then, now, zone)).toBe(expected);
  });

  it('dates and their arithmetic', () => {
    expect(calendarDate(sh(2026, 1, 5, 23, 59), SH)).toBe('2026-01-05');
    expect(calendarDate(sh(2026, 1, 5, 23, 59), 'UTC')).toBe('2026-01-05');
    expect(calendarDate(sh(2026, 1, 6, 7, 59), 'UTC')).toBe('2026-01-05');
    expect(daysBetweenDates('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetweenDates('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetweenDates('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetweenDates('2026-03-02', '2026-03-01')).toBe(-1);
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(unixSecondsToMs(1_700_000_000)).toBe(1_700_000_000_000);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-1', '20260101', '', '2026-04-31'])(
    'refuses the date %j',
    (value) => {
      expect(() => parseCalendarDate(value)).toThrow('bad_request');
    },
  );
});

describe('relativeTime', () => {
  it.each<[string, number, number, RelativeTime]>([
    ['0 seconds', NOW, NOW, { kind: 'just_now' }],
    ['4:59', NOW - 5 * MIN + 1000, NOW, { kind: 'just_now' }],
    ['5:00', NOW - 5 * MIN, NOW, { kind: 'minutes', count: 5 }],
    ['59:59', NOW - HOUR + 1000, NOW, { kind: 'minutes', count: 59 }],
    ['60:00', NOW - HOUR, NOW, { kind: 'hours', count: 1 }],
    ['11:59 earlier today', sh(2026, 3, 18, 0, 1), NOW, { kind: 'hours', count: 11 }],
    [
      '23:59 earlier the same day',
      sh(2026, 3, 18, 0, 0),
      sh(2026, 3, 18, 23, 59),
      { kind: 'hours', count: 23 },
    ],
    [
      '30 minutes across midnight',
      sh(2026, 3, 17, 23, 50),
      sh(2026, 3, 18, 0, 20),
      { kind: 'minutes', count: 30 },
    ],
    [
      '2 minutes across midnight',
      sh(2026, 3, 17, 23, 59),
      sh(2026, 3, 18, 0, 1),
      { kind: 'just_now' },
    ],
    [
      '70 minutes across midnight',
      sh(2026, 3, 17, 23, 30),
      sh(2026, 3, 18, 0, 40),
      { kind: 'yesterday' },
    ],
    ['yesterday 12:01', sh(2026, 3, 17, 12, 1), NOW, { kind: 'yesterday' }],
    ['yesterday 00:00', sh(2026, 3, 17, 0, 0), NOW, { kind: 'yesterday' }],
    ['two days back, late', sh(2026, 3, 16, 23, 59), NOW, { kind: 'day_before_yesterday' }],
    ['three days back: Sunday', sh(2026, 3, 15, 23, 59), NOW, { kind: 'weekday', weekday: 0 }],
    ['six days back: Thursday', sh(2026, 3, 12, 0, 0), NOW, { kind: 'weekday', weekday: 4 }],
    ['seven days back', sh(2026, 3, 11, 23, 59), NOW, { kind: 'days', count: 7 }],
    ['29 days back', sh(2026, 2, 17, 0, 0), NOW, { kind: 'days', count: 29 }],
    ['30 days back', sh(2026, 2, 16, 23, 59), NOW, { kind: 'months', count: 1 }],
    ['two months back', sh(2026, 1, 18, 12, 0), NOW, { kind: 'months', count: 2 }],
    ['two months back less a day', sh(2026, 1, 19, 12, 0), NOW, { kind: 'months', count: 1 }],
    ['11 months back', sh(2025, 4, 18), NOW, { kind: 'months', count: 11 }],
    ['12 months back', sh(2025, 3, 18), NOW, { kind: 'years', count: 1 }],
    ['12 months back less a day', sh(2025, 3, 19), NOW, { kind: 'months', count: 11 }],
    ['three years back', sh(2023, 1, 1), NOW, { kind: 'years', count: 3 }],
    ['a minute in the future (clock skew)', NOW + MIN, NOW, { kind: 'just_now' }],
    ['a day in the future', NOW + DAY, NOW, { kind: 'date', year: 2026, month: 3, day: 19 }],
  ])('%s', (_name, then, now, expected) => {
    expect(relativeTime(then, now, SH)).toEqual(expected);
  });

  it('gives a date instead of years when asked', () => {
    expect(relativeTime(sh(2024, 5, 6), NOW, SH, { beyondAYear: 'date' })).toEqual({
      kind: 'date',
      year: 2024,
      month: 5,
      day: 6,
    });
    expect(relativeTime(sh(2026, 1, 1), NOW, SH, { beyondAYear: 'date' })).toEqual({
      kind: 'months',
      count: 2,
    });
  });

  it('reads calendar days in the given time zone', () => {
    // 2026-03-18 14:00 UTC is 22:00 in Shanghai and 10:00 in New York; 12 hours earlier is
    // 10:00 the same day in Shanghai but 22:00 the day before in New York.
    const now = Date.UTC(2026, 2, 18, 14, 0);
    const then = now - 12 * HOUR;
    expect(relativeTime(then, now, SH)).toEqual({ kind: 'hours', count: 12 });
    expect(relativeTime(then, now, NY)).toEqual({ kind: 'yesterday' });
  });

  it('counts days across a daylight-saving change by the calendar', () => {
    // New York springs forward on 2026-03-08: that calendar day has 23 hours.
    const now = Date.UTC(2026, 2, 9, 16, 0); // 12:00 EDT on the 9th
    const then = Date.UTC(2026, 2, 7, 17, 0); // 12:00 EST on the 7th
    expect(relativeTime(then, now, NY)).toEqual({ kind: 'day_before_yesterday' });
  });
});

describe('chatTime', () => {
  it.each<[string, number, number, ChatTime]>([
    ['a minute ago', NOW - MIN, NOW, { kind: 'time', hour: 11, minute: 59 }],
    ['at midnight today', sh(2026, 3, 18, 0, 0), NOW, { kind: 'time', hour: 0, minute: 0 }],
    [
      'a minute before midnight, seen just after',
      sh(2026, 3, 17, 23, 59),
      sh(2026, 3, 18, 0, 1),
      { kind: 'weekday', weekday: 2, hour: 23, minute: 59 },
    ],
    [
      'six days back',
      sh(2026, 3, 12, 8, 5),
      NOW,
      { kind: 'weekday', weekday: 4, hour: 8, minute: 5 },
    ],
    [
      'seven days back',
      sh(2026, 3, 11, 23, 59),
      NOW,
      { kind: 'date', year: 2026, month: 3, day: 11, hour: 23, minute: 59 },
    ],
    [
      'last year',
      sh(2025, 12, 31, 9, 30),
      NOW,
      { kind: 'date', year: 2025, month: 12, day: 31, hour: 9, minute: 30 },
    ],
    [
      'tomorrow (clock skew)',
      sh(2026, 3, 19, 0, 1),
      NOW,
      { kind: 'date', year: 2026, month: 3, day: 19, hour: 0, minute: 1 },
    ],
  ])('%s', (_name, then, now, expected) => {
    expect(chatTime(then, now, SH)).toEqual(expected);
  });

  it('reads the clock in the given zone', () => {
    expect(chatTime(NOW - MIN, NOW, 'UTC')).toEqual({ kind: 'time', hour: 3, minute: 59 });
  });
});
