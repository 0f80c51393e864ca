import { describe, expect, it } from 'vitest';
import { SIGN_IN_BONUS_TABLE, signIn, signInBonus, signInStatus } from './sign-in.js';

describe('signInBonus', () => {
  it.each([
    [0, 5],
    [1, 5],
    [2, 10],
    [6, 30],
    [7, 50],
    [8, 50],
    [365, 50],
  ])('day %d gives %d points', (day, points) => {
    expect(signInBonus(day)).toBe(points);
  });

  it('grows with the streak', () => {
    for (let index = 1; index < SIGN_IN_BONUS_TABLE.length; index += 1) {
      expect(SIGN_IN_BONUS_TABLE[index]!).toBeGreaterThan(SIGN_IN_BONUS_TABLE[index - 1]!);
    }
  });
});

describe('signIn', () => {
  it.each([
    [{ lastDate: null, consecutive: 0 }, '2026-03-18', 1, 5],
    [{ lastDate: '2026-03-17', consecutive: 1 }, '2026-03-18', 2, 10],
    [{ lastDate: '2026-03-17', consecutive: 6 }, '2026-03-18', 7, 50],
    [{ lastDate: '2026-03-17', consecutive: 30 }, '2026-03-18', 31, 50],
    [{ lastDate: '2026-03-16', consecutive: 6 }, '2026-03-18', 1, 5],
    [{ lastDate: '2026-02-28', consecutive: 3 }, '2026-03-01', 4, 20],
    [{ lastDate: '2026-12-31', consecutive: 2 }, '2027-01-01', 3, 15],
    [{ lastDate: '2026-03-20', consecutive: 4 }, '2026-03-18', 1, 5],
  ])('%j on %s: day %d, %d points', (record, today, consecutive, points) => {
    expect(signIn(record, today)).toEqual({ record: { lastDate: today, consecutive }, points });
  });

  it('refuses a second sign-in the same day', () => {
    const first = signIn({ lastDate: '2026-03-17', consecutive: 2 }, '2026-03-18');
    expect(() => signIn(first.record, '2026-03-18')).toThrow('already_signed_today');
  });

  it('refuses a malformed date', () => {
    expect(() => signIn({ lastDate: null, consecutive: 0 }, '18/03/2026')).toThrow('bad_request');
  });
});

describe('signInStatus', () => {
  it.each([
    [
      { lastDate: null, consecutive: 0 },
      { signedToday: false, consecutive: 0, todayBonus: 5, tomorrowBonus: 10 },
    ],
    [
      { lastDate: '2026-03-18', consecutive: 3 },
      { signedToday: true, consecutive: 3, todayBonus: 0, tomorrowBonus: 20 },
    ],
    [
      { lastDate: '2026-03-17', consecutive: 3 },
      { signedToday: false, consecutive: 3, todayBonus: 20, tomorrowBonus: 25 },
    ],
    [
      { lastDate: '2026-03-15', consecutive: 3 },
      { signedToday: false, consecutive: 0, todayBonus: 5, tomorrowBonus: 10 },
    ],
    [
      { lastDate: '2026-03-18', consecutive: 7 },
      { signedToday: true, consecutive: 7, todayBonus: 0, tomorrowBonus: 50 },
    ],
  ])('%j on 2026-03-18', (record, expected) => {
    expect(signInStatus(record, '2026-03-18')).toEqual(expected);
  });
});
