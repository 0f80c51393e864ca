import { DomainError } from '@bazaar/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';
import { renderCaptcha } from '../../images/captcha-image.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

/** How long a captcha can be answered. */
export const CAPTCHA_TTL_SECONDS = 300;

/** Wrong answers a captcha takes before it is dropped (a new one must be fetched). */
export const CAPTCHA_MAX_ATTEMPTS = 5;

/** A new challenge as the API answers it. */
export interface CaptchaChallenge {
  readonly key: string;
  /** PNG data URL. */
  readonly image: string;
  readonly expires_in: number;
}

function answerHash(key: string, code: string): string {
  return sha256(`${key}:${code.trim().toUpperCase()}`);
}

/**
 * Creates a captcha: its answer (from `newCode`) is drawn into a PNG and only its hash is stored
 * (bound to the key), so any server process can verify it and nothing stays in memory.
 */
export async function createCaptcha(
  db: Database,
  now: number,
  newCode: () => string,
): Promise<CaptchaChallenge> {
  const key = randomToken(18);
  const code = newCode();
  await db.insert(captchas).values({
    key,
    answerHash: answerHash(key, code),
    createtime: now,
    expiretime: now + CAPTCHA_TTL_SECONDS,
  });
  return {
    key,
    image: `data:image/png;base64,${renderCaptcha(code).toString('base64')}`,
    expires_in: CAPTCHA_TTL_SECONDS,
  };
}

/** Counts a wrong answer; the challenge is dropped at the limit. */
async function countWrongAnswer(db: Database, key: string): Promise<void> {
  await db
    .update(captchas)
    .set({ attempts: sql`${captchas.attempts} + 1` })
    .where(eq(captchas.key, key));
  await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.attempts, CAPTCHA_MAX_ATTEMPTS - 1)));
}

async function refusal(db: Database, key: string, now: number): Promise<DomainError> {
  const [row] = await db
    .select({ expiretime: captchas.expiretime })
    .from(captchas)
    .where(eq(captchas.key, key));
  if (!row || row.expiretime <= now) return new DomainError('captcha_expired', { field: 'code' });
  await countWrongAnswer(db, key);
  return new DomainError('captcha_wrong', { field: 'code' });
}

/**
 * Checks an answer without using the captcha up (the form checks as the user types). Throws
 * `captcha_expired` for an unknown or expired key, `captcha_wrong` for a wrong answer.
 */
export async function checkCaptcha(
  db: Database,
  key: string,
  code: string,
  now: number,
): Promise<void> {
  const [match] = await db
    .select({ key: captchas.key })
    .from(captchas)
    .where(
      and(
        eq(captchas.key, key),
        eq(captchas.answerHash, answerHash(key, code)),
        gt(captchas.expiretime, now),
      ),
    );
  if (!match) throw await refusal(db, key, now);
}

/** Uses a captcha up if the answer is right (one registration per captcha); throws as {@link checkCaptcha}. */
export async function consumeCaptcha(
  db: Database,
  key: string,
  code: string,
  now: number,
): Promise<void> {
  const used = await db
    .delete(captchas)
    .where(
      and(
        eq(captchas.key, key),
        eq(captchas.answerHash, answerHash(key, code)),
        gt(captchas.expiretime, now),
      ),
    )
    .returning({ key: captchas.key });
  if (used.length === 0) throw await refusal(db, key, now);
}

/** Deletes expired captchas; answers how many. */
export async function deleteExpiredCaptchas(db: Database, now: number): Promise<number> {
  const deleted = await db
    .delete(captchas)
    .where(lte(captchas.expiretime, now))
    .returning({ key: captchas.key });
  return deleted.length;
}
