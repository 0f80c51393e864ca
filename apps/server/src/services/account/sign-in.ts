import type { SignInCard } from '@bazaar/api/contract';
import {
  calendarDate,
  DomainError,
  parseCalendarDate,
  SIGN_IN_BONUS_TABLE,
  signIn,
  signInStatus,
  dayNumber,
  type SignInRecord,
} from '@bazaar/domain';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pgErrorCode, PG_ERRORS } from '../../db/errors.js';
import { scoreLog, signins, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';

/** The score-log `type` of a daily sign-in. */
export const SIGN_IN_SCORE_TYPE = 'signin';

const DAY_MS = 86_400_000;

/** The `YYYY-MM-DD` date of a day number (days since 1970-01-01). */
function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of a `YYYY-MM-DD` date. */
function dayOfDate(date: string): number {
  return dayNumber(parseCalendarDate(date));
}

/** The caller's last sign-in as the domain's record. */
async function lastRecord(db: Database, userId: number): Promise<SignInRecord> {
  const [last] = await db
    .select({ day: signins.day, consecutive: signins.consecutive })
    .from(signins)
    .where(eq(signins.userId, userId))
    .orderBy(desc(signins.day))
    .limit(1);
  return last
    ? { lastDate: dateOfDay(last.day), consecutive: last.consecutive }
    : { lastDate: null, consecutive: 0 };
}

/**
 * The sign-in card of `userId` at `now` (unix seconds): the domain's `signInStatus` on today's
 * calendar date in `timeZone`, the user's points, and the dates signed this calendar month.
 */
export async function signInCard(
  db: Database,
  userId: number,
  now: number,
  timeZone: string,
): Promise<SignInCard> {
  const today = calendarDate(now * 1000, timeZone);
  const firstOfMonth = dayOfDate(`${today.slice(0, 8)}01`);
  const [record, month, [account]] = await Promise.all([
    lastRecord(db, userId),
    db
      .select({ day: signins.day })
      .from(signins)
      .where(and(eq(signins.userId, userId), gte(signins.day, firstOfMonth)))
      .orderBy(asc(signins.day)),
    db.select({ score: users.score }).from(users).where(eq(users.id, userId)),
  ]);
  const status = signInStatus(record, today);
  return {
    signed_today: status.signedToday,
    consecutive: status.consecutive,
    today_bonus: status.todayBonus,
    tomorrow_bonus: status.tomorrowBonus,
    score: account?.score ?? 0,
    today,
    time_zone: timeZone,
    bonus_table: [...SIGN_IN_BONUS_TABLE],
    dates: month.map((row) => dateOfDay(row.day)).filter((date) => date <= today),
  };
}

/**
 * Signs `userId` in for today (calendar date in `timeZone`): the domain's `signIn` decides the
 * streak and the points; the sign-in row, the points added to the user's score and the score-log
 * row (before, after) commit together. A second sign-in the same day, even sent at the same
 * moment, is refused `already_signed_today` (one row per user and day, a unique index).
 */
export async function doSignIn(
  db: Database,
  userId: number,
  now: number,
  timeZone: string,
): Promise<SignInCard & { points: number }> {
  const today = calendarDate(now * 1000, timeZone);
  try {
    const points = await withTransaction(db, async (tx) => {
      const { record, points } = signIn(await lastRecord(tx, userId), today);
      await tx.insert(signins).values({
        userId,
        day: dayOfDate(today),
        consecutive: record.consecutive,
        score: points,
        createtime: now,
      });
      const [updated] = await tx
        .update(users)
        .set({ score: sql`${users.score} + ${points}` })
        .where(eq(users.id, userId))
        .returning({ score: users.score });
      const after = updated!.score;
      await tx.insert(scoreLog).values({
        userId,
        score: points,
        before: after - points,
        after,
        type: SIGN_IN_SCORE_TYPE,
        memo: '',
        createtime: now,
      });
      return points;
    });
    return { ...(await signInCard(db, userId, now, timeZone)), points };
  } catch (error) {
    if (pgErrorCode(error) === PG_ERRORS.uniqueViolation) {
      throw new DomainError('already_signed_today');
    }
    throw error;
  }
}
