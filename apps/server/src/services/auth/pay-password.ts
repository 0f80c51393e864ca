import { DomainError } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { ServerDeps } from '../deps.js';
import { verifyPassword } from './passwords.js';

/** The rate-limit key counting a user's wrong payment passwords. */
export function payPasswordLimitKey(userId: number): string {
  return `pay-password:${userId}`;
}

/**
 * Checks the payment password (`captcha` of the money writes) of `userId`, before any transaction
 * opens (argon2 is slow on purpose). A wrong one is refused with `pay_password_wrong` and counted;
 * after `LOGIN_MAX_FAILURES` wrong ones within `LOGIN_WINDOW_SECONDS` every attempt is refused with
 * `rate_limited` until the window ends, so the password cannot be guessed. A right one clears the count.
 */
export async function verifyPayPassword(
  deps: ServerDeps,
  userId: number,
  password: string,
): Promise<void> {
  const { config, rateLimiter } = deps;
  const key = payPasswordLimitKey(userId);
  const failures = await rateLimiter.peek(key);
  if (failures.hits >= config.loginMaxFailures) {
    throw new DomainError('rate_limited', { retry_after: failures.retryAfter });
  }
  const [user] = await deps.db
    .select({ hash: users.payPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.hash, password))) {
    await rateLimiter.hit(key, config.loginWindowSeconds);
    throw new DomainError('pay_password_wrong', { field: 'captcha' });
  }
  if (failures.hits > 0) await rateLimiter.reset(key);
}
