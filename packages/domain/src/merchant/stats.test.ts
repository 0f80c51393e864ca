import { describe, expect, it } from 'vitest';
import { statsRange } from './stats.js';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('statsRange', () => {
  it('splits today into its 24 clock hours in the zone', () => {
    const range = statsRange('today', utc('2026-05-17T03:30:00Z'), 'Asia/Shanghai');
    expect(range.start).toBe(utc('2026-05-16T16:00:00Z'));
    expect(range.end).toBe(utc('2026-05-17T16:00:00Z'));
    expect(range.buckets.map((bucket) => bucket.label)).toEqual(
      Array.from({ length: 24 }, (_, hour) => hour),
    );
    expect(range.buckets[11]).toEqual({
      label: 11,
      start: utc('2026-05-17T03:00:00Z'),
      end: utc('2026-05-17T04:00:00Z'),
    });
  });

  it.each([
    ['2026-02-10T12:00:00Z', 28, '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'],
    ['2028-02-29T23:59:59Z', 29, '2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z'],
    ['2026-12-31T23:00:00Z', 31, '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    ['2026-04-01T00:00:00Z', 30, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z'],
  ])('a month of %s has %d days', (now, days, start, end) => {
    const range = statsRange('month', utc(now), 'UTC');
    expect(range.buckets).toHaveLength(days);
    expect(range.buckets[0]?.label).toBe(1);
    expect([range.start, range.end]).toEqual([utc(start), utc(end)]);
  });

  it('splits the year into months, by the zone calendar (New Year comes earlier in Tokyo)', () => {
    const range = statsRange('year', utc('2026-12-31T16:00:00Z'), 'Asia/Tokyo');
    expect(range.start).toBe(utc('2026-12-31T15:00:00Z'));
    expect(range.buckets.map((bucket) => bucket.label)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(range.buckets[1]).toMatchObject({
      start: utc('2027-01-31T15:00:00Z'),
      end: utc('2027-02-28T15:00:00Z'),
    });
  });

  it('covers a day the clocks change without gaps or overlaps', () => {
    const spring = statsRange('today', utc('2026-03-08T15:00:00Z'), 'America/New_York');
    const fall = statsRange('today', utc('2026-11-01T15:00:00Z'), 'America/New_York');
    for (const range of [spring, fall]) {
      range.buckets.forEach((bucket, index) => {
        expect(bucket.end).toBe(range.buckets[index + 1]?.start ?? range.end);
      });
    }
    expect(spring.end - spring.start).toBe(23 * HOUR);
    expect(spring.buckets[2]?.end).toBe(spring.buckets[2]?.start);
    expect(fall.end - fall.start).toBe(25 * HOUR);
    expect((fall.buckets[1]?.end as number) - (fall.buckets[1]?.start as number)).toBe(2 * HOUR);
  });
});
