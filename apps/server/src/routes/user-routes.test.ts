import { user } from '@bazaar/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { captchas, sessions, users } from '../db/schema/index.js';
import { verifyPassword } from '../services/auth/passwords.js';
import { CAPTCHA_MAX_ATTEMPTS, CAPTCHA_TTL_SECONDS } from '../services/auth/captcha.js';
import { MAX_SESSIONS_PER_USER } from '../services/auth/sessions.js';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  // Generous login limits: this file logs in often; the limits have their own tests.
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES: '1000' } });
});
afterAll(() => t?.close());

let serial = 0;
/** A fresh valid registration form. */
async function form(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const { key, code } = await t.captcha();
  return {
    username: `newbie${serial}`,
    password: 'abc123',
    confirm: 'abc123',
    code,
    key,
    ...overrides,
  };
}

describe('captcha', () => {
  it('gives a PNG image and a key, storing only a hash of the answer', async () => {
    const result = await t.call(user.captcha);
    expect(result.data.image).toMatch(/^data:image\/png;base64,/);
    expect(
      Buffer.from(result.data.image.split(',')[1] as string, 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(result.data.expires_in).toBe(CAPTCHA_TTL_SECONDS);
    const [row] = await t.db.select().from(captchas).where(eq(captchas.key, result.data.key));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answerHash).not.toContain(TEST_CAPTCHA);
  });

  it('verifies an answer in any letter case without using it up', async () => {
    const { key } = await t.captcha();
    for (const code of ['test', 'TEST', ' Test ']) {
      expect((await t.call(user.verifyCaptcha, { body: { key, code } })).body.code).toBe(1);
    }
  });

  it('refuses a wrong answer, and drops the captcha after too many', async () => {
    const { key } = await t.captcha();
    for (let attempt = 1; attempt <= CAPTCHA_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await t.call(user.verifyCaptcha, { body: { key, code: 'NOPE' } });
      expect([wrong.body.code, wrong.body.msg]).toEqual([0, 'Incorrect verification code']);
    }
    const right = await t.call(user.verifyCaptcha, { body: { key, code: TEST_CAPTCHA } });
    expect(right.body.msg).toBe('The verification code has expired, please get a new one');
  });

  it('refuses an expired or unknown captcha', async () => {
    const { key } = await t.captcha();
    t.clock.advanceSeconds(CAPTCHA_TTL_SECONDS + 1);
    const expired = await t.call(user.verifyCaptcha, { body: { key, code: TEST_CAPTCHA } });
    expect(expired.body).toMatchObject({ code: 0, data: { field: 'code' } });
    const unknown = await t.call(user.verifyCaptcha, {
      body: { key: 'no-such-key', code: TEST_CAPTCHA },
    });
    expect(unknown.body.code).toBe(0);
  });
});

describe('register', () => {
  it('creates the user, logs them in, and hashes both passwords apart with argon2id', async () => {
    const body = await form({ username: '  Zoe_Lin  ' });
    const result = await t.call(user.register, { body });
    expect(result.body.code).toBe(1);
    const { userinfo, statistics } = result.data;
    expect(userinfo).toMatchObject({
      username: 'Zoe_Lin',
      nickname: 'Zoe_Lin',
      money: '0.00',
      score: 0,
      shop_auth: 0,
      role: 'user',
    });
    expect(userinfo.expires_in).toBe(t.config.tokenTtlSeconds);
    expect(statistics.order).toEqual({ pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.id, userinfo.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.payPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row?.payPasswordHash).not.toBe(row?.passwordHash);
    expect(await verifyPassword(row!.payPasswordHash, 'abc123')).toBe(true);
    expect((await t.call(user.profile, { token: userinfo.token })).data.userinfo.id).toBe(
      userinfo.id,
    );
  });

  it('records the inviter given as agent', async () => {
    const inviter = await t.call(user.register, { body: await form() });
    const invited = await t.call(user.register, {
      body: await form({ agent: inviter.data.userinfo.invite_code.toLowerCase() }),
    });
    const [row] = await t.db
      .select({ agentId: users.agentId })
      .from(users)
      .where(eq(users.id, invited.data.userinfo.id));
    expect(row?.agentId).toBe(inviter.data.userinfo.id);
  });

  it.each([
    ['an empty username', { username: '  ' }, 'username_empty', 'Username cannot be empty'],
    [
      'a 2-character username',
      { username: 'ab' },
      'username_length',
      'Username must be 3-12 characters',
    ],
    [
      'a 13-character username',
      { username: 'abcdefghijklm' },
      'username_length',
      'Username must be 3-12 characters',
    ],
    [
      'an empty password',
      { password: '', confirm: '' },
      'password_empty',
      'Password cannot be empty',
    ],
    [
      'a 5-character password',
      { password: 'abc12', confirm: 'abc12' },
      'password_length',
      'Password must be 6-12 characters',
    ],
    [
      'a 13-character password',
      { password: 'abcdefghij123', confirm: 'abcdefghij123' },
      'password_length',
      'Password must be 6-12 characters',
    ],
    [
      'a different confirmation',
      { confirm: 'abc124' },
      'password_mismatch',
      'The two passwords must be the same',
    ],
    ['an empty code', { code: '' }, 'captcha_empty', 'Verification code cannot be empty'],
    ['a wrong code', { code: 'WXYZ' }, 'captcha_wrong', 'Incorrect verification code'],
    [
      'an unknown invitation code',
      { agent: 'NOSUCH99' },
      'invite_code_invalid',
      'The invitation code is invalid',
    ],
  ])('refuses %s', async (_name, overrides, _code, msg) => {
    const before = await queryRows<{ n: string }>(t.db, sql`select count(*) as n from users`);
    const result = await t.call(user.register, { body: await form(overrides) });
    expect([result.status, result.body.code, result.body.msg]).toEqual([200, 0, msg]);
    expect(await queryRows<{ n: string }>(t.db, sql`select count(*) as n from users`)).toEqual(
      before,
    );
  });

  it('accepts the limits: 3 and 12 characters, 6 and 12-character passwords', async () => {
    for (const overrides of [
      { username: 'abc', password: 'abcdef', confirm: 'abcdef' },
      { username: 'abcdefghijkl', password: 'abcdefghij12', confirm: 'abcdefghij12' },
    ]) {
      expect((await t.call(user.register, { body: await form(overrides) })).body.code).toBe(1);
    }
  });

  it('refuses a taken username in any letter case', async () => {
    const result = await t.call(user.register, { body: await form({ username: 'BUYER' }) });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'This username is already taken',
      data: { field: 'username' },
    });
  });

  it('uses a captcha up: it cannot register twice', async () => {
    const body = await form();
    expect((await t.call(user.register, { body })).body.code).toBe(1);
    const again = await t.call(user.register, { body: { ...body, username: 'other-name' } });
    expect(again.body.code).toBe(0);
  });

  it('refuses unknown fields with 400', async () => {
    const result = await t.call(user.register, { body: await form({ role: 'operator' }) });
    expect([result.status, result.body.data]).toEqual([400, { field: 'role' }]);
  });
});

describe('login, refresh and logout', () => {
  it('logs in by username in any letter case and answers userinfo and statistics', async () => {
    const result = await t.call(user.login, { body: { account: 'BUYER', password: 'buyer123' } });
    expect(result.body.code).toBe(1);
    const { userinfo, statistics } = result.data;
    expect(userinfo).toMatchObject({
      username: 'buyer',
      money: '5000.00',
      shop_auth: 0,
      role: 'user',
    });
    expect(userinfo.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statistics.dynamic).toEqual({ collection: 3, concern: 2, footprint: 0, coupon: 1 });
    expect(statistics.notice).toBe(1);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('buyer');
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('answers shop_auth and role for merchants and operators', async () => {
    const merchant = await t.call(user.login, {
      body: { account: 'merchant', password: 'merchant123' },
    });
    expect(merchant.data.userinfo.shop_auth).toBeGreaterThan(0);
    const admin = await t.call(user.login, { body: { account: 'admin', password: 'admin123' } });
    expect(admin.data.userinfo.role).toBe('operator');
  });

  it('gives a wrong password and an unknown account the same answer', async () => {
    const wrong = await t.call(user.login, { body: { account: 'buyer', password: 'wrong123' } });
    const unknown = await t.call(user.login, { body: { account: 'nobody', password: 'wrong123' } });
    expect(wrong.body).toMatchObject({
      code: 0,
      msg: 'Incorrect username or password',
      data: null,
    });
    expect(unknown.body).toMatchObject({
      code: 0,
      msg: 'Incorrect username or password',
      data: null,
    });
  });

  it.each([
    [{ account: '', password: 'buyer123' }, 'Username cannot be empty'],
    [{ account: 'buyer', password: '' }, 'Password cannot be empty'],
  ])('validates the form %j', async (body, msg) => {
    expect((await t.call(user.login, { body })).body.msg).toBe(msg);
  });

  it('refuses a locked account', async () => {
    await t.call(user.register, { body: await form({ username: 'lockme' }) });
    await t.db.update(users).set({ status: 'locked' }).where(eq(users.username, 'lockme'));
    const result = await t.call(user.login, { body: { account: 'lockme', password: 'abc123' } });
    expect(result.body.msg).toBe('This account has been locked, please contact customer service');
  });

  it('stays safe with repeated logins: each gives a working token, and old sessions are capped', async () => {
    const first = await t.login('buyer2');
    const second = await t.login('buyer2');
    expect(first).not.toBe(second);
    for (const token of [first, second])
      expect((await t.call(user.profile, { token })).status).toBe(200);
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i += 1) await t.login('buyer2');
    expect((await t.call(user.profile, { token: first })).status).toBe(401);
    const [row] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from sessions s join users u on u.id = s.user_id where u.username = 'buyer2'`,
    );
    expect(Number(row?.n)).toBe(MAX_SESSIONS_PER_USER);
  });

  it('refreshes: a new token works, the old one no longer does', async () => {
    const old = await t.login('buyer');
    const result = await t.call(user.refresh, { token: old });
    expect(result.body.code).toBe(1);
    const fresh = result.data.userinfo.token;
    expect(fresh).not.toBe(old);
    expect((await t.call(user.profile, { token: old })).status).toBe(401);
    expect((await t.call(user.profile, { token: fresh })).status).toBe(200);
    expect((await t.call(user.refresh, { token: old })).status).toBe(401);
  });

  it('expires tokens after their lifetime', async () => {
    const token = await t.login('buyer');
    t.clock.advanceSeconds(t.config.tokenTtlSeconds - 10);
    expect((await t.call(user.profile, { token })).status).toBe(200);
    t.clock.advanceSeconds(11);
    const expired = await t.call(user.profile, { token });
    expect([expired.status, expired.body.code]).toEqual([401, 401]);
    expect((await t.call(user.refresh, { token })).status).toBe(401);
  });

  it('logs out: the token stops working, other sessions stay', async () => {
    const kept = await t.login('buyer');
    const token = await t.login('buyer');
    expect((await t.call(user.logout, { token })).body).toMatchObject({ code: 1, data: {} });
    expect((await t.call(user.profile, { token })).status).toBe(401);
    expect((await t.call(user.logout, { token })).status).toBe(401);
    expect((await t.call(user.profile, { token: kept })).status).toBe(200);
  });
});
