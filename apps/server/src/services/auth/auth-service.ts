import type { BodyOf, SessionAnswer, user as userEndpoints } from '@bazaar/api/contract';
import { assertValid, DomainError, validateLoginForm, validateRegisterForm } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { PG_ERRORS, pgConstraint, pgErrorCode } from '../../db/errors.js';
import { users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { unixNow } from '../../lib/clock.js';
import { randomCaptchaCode } from '../../images/captcha-image.js';
import type { AuthUser, ServerDeps } from '../deps.js';
import { consumeCaptcha } from './captcha.js';
import { hashPassword, verifyNothing, verifyPassword } from './passwords.js';
import { createSession, deleteSession, type SessionOrigin } from './sessions.js';
import { loadStatistics, loadUserInfo } from './user-info.js';

type RegisterInput = BodyOf<typeof userEndpoints.register>;
type LoginInput = BodyOf<typeof userEndpoints.login>;

/** Rate-limit keys of logins: per client address and per account (case-insensitive). */
const loginLimitKeys = {
  ip: (ip: string) => `login:ip:${ip}`,
  account: (account: string) => `login:account:${account.trim().toLowerCase()}`,
};

/** Opens a session for `userId` (recording the login) and answers it with the user and counts. */
async function openSession(
  deps: ServerDeps,
  db: Database,
  userId: number,
  origin: SessionOrigin,
): Promise<SessionAnswer> {
  const now = unixNow(deps.clock);
  const { token, expiretime } = await createSession(
    db,
    userId,
    now,
    deps.config.tokenTtlSeconds,
    origin,
  );
  await db.update(users).set({ logintime: now, loginip: origin.ip }).where(eq(users.id, userId));
  const [userinfo, statistics] = [await loadUserInfo(db, userId), await loadStatistics(db, userId)];
  return { userinfo: { ...userinfo, token, expires_in: expiretime - now }, statistics };
}

/** A new invitation code: 8 characters without look-alikes. */
function newInviteCode(): string {
  return randomCaptchaCode(8);
}

/**
 * Registers a user (spec section 5: username 3-12, password 6-12, confirmation, a verification
 * code) and logs them in. The captcha is used up first, so each attempt needs a new one. The
 * payment password starts equal to the login password, hashed separately.
 */
export async function register(
  deps: ServerDeps,
  input: RegisterInput,
  origin: SessionOrigin,
): Promise<SessionAnswer> {
  assertValid(
    validateRegisterForm({
      username: input.username,
      password: input.password,
      confirm: input.confirm,
      code: input.code,
    }),
  );
  const now = unixNow(deps.clock);
  await consumeCaptcha(deps.db, input.key, input.code, now);
  let agentId: number | null = null;
  const agent = input.agent?.trim();
  if (agent) {
    const [inviter] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.inviteCode, agent.toUpperCase()));
    if (!inviter) throw new DomainError('invite_code_invalid', { field: 'agent' });
    agentId = inviter.id;
  }
  const username = input.username.trim();
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.password),
  ]);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withTransaction(deps.db, async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username,
            nickname: username,
            passwordHash,
            payPasswordHash,
            inviteCode: newInviteCode(),
            agentId,
            createtime: now,
            updatetime: now,
          })
          .returning({ id: users.id });
        return openSession(deps, tx, (created as { id: number }).id, origin);
      });
    } catch (error) {
      if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation) throw error;
      const constraint = pgConstraint(error);
      if (constraint === 'users_username_lower_key') {
        throw new DomainError('username_taken', { field: 'username' });
      }
      // Two users drew the same invitation code: draw again.
      if (constraint !== 'users_invite_code_key' || attempt >= 3) throw error;
    }
  }
}

/**
 * Logs in by username (any letter case) and password. Refused with `rate_limited` (429) after too
 * many attempts from one address or too many failures on one account within the window; a wrong
 * username and a wrong password give the same answer in the same time.
 */
export async function login(
  deps: ServerDeps,
  input: LoginInput,
  origin: SessionOrigin,
): Promise<SessionAnswer> {
  assertValid(validateLoginForm({ username: input.account, password: input.password }));
  const { config, rateLimiter } = deps;
  const byIp = await rateLimiter.hit(loginLimitKeys.ip(origin.ip), config.loginWindowSeconds);
  if (byIp.hits > config.loginMaxPerIp) {
    throw new DomainError('rate_limited', { retry_after: byIp.retryAfter });
  }
  const accountKey = loginLimitKeys.account(input.account);
  const failures = await rateLimiter.peek(accountKey);
  if (failures.hits >= config.loginMaxFailures) {
    throw new DomainError('rate_limited', { retry_after: failures.retryAfter });
  }
  const [account] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.account.trim().toLowerCase()));
  const valid = account
    ? await verifyPassword(account.passwordHash, input.password)
    : (await verifyNothing(input.password), false);
  if (!account || !valid) {
    await rateLimiter.hit(accountKey, config.loginWindowSeconds);
    throw new DomainError('login_failed');
  }
  if (account.status !== 'normal') throw new DomainError('account_locked');
  await rateLimiter.reset(accountKey);
  return withTransaction(deps.db, (tx) => openSession(deps, tx, account.id, origin));
}

/** Replaces the request's session by a new one (the old token stops working at once). */
export async function refresh(
  deps: ServerDeps,
  user: AuthUser,
  origin: SessionOrigin,
): Promise<SessionAnswer> {
  return withTransaction(deps.db, async (tx) => {
    if (!(await deleteSession(tx, user.sessionId))) throw new DomainError('login_required');
    return openSession(deps, tx, user.id, origin);
  });
}

/** Ends the request's session. */
export async function logout(deps: ServerDeps, user: AuthUser): Promise<void> {
  await deleteSession(deps.db, user.sessionId);
}

/** The user and their user-centre counts. */
export async function profile(deps: ServerDeps, user: AuthUser) {
  const [userinfo, statistics] = [
    await loadUserInfo(deps.db, user.id),
    await loadStatistics(deps.db, user.id),
  ];
  return { userinfo, statistics };
}
