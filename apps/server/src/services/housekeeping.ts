import { lt, lte } from 'drizzle-orm';
import { orderSubmissionTokens, rateLimits } from '../db/schema/index.js';
import { deleteOldIdempotencyRecords } from '../http/idempotency.js';
import { deleteExpiredCaptchas } from './auth/captcha.js';
import { deleteExpiredSessions } from './auth/sessions.js';
import type { TaskContext } from './jobs/scheduler.js';

/** How often {@link housekeeping} runs. */
export const HOUSEKEEPING_INTERVAL_SECONDS = 3600;

/** A spent or expired order submission token is kept a day (a late repeat still replays). */
const SUBMISSION_TOKEN_GRACE_SECONDS = 24 * 3600;

/** Deletes what has expired: sessions, captchas, rate-limit windows, old idempotency answers and order tokens. */
export async function housekeeping({ db, now, logger }: TaskContext): Promise<void> {
  const sessions = await deleteExpiredSessions(db, now);
  const captchas = await deleteExpiredCaptchas(db, now);
  await db.delete(rateLimits).where(lte(rateLimits.resettime, now));
  const idempotency = await deleteOldIdempotencyRecords(db, now);
  await db
    .delete(orderSubmissionTokens)
    .where(lt(orderSubmissionTokens.expiretime, now - SUBMISSION_TOKEN_GRACE_SECONDS));
  logger.info({ sessions, captchas, idempotency }, 'housekeeping done');
}
