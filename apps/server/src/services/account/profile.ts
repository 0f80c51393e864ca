import type { BodyOf, UserInfo, user } from '@bazaar/api/contract';
import { assertValid, DomainError, validateNickname, validatePasswordChange } from '@bazaar/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { verifyPayPassword } from '../auth/pay-password.js';
import { loadUserInfo } from '../auth/user-info.js';
import type { AuthUser, ServerDeps } from '../deps.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';

/** The profile edit form. */
export type ProfileEdit = BodyOf<typeof user.editProfile>;

/**
 * Edits the caller's profile: only the fields sent change. The nickname follows the domain rule
 * (1 to 20 characters, stored trimmed); the avatar must be one of the caller's uploads. Answers
 * the updated `userinfo`.
 */
export async function editProfile(
  db: Database,
  userId: number,
  edit: ProfileEdit,
  now: number,
): Promise<{ userinfo: UserInfo }> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (edit.nickname !== undefined) {
    assertValid(validateNickname(edit.nickname));
    changes.nickname = edit.nickname.trim();
  }
  if (edit.avatar !== undefined) {
    await assertOwnUploads(db, userId, [edit.avatar], 'avatar');
    changes.avatar = edit.avatar;
  }
  if (edit.gender !== undefined) changes.gender = edit.gender;
  if (edit.bio !== undefined) changes.bio = edit.bio.trim();
  if (edit.line_account !== undefined) changes.lineAccount = edit.line_account.trim();
  if (Object.keys(changes).length > 0) {
    await db
      .update(users)
      .set({ ...changes, updatetime: now })
      .where(eq(users.id, userId));
  }
  return { userinfo: await loadUserInfo(db, userId) };
}

/** The password change form. */
export type PasswordChange = BodyOf<typeof user.resetpwd>;

/** The rate-limit key counting a user's wrong current login passwords in password changes. */
export function loginPasswordLimitKey(userId: number): string {
  return `login-password:${userId}`;
}

/**
 * Checks the caller's current login password, counting wrong ones: after `LOGIN_MAX_FAILURES`
 * within `LOGIN_WINDOW_SECONDS` every attempt is `rate_limited` until the window ends.
 */
async function verifyLoginPassword(deps: ServerDeps, userId: number, password: string) {
  const { config, rateLimiter } = deps;
  const key = loginPasswordLimitKey(userId);
  const failures = await rateLimiter.peek(key);
  if (failures.hits >= config.loginMaxFailures) {
    throw new DomainError('rate_limited', { retry_after: failures.retryAfter });
  }
  const [row] = await deps.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.hash, password))) {
    await rateLimiter.hit(key, config.loginWindowSeconds);
    throw new DomainError('old_password_wrong', { field: 'oldpassword' });
  }
  if (failures.hits > 0) await rateLimiter.reset(key);
}

/**
 * Changes the caller's login or payment password. The form follows the domain rule (the old one
 * given, the new one 6 to 12 characters, `confirm` equal when sent); the old password must be the
 * current one of that type (wrong ones are counted and rate-limited: the payment password shares
 * the counter of the money writes). A new login password ends the caller's other sessions.
 */
export async function changePassword(
  deps: ServerDeps,
  caller: AuthUser,
  form: PasswordChange,
  now: number,
): Promise<void> {
  assertValid(
    validatePasswordChange({
      oldPassword: form.oldpassword,
      newPassword: form.newpassword,
      confirm: form.confirm ?? form.newpassword,
    }),
  );
  if (form.type === 'pay') {
    try {
      await verifyPayPassword(deps, caller.id, form.oldpassword);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'pay_password_wrong') {
        throw new DomainError('old_password_wrong', { field: 'oldpassword' });
      }
      throw error;
    }
    await deps.db
      .update(users)
      .set({ payPasswordHash: await hashPassword(form.newpassword), updatetime: now })
      .where(eq(users.id, caller.id));
    return;
  }
  await verifyLoginPassword(deps, caller.id, form.oldpassword);
  const passwordHash = await hashPassword(form.newpassword);
  await withTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatetime: now }).where(eq(users.id, caller.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, caller.id), ne(sessions.id, caller.sessionId)));
  });
}
