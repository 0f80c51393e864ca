import { describe, expect, it } from 'vitest';
import { calendarParts, epochOfCalendar } from './calendar.js';

const utc = (iso: string) => Date.parse(iso);

describe('epochOfCalendar', () => {
  it.each([
    ['UTC', { year: 2026, month: 5, day: 17, hour: 9 }, '2026-05-17T09:00:00Z'],
    ['Asia/Shanghai', { year: 2026, month: 5, day: 17 }, '2026-05-16T16:00:00Z'],
    ['Asia/Kolkata', { year: 2026, month: 1 }, '2025-12-31T18:30:00Z'],
    ['America/New_York', { year: 2026, month: 7, day: 4, hour: 12 }, '2026-07-04T16:00:00Z'],
    ['America/New_York', { year: 2026, month: 1, day: 4, hour: 12 }, '2026-01-04T17:00:00Z'],
    // Overflowing fields: hour 24 is the next day, month 13 next January, day 32 next month.
    ['UTC', { year: 2026, month: 2, day: 28, hour: 24 }, '2026-03-01T00:00:00Z'],
    ['Asia/Tokyo', { year: 2026, month: 13 }, '2026-12-31T15:00:00Z'],
    ['UTC', { year: 2026, month: 1, day: 32 }, '2026-02-01T00:00:00Z'],
    // New York springs forward at 02:00 on 8 March 2026: 02:00 does not exist, 03:00 EDT follows.
    ['America/New_York', { year: 2026, month: 3, day: 8, hour: 2 }, '2026-03-08T07:00:00Z'],
    ['America/New_York', { year: 2026, month: 3, day: 8, hour: 3 }, '2026-03-08T07:00:00Z'],
    // It falls back at 02:00 on 1 November 2026: 01:00 happens twice, the first one counts.
    ['America/New_York', { year: 2026, month: 11, day: 1, hour: 1 }, '2026-11-01T05:00:00Z'],
    ['America/New_York', { year: 2026, month: 11, day: 1, hour: 2 }, '2026-11-01T07:00:00Z'],
  ])('%s %j begins at %s', (zone, date, expected) => {
    expect(epochOfCalendar(date, zone)).toBe(utc(expected));
  });

  it('reads back as the same calendar hour', () => {
    for (const zone of ['Asia/Shanghai', 'Europe/London', 'America/Sao_Paulo', 'Pacific/Chatham']) {
      for (const hour of [0, 7, 13, 23]) {
        const parts = calendarParts(
          epochOfCalendar({ year: 2026, month: 9, day: 15, hour }, zone),
          zone,
        );
        expect([parts.year, parts.month, parts.day, parts.hour, parts.minute], zone).toEqual([
          2026,
          9,
          15,
          hour,
          0,
        ]);
      }
    }
  });

  it('refuses an unknown zone', () => {
    expect(() => epochOfCalendar({ year: 2026, month: 1 }, 'Mars/Olympus')).toThrow(
      'invalid_time_zone',
    );
  });
});
