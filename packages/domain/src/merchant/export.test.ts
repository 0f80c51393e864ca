import { describe, expect, it } from 'vitest';
import {
  EXPORT_MAX_DAYS,
  csvSafeText,
  defaultExportPeriod,
  exportFileName,
  exportRange,
  validateExportPeriod,
} from './export.js';

const refusal = (from: string, to: string) => {
  const result = validateExportPeriod({ from, to });
  return result.ok ? 'ok' : `${result.code}:${result.field}`;
};

describe('validateExportPeriod', () => {
  it('accepts one day and a whole leap year', () => {
    expect(refusal('2026-11-26', '2026-11-26')).toBe('ok');
    expect(refusal('2024-01-01', '2024-12-31')).toBe('ok');
  });

  it.each([
    ['', '2026-11-26', 'export_date_invalid:from'],
    ['2026-02-30', '2026-03-01', 'export_date_invalid:from'],
    ['2026-11-01', '26/11/2026', 'export_date_invalid:to'],
    ['2026-11-26', '2026-11-25', 'export_period_invalid:to'],
    ['2024-01-01', '2025-01-01', 'export_period_too_long:to'],
  ])('refuses %s to %s', (from, to, expected) => {
    expect(refusal(from, to)).toBe(expected);
  });

  it('says how long a period may be', () => {
    const result = validateExportPeriod({ from: '2020-01-01', to: '2026-01-01' });
    expect(result).toMatchObject({ ok: false, details: { days: EXPORT_MAX_DAYS } });
  });
});

describe('exportRange', () => {
  it('runs from the first midnight to the midnight after the last day', () => {
    expect(exportRange({ from: '2026-11-01', to: '2026-11-30' }, 'UTC')).toEqual({
      start: Date.UTC(2026, 10, 1) / 1000,
      end: Date.UTC(2026, 11, 1) / 1000,
    });
  });

  it('reads the dates on the platform calendar, across a clock change', () => {
    // Tokyo is UTC+9; New York's day of the clocks going back lasts 25 hours.
    expect(exportRange({ from: '2026-11-26', to: '2026-11-26' }, 'Asia/Tokyo')).toEqual({
      start: Date.UTC(2026, 10, 25, 15) / 1000,
      end: Date.UTC(2026, 10, 26, 15) / 1000,
    });
    const { start, end } = exportRange(
      { from: '2026-11-01', to: '2026-11-01' },
      'America/New_York',
    );
    expect(end - start).toBe(25 * 3600);
  });

  it('crosses the year end', () => {
    const { end } = exportRange({ from: '2026-12-31', to: '2026-12-31' }, 'UTC');
    expect(end).toBe(Date.UTC(2027, 0, 1) / 1000);
  });
});

describe('defaultExportPeriod', () => {
  it('is this month so far on the calendar', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Tokyo.
    const now = Date.UTC(2026, 10, 30, 20);
    expect(defaultExportPeriod(now, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(defaultExportPeriod(now, 'Asia/Tokyo')).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });
});

describe('exportFileName', () => {
  it('names the kind and the period', () => {
    expect(exportFileName('profit', { from: '2026-11-01', to: '2026-11-26' })).toBe(
      'bazaar-profit-2026-11-01-2026-11-26.csv',
    );
  });
});

describe('csvSafeText', () => {
  it.each(['=SUM(A1:A9)', '+1', '-2', '@cmd', '\tx', '\rx'])(
    'keeps %j as text in a spreadsheet',
    (value) => {
      expect(csvSafeText(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(csvSafeText('Blue T-shirt, XL')).toBe('Blue T-shirt, XL');
    expect(csvSafeText('')).toBe('');
  });
});
