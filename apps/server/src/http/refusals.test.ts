import { connect } from 'node:net';
import { address, defineEndpoint, Empty, user } from '@bazaar/api/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartFile, type TestApp } from '../test/harness.js';
import { registerEndpoint } from './register-endpoint.js';

/** Test-only endpoints whose database work fails as a gap in the contract, or a database away. */
const probe = {
  castInteger: defineEndpoint({
    name: 'test.castInteger',
    method: 'GET',
    path: '/test/cast-integer',
    auth: 'public',
    query: Type.Object({ value: Type.String({ maxLength: 40 }) }),
    response: Empty,
  }),
  databaseAway: defineEndpoint({
    name: 'test.databaseAway',
    method: 'GET',
    path: '/test/database-away',
    auth: 'public',
    response: Empty,
  }),
};

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp({
    register: (app) => {
      // A column cast the contract did not bound: "99999999999" or "abc" fail in PostgreSQL.
      registerEndpoint(app, probe.castInteger, async (ctx) => {
        await ctx.db.execute(sql`select ${ctx.query.value}::integer`);
        return {};
      });
      // What node-postgres raises when the server is restarting (SQLSTATE 57P03).
      registerEndpoint(app, probe.databaseAway, async () => {
        throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
      });
    },
  });
  buyer = await t.login('buyer');
});
afterAll(() => t?.close());

/** An answer as the wire has it: status, headers and the parsed body. */
async function inject(options: InjectOptions) {
  const response = await t.app.inject(options);
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/** The message of `code` in `language`, as the server translates it. */
function message(code: string, language = 'en'): string {
  return t.app.deps.translator.t(language as 'en', `errors:${code}`);
}

describe("Fastify's own refusals answer the envelope, in the request's language", () => {
  it.each([
    ['a bad percent-escape in the path', 'GET', '/api/wanlshop/common/info%ZZ', 400, 'bad_request'],
    ['a lone percent sign', 'GET', '/api/wanlshop/order/%', 400, 'bad_request'],
    [
      'an upload name over 100 characters',
      'GET',
      `/uploads/${'a'.repeat(5000)}.png`,
      414,
      'uri_too_long',
    ],
    ['an unknown API route', 'GET', '/api/wanlshop/nothing/here', 404, 'not_found'],
    [
      'a POST endpoint called with GET',
      'GET',
      '/api/wanlshop/user/login',
      405,
      'method_not_allowed',
    ],
    [
      'a GET endpoint called with DELETE',
      'DELETE',
      '/api/wanlshop/common/info',
      405,
      'method_not_allowed',
    ],
  ] as const)('%s: %s', async (_name, method, url, status, code) => {
    const answer = await inject({ method, url, headers: { 'accept-language': 'ja' } });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      code: 0,
      msg: message(code, 'ja'),
      time: expect.any(Number),
      data: null,
    });
    expect(answer.headers['content-type']).toContain('application/json');
  });

  it('names the methods an API path has in Allow', async () => {
    const answer = await inject({ method: 'GET', url: '/api/wanlshop/user/login' });
    expect(answer.headers['allow']).toBe('POST');
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/xml', '<a/>'],
    ['application/x-www-form-urlencoded', 'account=buyer'],
  ])('answers 415 for a body of %s', async (type, payload) => {
    const answer = await inject({
      method: 'POST',
      url: '/api/wanlshop/user/login',
      headers: { 'content-type': type, 'accept-language': 'zh-CN' },
      payload,
    });
    expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
      415,
      0,
      message('unsupported_media_type', 'zh-cn'),
    ]);
  });

  it.each([
    ['malformed JSON', '{"account":'],
    ['an empty JSON body', ''],
    ['a prototype key', '{"__proto__":{"x":1}}'],
    ['JSON nested 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('answers 400 for %s', async (_name, payload) => {
    const answer = await inject({
      method: 'POST',
      url: '/api/wanlshop/user/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect([answer.status, answer.body.code]).toEqual([400, 0]);
    expect(answer.body.msg).not.toBe('');
  });

  describe('over a socket (refused by Node before Fastify sees the request)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    /** Sends `request` as raw bytes and reads the whole answer until the server closes. */
    function raw(request: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
        socket.end(request);
      });
    }

    it('answers 431 for headers over the limit, in the language sent before them', async () => {
      const answer = await raw(
        `GET /api/wanlshop/common/info?keyword=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      const head = await raw(
        `GET /api/wanlshop/common/info HTTP/1.1\r\nHost: x\r\nAccept-Language: th\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      const body = JSON.parse(head.slice(head.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
      expect(body).toEqual({
        code: 0,
        msg: message('headers_too_large', 'th'),
        time: expect.any(Number),
        data: null,
      });
    });

    it('answers 400 with the envelope for bytes that are not HTTP', async () => {
      const answer = await raw('HELLO THERE\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 0 });
    });
  });
});

describe('a server told to stop', () => {
  it('answers what still arrives with the 503 envelope and closes the connection; probes answer', async () => {
    t.app.lifecycle.draining = true;
    try {
      const answer = await inject({
        method: 'GET',
        url: '/api/wanlshop/common/categorys',
        headers: { 'accept-language': 'tr' },
      });
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
        503,
        0,
        message('service_unavailable', 'tr'),
      ]);
      expect(answer.headers['connection']).toBe('close');
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json().status]).toEqual([503, 'unready']);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

describe('input the database cannot hold is refused before it reaches a query', () => {
  it.each([2 ** 31, 2 ** 53, 1e21, Number('99999999999999.99')])(
    'refuses the id %s with 400, naming the field',
    async (id) => {
      const result = await t.call(address.deladdress, { token: buyer, body: { id } });
      expect([result.status, result.body.code, result.body.data]).toEqual([
        400,
        0,
        { field: 'id' },
      ]);
    },
  );

  it('refuses an id of 2^31 in a query string', async () => {
    const answer = await inject({
      method: 'GET',
      url: '/api/wanlshop/common/goods?id=2147483648',
    });
    expect([answer.status, answer.body.data]).toEqual([400, { field: 'id' }]);
  });

  it.each([
    ['a NUL', 'Home\u0000'],
    ['an unpaired high surrogate', 'Home \uD800'],
    ['an unpaired low surrogate', '\uDC00 Home'],
  ])('refuses text holding %s with invalid_text, naming the field', async (_name, name) => {
    const result = await t.call(address.save, {
      token: buyer,
      body: { type: 'add', data: { name, mobile: '91234567', country: 'hk', address: '1 Road' } },
      headers: { 'accept-language': 'ko' },
    });
    expect([result.status, result.body.code, result.body.msg, result.body.data]).toEqual([
      400,
      0,
      message('invalid_text', 'ko'),
      { field: 'data.name' },
    ]);
  });

  it('keeps emoji and other paired surrogates', async () => {
    const result = await t.call(user.login, { body: { account: 'buyer 👩‍👩‍👧', password: 'x' } });
    expect(result.status).toBe(200);
    expect(result.body.msg).not.toBe(message('invalid_text'));
  });

  it('refuses a NUL in a query string', async () => {
    const answer = await inject({ method: 'GET', url: '/api/wanlshop/common/goods?keyword=a%00b' });
    expect([answer.status, answer.body.msg, answer.body.data]).toEqual([
      400,
      message('invalid_text'),
      { field: 'keyword' },
    ]);
  });

  it('answers 400, not 500, when a cast still fails in PostgreSQL', async () => {
    for (const value of ['99999999999', 'abc']) {
      const answer = await inject({ method: 'GET', url: `/api/test/cast-integer?value=${value}` });
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
        400,
        0,
        message('bad_request'),
      ]);
    }
  });

  it('answers 503 with Retry-After when the database is away', async () => {
    const answer = await inject({ method: 'GET', url: '/api/test/database-away' });
    expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
      503,
      0,
      message('service_unavailable'),
    ]);
    expect(answer.headers['retry-after']).toBe('5');
  });
});

describe('uploads that are not well-formed multipart', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  async function send(payload: Buffer | string, contentType: string) {
    return inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { token: buyer, 'content-type': contentType },
      payload,
    });
  }

  it.each([
    ['no boundary', () => multipartFile(png).payload, 'multipart/form-data'],
    [
      'a body cut short',
      () => multipartFile(png).payload.subarray(0, 80),
      'multipart/form-data; boundary=----bazaar-test-boundary',
    ],
    [
      'another boundary',
      () => multipartFile(png).payload,
      'multipart/form-data; boundary=something-else',
    ],
    ['garbage', () => Buffer.from('garbage'), 'multipart/form-data; boundary=x'],
  ])('answers upload_format for %s', async (_name, payload, type) => {
    const answer = await send(payload(), type);
    expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
      200,
      0,
      message('upload_format'),
    ]);
  });

  it('answers upload_missing for a body that is not multipart, or has no file field', async () => {
    const json = await send('{}', 'application/json');
    expect(json.body.msg).toBe(message('upload_missing'));
    const other = multipartFile(png, { field: 'picture' });
    const wrongField = await send(other.payload, other.headers['content-type']!);
    expect(wrongField.body.msg).toBe(message('upload_missing'));
  });

  it('still answers too_large (413) for a file over the limit', async () => {
    const big = multipartFile(Buffer.concat([png, Buffer.alloc(t.config.uploadMaxBytes)]));
    const answer = await send(big.payload, big.headers['content-type']!);
    expect([answer.status, answer.body.msg]).toEqual([413, message('too_large')]);
  });
});
