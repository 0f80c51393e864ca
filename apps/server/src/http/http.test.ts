import { defineEndpoint, Empty, Id, Money, upload, user } from '@bazaar/api/contract';
import { DomainError } from '@bazaar/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { listEndpoints, registerEndpoint } from './register-endpoint.js';

/** Test-only endpoints: one per behaviour of the plumbing. */
const probe = {
  refuse: defineEndpoint({
    name: 'test.refuse',
    method: 'POST',
    path: '/test/refuse',
    auth: 'public',
    body: Type.Object({ balance: Money }, { additionalProperties: false }),
    response: Empty,
  }),
  crash: defineEndpoint({
    name: 'test.crash',
    method: 'GET',
    path: '/test/crash',
    auth: 'public',
    response: Empty,
  }),
  badSql: defineEndpoint({
    name: 'test.badSql',
    method: 'GET',
    path: '/test/bad-sql',
    auth: 'public',
    response: Empty,
  }),
  missing: defineEndpoint({
    name: 'test.missing',
    method: 'GET',
    path: '/test/missing',
    auth: 'public',
    query: Type.Object({ id: Id }),
    response: Empty,
  }),
  page: defineEndpoint({
    name: 'test.page',
    method: 'GET',
    path: '/test/page',
    auth: 'public',
    query: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })) }),
    response: Type.Object({ page: Type.Integer() }),
  }),
  optional: defineEndpoint({
    name: 'test.optional',
    method: 'GET',
    path: '/test/optional',
    auth: 'optional',
    response: Type.Object({ user: Type.Union([Type.Integer(), Type.Null()]) }),
  }),
  merchant: defineEndpoint({
    name: 'test.merchant',
    method: 'GET',
    path: '/test/merchant',
    auth: 'merchant',
    response: Type.Object({ shop: Type.Integer() }),
  }),
  operator: defineEndpoint({
    name: 'test.operator',
    method: 'GET',
    path: '/test/operator',
    auth: 'operator',
    response: Empty,
  }),
  pay: defineEndpoint({
    name: 'test.pay',
    method: 'POST',
    path: '/test/pay',
    auth: 'user',
    idempotent: true,
    body: Type.Object(
      { content: Type.String(), fail: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
    response: Type.Object({ id: Id }),
  }),
};

function registerProbes(app: Parameters<typeof registerEndpoint>[0]): void {
  registerEndpoint(app, probe.refuse, async (ctx) => {
    throw new DomainError('insufficient_balance', { balance: ctx.body.balance });
  });
  registerEndpoint(app, probe.crash, async () => {
    throw new Error('select secret from /etc/passwd failed at /work/main/apps/server/src/x.ts:1');
  });
  registerEndpoint(app, probe.badSql, async (ctx) => {
    await ctx.db.execute(sql`select secret_column from no_such_table`);
    return {};
  });
  registerEndpoint(app, probe.missing, async () => {
    throw new DomainError('not_found');
  });
  registerEndpoint(app, probe.page, async (ctx) => ({ page: ctx.query.page ?? 0 }));
  registerEndpoint(app, probe.optional, async (ctx) => ({ user: ctx.auth?.id ?? null }));
  registerEndpoint(app, probe.merchant, async (ctx) => ({ shop: ctx.user.shopAuth }));
  registerEndpoint(app, probe.operator, async () => ({}));
  registerEndpoint(app, probe.pay, async (ctx) =>
    withTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(feedback)
        .values({
          userId: ctx.user.id,
          type: 'other',
          content: ctx.body.content,
          createtime: ctx.now,
        })
        .returning({ id: feedback.id });
      if (ctx.body.fail) throw new DomainError('insufficient_balance', { balance: '0.00' });
      return { id: (row as { id: number }).id };
    }),
  );
}

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp({ register: registerProbes, env: { UPLOAD_MAX_BYTES: '4096' } });
  buyer = await t.login('buyer');
});
afterAll(() => t?.close());

describe('the envelope', () => {
  it('answers success as { code: 1, msg, time, data } with the clock time', async () => {
    const result = await t.call(probe.page, { query: { page: 3 } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 1,
      msg: '',
      time: Math.floor(t.clock.now().getTime() / 1000),
      data: { page: 3 },
    });
    expect(result.headers['content-type']).toContain('application/json');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });

  it('converts query strings and fills defaults', async () => {
    expect((await t.call(probe.page)).data).toEqual({ page: 1 });
    expect((await t.call(probe.page, { query: { page: '7' } })).data).toEqual({ page: 7 });
  });
});

describe('refusals', () => {
  it.each([
    ['en', 'Insufficient balance. Available balance: $12.00'],
    ['ja,zh;q=0.9', '残高'],
    ['zh-CN,zh;q=0.9', '余额不足'],
    ['xx-YY', 'Insufficient balance. Available balance: $12.00'],
  ])(
    'translate a domain refusal for Accept-Language %s, with details as data',
    async (language, text) => {
      const result = await t.call(probe.refuse, {
        body: { balance: '12.00' },
        headers: { 'accept-language': language },
      });
      expect(result.status).toBe(200);
      expect(result.body.code).toBe(0);
      expect(result.body.msg).toContain(text);
      expect(result.body.data).toEqual({ balance: '12.00' });
    },
  );

  it('shows a refusal’s amounts in the currency of the language, as the shop does', async () => {
    const result = await t.call(probe.refuse, {
      body: { balance: '12.00' },
      headers: { 'accept-language': 'ru' },
    });
    expect(result.body.msg).toContain('1\u00a0090,91\u00a0₽');
    expect(result.body.data).toEqual({ balance: '12.00' });
  });

  it('answers an unknown id with 404 and code 0', async () => {
    const result = await t.call(probe.missing, { query: { id: 5 } });
    expect([result.status, result.body.code, result.body.msg]).toEqual([
      404,
      0,
      'Not found, or no longer available',
    ]);
  });

  it('answers an unknown route with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wanlshop/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0, data: null });
  });

  it.each([
    ['an unknown field', { balance: '1.00', admin: true }, 'admin'],
    ['a missing field', {}, 'balance'],
    ['a wrong type', { balance: 12 }, 'balance'],
    ['a float for money', { balance: '12.5' }, 'balance'],
  ])('answers 400 code 0 for %s, naming the field', async (_name, body, field) => {
    const result = await t.call(probe.refuse, { body });
    expect([result.status, result.body.code]).toEqual([400, 0]);
    expect(result.body.data).toEqual({ field });
  });

  it('answers 400 for a malformed query and for malformed JSON', async () => {
    expect((await t.call(probe.missing, { query: { id: 'abc' } })).status).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/refuse',
      headers: { 'content-type': 'application/json' },
      payload: '{"balance": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0 });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/refuse',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ balance: '1.00', pad: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 0, msg: 'The file is too large' });
  });

  it.each([
    ['a thrown error', probe.crash],
    ['an SQL error', probe.badSql],
  ])('answers %s with 500 and a generic message, never its text', async (_name, endpoint) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${endpoint.path}` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'Something went wrong on our side, please try again later',
      time: expect.any(Number),
      data: null,
    });
    expect(response.body).not.toMatch(/secret|passwd|no_such_table|\.ts|at |select/i);
  });
});

describe('auth levels', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const result = await t.call(user.profile, token ? { token } : {});
      expect([result.status, result.body.code, result.body.msg]).toEqual([
        401,
        401,
        'Please log in first',
      ]);
    }
  });

  it('accepts the token header and Authorization: Bearer', async () => {
    expect((await t.call(user.profile, { token: buyer })).status).toBe(200);
    expect(
      (await t.call(user.profile, { headers: { authorization: `Bearer ${buyer}` } })).status,
    ).toBe(200);
  });

  it('refuses a non-merchant on merchant routes with 403 and the non-merchant message', async () => {
    const result = await t.call(probe.merchant, {
      token: buyer,
      headers: { 'accept-language': 'en' },
    });
    expect([result.status, result.body.code, result.body.msg]).toEqual([
      403,
      403,
      'This account is not a merchant',
    ]);
    const merchant = await t.login('merchant');
    const allowed = await t.call(probe.merchant, { token: merchant });
    expect(allowed.data.shop).toBeGreaterThan(0);
  });

  it('lets only operators call operator routes', async () => {
    const merchant = await t.login('merchant');
    for (const token of [buyer, merchant]) {
      const result = await t.call(probe.operator, { token });
      expect([result.status, result.body.code]).toEqual([403, 403]);
    }
    expect((await t.call(probe.operator, { token: await t.login('admin') })).status).toBe(200);
  });

  it('treats a bad token on optional routes as a visitor', async () => {
    expect((await t.call(probe.optional)).data).toEqual({ user: null });
    expect((await t.call(probe.optional, { token: 'expired-or-wrong' })).data).toEqual({
      user: null,
    });
    expect((await t.call(probe.optional, { token: buyer })).data.user).toBeGreaterThan(0);
  });

  it('checks auth before reading the body', async () => {
    const result = await t.call(probe.pay, { body: { unknown: 1 } });
    expect(result.status).toBe(401);
  });
});

describe('idempotency', () => {
  const rows = async (content: string) =>
    (await t.db.select({ n: count() }).from(feedback).where(eq(feedback.content, content)))[0]?.n;

  it('replays the first answer for a repeated key and writes once', async () => {
    const headers = { 'idempotency-key': 'key-replay-1' };
    const first = await t.call(probe.pay, { token: buyer, body: { content: 'pay-once' }, headers });
    const second = await t.call(probe.pay, {
      token: buyer,
      body: { content: 'pay-once' },
      headers,
    });
    expect(first.body.code).toBe(1);
    expect(second.data).toEqual(first.data);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows('pay-once')).toBe(1);
  });

  it('runs again without a key, and keys are per user', async () => {
    await t.call(probe.pay, { token: buyer, body: { content: 'no-key' } });
    await t.call(probe.pay, { token: buyer, body: { content: 'no-key' } });
    expect(await rows('no-key')).toBe(2);
    const other = await t.login('buyer2');
    const headers = { 'idempotency-key': 'shared-key' };
    await t.call(probe.pay, { token: buyer, body: { content: 'per-user' }, headers });
    await t.call(probe.pay, { token: other, body: { content: 'per-user' }, headers });
    expect(await rows('per-user')).toBe(2);
  });

  it('refuses the same key with another request', async () => {
    const headers = { 'idempotency-key': 'key-reused' };
    await t.call(probe.pay, { token: buyer, body: { content: 'first' }, headers });
    const reused = await t.call(probe.pay, { token: buyer, body: { content: 'second' }, headers });
    expect([reused.status, reused.body.code]).toEqual([200, 0]);
    expect(reused.body.msg).toContain('already used');
    expect(await rows('second')).toBe(0);
  });

  it('does not store a refusal: the work is rolled back and may be retried', async () => {
    const headers = { 'idempotency-key': 'key-refused' };
    const refused = await t.call(probe.pay, {
      token: buyer,
      body: { content: 'refused', fail: true },
      headers,
    });
    expect(refused.body.code).toBe(0);
    expect(await rows('refused')).toBe(0);
    const retried = await t.call(probe.pay, {
      token: buyer,
      body: { content: 'refused', fail: false },
      headers,
    });
    expect(retried.body.code).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    const result = await t.call(probe.pay, {
      token: buyer,
      body: { content: 'bad key' },
      headers: { 'idempotency-key': 'has spaces and / slashes' },
    });
    expect(result.status).toBe(400);
  });

  it('runs concurrent repeats once', async () => {
    const headers = { 'idempotency-key': 'key-concurrent' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(probe.pay, { token: buyer, body: { content: 'concurrent' }, headers }),
      ),
    );
    expect(new Set(results.map((result) => JSON.stringify(result.data))).size).toBe(1);
    expect(await rows('concurrent')).toBe(1);
    const [stored] = await t.db
      .select({ n: count() })
      .from(feedback)
      .where(and(eq(feedback.content, 'concurrent'), eq(feedback.type, 'other')));
    expect(stored?.n).toBe(1);
  });
});

describe('the endpoint registry', () => {
  it('lists every registered contract endpoint', () => {
    const registry = listEndpoints(t.app);
    const mine = [
      user.captcha,
      user.verifyCaptcha,
      user.register,
      user.login,
      user.refresh,
      user.logout,
      user.profile,
      upload,
    ];
    expect([...registry.keys()]).toEqual(
      expect.arrayContaining([...mine.map((e) => e.name), probe.pay.name]),
    );
    expect(registry.get(user.login.name)).toBe(user.login);
  });

  it('refuses duplicates and open body schemas at start-up', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    app.decorate('endpoints', new Map());
    registerEndpoint(app, probe.page, async () => ({ page: 1 }));
    expect(() => registerEndpoint(app, probe.page, async () => ({ page: 1 }))).toThrow(/twice/);
    expect(() =>
      registerEndpoint(app, { ...probe.page, name: 'test.samePath' }, async () => ({ page: 1 })),
    ).toThrow(/share/);
    const open = defineEndpoint({
      name: 'test.open',
      method: 'POST',
      path: '/test/open',
      auth: 'public',
      body: Type.Object({ a: Type.String() }),
      response: Empty,
    });
    expect(() => registerEndpoint(app, open, async () => ({}))).toThrow(/additionalProperties/);
    expect(() =>
      registerEndpoint(
        app,
        { ...probe.pay, name: 'test.anonymousPay', path: '/test/anonymous-pay', auth: 'public' },
        async () => ({ id: 1 }),
      ),
    ).toThrow(/logged-in/);
    await app.close();
  });
});
