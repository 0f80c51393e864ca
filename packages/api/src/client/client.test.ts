import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineEndpoint, Money, Paged } from '../contract/index.js';
import { createFakeFetch, createFakeSession, envelope } from '../test/fake-fetch.js';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './client.js';
import { ApiError, isApiError } from './errors.js';

const search = defineEndpoint({
  name: 'test.search',
  method: 'GET',
  path: '/wanlshop/common/goods',
  auth: 'public',
  query: Type.Object({
    page: Type.Optional(Type.Integer()),
    keyword: Type.Optional(Type.String()),
    id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    sort: Type.Optional(Type.String()),
    ids: Type.Optional(Type.Array(Type.Integer())),
    flag: Type.Optional(Type.Boolean()),
  }),
  response: Paged(Type.Object({ id: Type.Integer() })),
});

const info = defineEndpoint({
  name: 'test.info',
  method: 'GET',
  path: '/wanlshop/common/info',
  auth: 'public',
  response: Type.Object({ msgCount: Type.Integer() }),
});

const login = defineEndpoint({
  name: 'test.login',
  method: 'POST',
  path: '/wanlshop/user/login',
  auth: 'public',
  body: Type.Object({ account: Type.String(), password: Type.String() }),
  response: Type.Object({ token: Type.String() }),
});

const logout = defineEndpoint({
  name: 'test.logout',
  method: 'POST',
  path: '/wanlshop/user/logout',
  auth: 'user',
  response: Type.Null(),
});

const pay = defineEndpoint({
  name: 'test.pay',
  method: 'POST',
  path: '/wanlshop/pay/payment',
  auth: 'user',
  body: Type.Object({ order_id: Type.Array(Type.Integer()), captcha: Type.String() }),
  response: Type.Object({ balance: Money }),
  idempotent: true,
});

const upload = defineEndpoint({
  name: 'test.upload',
  method: 'POST',
  path: '/common/upload',
  auth: 'user',
  response: Type.Object({ url: Type.String() }),
  multipart: true,
});

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch();
  const session = createFakeSession();
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  let keys = 0;
  const client = createApiClient({
    appId: 'bazaar-shop',
    session,
    fetch: fake.fetch,
    getLanguage: () => 'ja',
    createIdempotencyKey: () => `key-${++keys}`,
    onError,
    onUnauthorized,
    ...overrides,
  });
  return { client, fake, session, onError, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the call resolved');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('address', () => {
  it('calls the path under /api by default', async () => {
    const { client, fake } = setup();
    await client.call(info);
    expect(fake.last.url).toBe('/api/wanlshop/common/info');
    expect(fake.last.method).toBe('GET');
    expect(client.baseUrl).toBe('/api');
  });

  it.each([
    ['https://shop.example/api/', 'https://shop.example/api/wanlshop/common/info'],
    ['/v2', '/v2/wanlshop/common/info'],
  ])('joins the base address %s', async (baseUrl, expected) => {
    const { client, fake } = setup({ baseUrl });
    await client.call(info);
    expect(fake.last.url).toBe(expected);
  });

  it('joins a path written without its leading slash', async () => {
    const { client, fake } = setup();
    await client.request({ method: 'POST', path: 'wanlshop/chat/shake', body: { client_id: 'c' } });
    expect(fake.last.url).toBe('/api/wanlshop/chat/shake');
  });
});

describe('headers', () => {
  it('sends the token, the client id and the language followed by zh at 0.9', async () => {
    const { client, fake } = setup();
    await client.call(info);
    expect(fake.last.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'ja,zh;q=0.9',
      'X-Client': 'bazaar-shop',
      token: 'tok-123',
    });
  });

  it('sends no token header when there is no token', async () => {
    const { client, fake } = setup({ session: createFakeSession(null) });
    await client.call(info);
    expect(fake.last.headers).not.toHaveProperty('token');
  });

  it('sends no token header for an empty token', async () => {
    const { client, fake } = setup({ session: createFakeSession('') });
    await client.call(info);
    expect(fake.last.headers).not.toHaveProperty('token');
  });

  it('reads the token and the language at each call', async () => {
    let language = 'en';
    const session = createFakeSession('first');
    const { client, fake } = setup({ session, getLanguage: () => language });
    await client.call(info);
    language = 'zh-tw';
    session.clear();
    await client.call(info);
    expect(fake.requests[0]?.headers).toMatchObject({
      'Accept-Language': 'en,zh;q=0.9',
      token: 'first',
    });
    expect(fake.requests[1]?.headers['Accept-Language']).toBe('zh-tw,zh;q=0.9');
    expect(fake.requests[1]?.headers).not.toHaveProperty('token');
  });

  it('defaults the language to en', async () => {
    const { client, fake } = setup({ getLanguage: undefined });
    await client.call(info);
    expect(fake.last.headers['Accept-Language']).toBe('en,zh;q=0.9');
  });
});

describe('query', () => {
  it('skips undefined, null and empty values and keeps 0 and false', async () => {
    const { client, fake } = setup();
    await client.call(search, { page: 0, keyword: '', id: null, sort: undefined, flag: false });
    expect(fake.last.url).toBe('/api/wanlshop/common/goods?flag=false&page=0');
  });

  it('encodes values, sorts keys and repeats array keys', async () => {
    const { client, fake } = setup();
    await client.call(search, { sort: 'desc', keyword: 'red & blue', ids: [3, 1], page: 2 });
    expect(fake.last.url).toBe(
      '/api/wanlshop/common/goods?ids=3&ids=1&keyword=red+%26+blue&page=2&sort=desc',
    );
  });

  it('sends no question mark when every value is empty', async () => {
    const { client, fake } = setup();
    await client.call(search, { keyword: '' });
    expect(fake.last.url).toBe('/api/wanlshop/common/goods');
  });

  it('sends no body with a GET', async () => {
    const { client, fake } = setup();
    await client.call(search, { page: 1 });
    expect(fake.last.body).toBeUndefined();
    expect(fake.last.headers).not.toHaveProperty('Content-Type');
  });

  it('refuses a nested object as a query value without calling the server', async () => {
    const { client, fake, onError } = setup();
    await expect(
      client.request({ method: 'GET', path: '/x', query: { filter: { a: 1 } } }),
    ).rejects.toThrow(TypeError);
    expect(fake.fetch).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('body', () => {
  it('posts the body as JSON', async () => {
    const { client, fake } = setup();
    await client.call(login, { account: 'buyer', password: 'buyer123' });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.headers['Content-Type']).toBe('application/json');
    expect(fake.last.body).toEqual({ account: 'buyer', password: 'buyer123' });
  });

  it('posts an empty object for an endpoint without a body', async () => {
    const { client, fake } = setup();
    await client.call(logout);
    expect(fake.last.body).toEqual({});
  });
});

describe('envelope', () => {
  it('resolves with data when the code is 1', async () => {
    const { client, fake, onError } = setup();
    fake.answer({ body: envelope(1, { token: 'abc' }, 'Logged in') });
    await expect(client.call(login, { account: 'a', password: 'b' })).resolves.toEqual({
      token: 'abc',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects with the msg when the code is 0, and reports it for a toast', async () => {
    const { client, fake, onError, session } = setup();
    fake.answer({ body: envelope(0, { balance: '12.00' }, 'Insufficient balance: 12.00') });
    const error = await failure(client.call(pay, { order_id: [1], captcha: '123456' }));
    expect(error).toMatchObject({
      kind: 'refused',
      message: 'Insufficient balance: 12.00',
      code: 0,
      status: 200,
      data: { balance: '12.00' },
      messageKey: null,
      request: 'POST /wanlshop/pay/payment',
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(session.clear).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'Not found'],
    [400, 'Bad request'],
    [429, 'Too many requests'],
    [500, 'Something went wrong'],
  ])('rejects an HTTP %d with code 0 as refused with its msg', async (status, msg) => {
    const { client, fake } = setup();
    fake.answer({ status, body: envelope(0, null, msg) });
    const error = await failure(client.call(info));
    expect(error).toMatchObject({ kind: 'refused', status, code: 0, message: msg, data: null });
  });

  it('falls back to a translated generic message when msg is empty', async () => {
    const { client, fake } = setup();
    fake.answer({ status: 500, body: envelope(0) });
    const error = await failure(client.call(info));
    expect(error.messageKey).toBe('errors:server_error');
  });

  it.each([
    ['HTML from a proxy', { status: 502, text: '<html>Bad gateway</html>' }],
    ['an empty body', { status: 200, text: '' }],
    ['JSON without a code', { status: 200, body: { data: 1 } }],
  ])('rejects %s as a bad response', async (_name, answer) => {
    const { client, fake, onError } = setup();
    fake.answer(answer);
    const error = await failure(client.call(info));
    expect(error).toMatchObject({
      kind: 'bad_response',
      code: null,
      messageKey: 'errors:server_error',
    });
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('401 and 403', () => {
  it('clears the session on a 401 and tells the app', async () => {
    const { client, fake, session, onUnauthorized, onError } = setup();
    fake.answer({ status: 401, body: envelope(401, null, 'Please log in first') });
    const error = await failure(client.call(info));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      code: 401,
      message: 'Please log in first',
    });
    expect(session.clear).toHaveBeenCalledOnce();
    expect(session.getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('treats envelope code 401 as unauthorized whatever the HTTP status', async () => {
    const { client, fake, session } = setup();
    fake.answer({ status: 200, body: envelope(401, null, 'Token expired') });
    const error = await failure(client.call(info));
    expect(error.kind).toBe('unauthorized');
    expect(session.clear).toHaveBeenCalledOnce();
  });

  it('clears the session on a bare 401 without an envelope', async () => {
    const { client, fake, session } = setup();
    fake.answer({ status: 401, text: 'Unauthorized' });
    const error = await failure(client.call(info));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      code: null,
      messageKey: 'errors:login_required',
    });
    expect(session.clear).toHaveBeenCalledOnce();
  });

  it('clears the session on a 401 even for a silent call', async () => {
    const { client, fake, session, onError } = setup();
    fake.answer({ status: 401, body: envelope(401, null, 'x') });
    await failure(client.call(info, undefined, { silent: true }));
    expect(session.clear).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps a session that began while the call was in flight', async () => {
    let token = 'old';
    const clear = vi.fn();
    const { client, fake, onUnauthorized } = setup({ session: { getToken: () => token, clear } });
    fake.answer({ status: 401, body: envelope(401, null, 'Token expired') });
    const pending = failure(client.call(info));
    expect(fake.last.headers.token).toBe('old');
    token = 'new';
    expect((await pending).kind).toBe('unauthorized');
    expect(clear).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a 403 as forbidden and keeps the session', async () => {
    const { client, fake, session, onUnauthorized } = setup();
    fake.answer({ status: 403, body: envelope(403, null, 'Non-merchant user') });
    const error = await failure(client.call(info));
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      code: 403,
      message: 'Non-merchant user',
    });
    expect(session.clear).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('names a translated message for a bare 403', async () => {
    const { client, fake } = setup();
    fake.answer({ status: 403, text: '' });
    expect((await failure(client.call(info))).messageKey).toBe('errors:forbidden');
  });
});

describe('failures without an answer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out after 50000 ms with a timeout error', async () => {
    const { client, fake, onError } = setup();
    fake.answer('hang');
    let settled = false;
    const result = failure(client.call(info)).finally(() => {
      settled = true;
    });
    // The spec's figure, written out: the test fails if the constant drifts.
    await vi.advanceTimersByTimeAsync(49_999);
    expect(settled).toBe(false);
    expect(fake.last.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toMatchObject({
      kind: 'timeout',
      status: null,
      code: null,
      messageKey: 'errors:timeout',
    });
    expect(fake.last.signal.aborted).toBe(true);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('uses a configured time-out', async () => {
    const { client, fake } = setup({ timeoutMs: 1000 });
    fake.answer('hang');
    const result = failure(client.call(info));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).kind).toBe('timeout');
  });

  it('clears the timer once answered', async () => {
    const { client } = setup();
    await client.call(info);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a network failure', async () => {
    const { client, fake, onError } = setup();
    fake.answer('network-error');
    const error = await failure(client.call(info));
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      messageKey: 'errors:network_error',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(onError).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a cancelled call as aborted without a toast', async () => {
    const { client, fake, onError } = setup();
    fake.answer('hang');
    const controller = new AbortController();
    const result = failure(client.call(info, undefined, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await result;
    expect(error).toMatchObject({ kind: 'aborted', messageKey: null });
    expect(onError).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a call whose signal was already aborted', async () => {
    const { client } = setup();
    const error = await failure(client.call(info, undefined, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });
});

describe('onError', () => {
  it('is not called for a silent call', async () => {
    const { client, fake, onError } = setup();
    fake.answer({ body: envelope(0, null, 'No') });
    await failure(client.call(info, undefined, { silent: true }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('is optional', async () => {
    const { client, fake } = setup({ onError: undefined, onUnauthorized: undefined });
    fake.answer({ status: 401, body: envelope(401) });
    expect((await failure(client.call(info))).kind).toBe('unauthorized');
  });
});

describe('idempotency', () => {
  const body = { order_id: [7, 8], captcha: '123456' };

  it('sends an Idempotency-Key with a money write only', async () => {
    const { client, fake } = setup();
    await client.call(pay, body);
    expect(fake.last.headers['Idempotency-Key']).toBe('key-1');
    await client.call(login, { account: 'a', password: 'b' });
    expect(fake.last.headers).not.toHaveProperty('Idempotency-Key');
  });

  it.each([
    ['a time-out', 'hang' as const],
    ['a network failure', 'network-error' as const],
    ['a server fault', { status: 500, body: envelope(0, null, 'Server error') }],
    ['a bad response', { status: 502, text: 'Bad gateway' }],
  ])('reuses the key when the same call is retried after %s', async (_name, answer) => {
    vi.useFakeTimers();
    try {
      const { client, fake } = setup();
      fake.answer(answer);
      const first = failure(client.call(pay, body));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await first;
      await client.call(pay, { captcha: '123456', order_id: [7, 8] });
      expect(fake.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses a new key for the next payment once one succeeded', async () => {
    const { client, fake } = setup();
    await client.call(pay, body);
    await client.call(pay, body);
    expect(fake.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
  });

  it('uses a new key after a refusal, so the retry is decided afresh', async () => {
    const { client, fake } = setup();
    fake.answer({ body: envelope(0, { balance: '1.00' }, 'Insufficient balance') });
    await failure(client.call(pay, body));
    await client.call(pay, body);
    expect(fake.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
  });

  it('uses different keys for different payments', async () => {
    const { client, fake } = setup();
    fake.answer('network-error');
    await failure(client.call(pay, body));
    await client.call(pay, { ...body, order_id: [9] });
    expect(fake.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
  });

  it('shares the key between identical calls in flight (a double tap)', async () => {
    const { client, fake } = setup();
    await Promise.all([client.call(pay, body), client.call(pay, body)]);
    expect(fake.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
  });

  it("sends the caller's own key and leaves the client's keys alone", async () => {
    const { client, fake } = setup();
    fake.answer('network-error');
    await failure(client.call(pay, body));
    await client.call(pay, body, { idempotencyKey: 'mine' });
    await client.call(pay, body);
    expect(fake.requests.map((r) => r.headers['Idempotency-Key'])).toEqual([
      'key-1',
      'mine',
      'key-1',
    ]);
  });

  it('makes UUID keys by default', async () => {
    const { client, fake } = setup({ createIdempotencyKey: undefined });
    await client.call(pay, body);
    expect(fake.last.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('call', () => {
  it('refuses a multipart endpoint and points at upload()', async () => {
    const { client, fake } = setup();
    await expect(client.call(upload)).rejects.toThrow(/client\.upload\(\)/);
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('uses the global fetch by default', async () => {
    const fake = createFakeFetch();
    vi.stubGlobal('fetch', fake.fetch);
    try {
      const client = createApiClient({ appId: 'a', session: createFakeSession() });
      await client.call(info);
      expect(fake.last.url).toBe('/api/wanlshop/common/info');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is typed by the endpoint', () => {
    const { client } = setup();
    expectTypeOf(client.call<typeof login>)
      .parameter(1)
      .toEqualTypeOf<{ account: string; password: string }>();
    expectTypeOf(client.call(login, { account: 'a', password: 'b' })).resolves.toEqualTypeOf<{
      token: string;
    }>();
    expectTypeOf(client.call(info)).resolves.toEqualTypeOf<{ msgCount: number }>();
    // @ts-expect-error: the body of login is required
    void client.call(login).catch(() => undefined);
    // @ts-expect-error: a wrong field
    void client.call(login, { account: 'a', pass: 'b' }).catch(() => undefined);
  });
});

describe('isApiError', () => {
  it.each([
    [
      new ApiError({
        kind: 'network',
        msg: '',
        code: null,
        status: null,
        data: null,
        request: 'GET /',
      }),
      true,
    ],
    [{ name: 'ApiError', kind: 'refused', message: 'x' }, true],
    [{ name: 'ApiError' }, false],
    [new Error('x'), false],
    [null, false],
  ])('isApiError(%o) is %s', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });

  it('describes itself when there is no msg', () => {
    const error = new ApiError({
      kind: 'timeout',
      msg: '',
      code: null,
      status: null,
      data: null,
      request: 'GET /x',
    });
    expect(error.message).toBe('GET /x: timeout');
    expect(error.name).toBe('ApiError');
  });
});

describe('download', () => {
  const exportCsv = defineEndpoint({
    name: 'test.export',
    method: 'GET',
    path: '/wanlshop/merchant/export',
    auth: 'merchant',
    query: Type.Object({ kind: Type.String(), from: Type.String(), to: Type.String() }),
    response: Type.String(),
    download: 'csv',
  });
  const query = { kind: 'orders', from: '2026-11-01', to: '2026-11-26' };

  it('resolves with the file text and asks for CSV with the session', async () => {
    const { client, fake } = setup();
    fake.answer({ text: 'Order no.,Paid\r\nA1,12.50\r\n', contentType: 'text/csv; charset=utf-8' });
    await expect(client.download(exportCsv, query)).resolves.toBe('Order no.,Paid\r\nA1,12.50\r\n');
    expect(fake.last.url).toBe(
      '/api/wanlshop/merchant/export?from=2026-11-01&kind=orders&to=2026-11-26',
    );
    expect(fake.last.headers).toMatchObject({
      Accept: 'text/csv, application/json',
      token: 'tok-123',
    });
  });

  it('rejects with the refusal of an envelope', async () => {
    const { client, fake } = setup();
    fake.answer({ body: envelope(0, { days: 366 }, 'Choose at most 366 days') });
    const error = await failure(client.download(exportCsv, query));
    expect(error.kind).toBe('refused');
    expect(error).toMatchObject({ message: 'Choose at most 366 days', data: { days: 366 } });
  });

  it('does not take a 200 without the CSV type for the file', async () => {
    const { client, fake } = setup();
    fake.answer({ text: '<html>proxy error</html>', contentType: 'text/html' });
    const error = await failure(client.download(exportCsv, query));
    expect(error.kind).toBe('bad_response');
  });

  it('is the only way to a download, and only to one', async () => {
    const { client, fake } = setup();
    await expect(client.call(exportCsv, query)).rejects.toThrow(TypeError);
    await expect(client.download(info)).rejects.toThrow(TypeError);
    expect(fake.fetch).not.toHaveBeenCalled();
  });
});
