import { readFile } from 'node:fs/promises';
import {
  Envelope,
  user,
  type BodyOf,
  type EndpointDefinition,
  type QueryOf,
  type ResponseOf,
} from '@bazaar/api/contract';
import type { Redis } from 'ioredis';
import { Value } from 'typebox/value';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database.js';
import { buildApp, type App, type BuildAppOptions } from '../http/build-app.js';
import { API_PREFIX } from '../http/register-endpoint.js';
import { ManualClock } from '../lib/clock.js';
import { createDatabaseFromTemplate } from './databases.js';

/** The answer a captcha always has in tests. */
export const TEST_CAPTCHA = 'TEST';

/** The seeded demo accounts and their passwords (README). */
export const DEMO_PASSWORDS = {
  buyer: 'buyer123',
  buyer2: 'buyer123',
  merchant: 'merchant123',
  admin: 'admin123',
  techhub: 'merchant123',
  glowbeauty: 'merchant123',
} as const;

/** A demo account a test can log in as. */
export type DemoUsername = keyof typeof DEMO_PASSWORDS;

/** What a test sends with {@link TestApp.call}. */
export interface CallInput<E extends EndpointDefinition> {
  readonly query?: QueryOf<E> | Record<string, unknown>;
  readonly body?: BodyOf<E> | Record<string, unknown>;
  /** The `token` header. */
  readonly token?: string;
  readonly headers?: Record<string, string>;
  /** The client address the server sees. @default '127.0.0.1' */
  readonly ip?: string;
}

/** The answer of {@link TestApp.call}: HTTP status, headers and the parsed envelope. */
export interface CallResult<E extends EndpointDefinition> {
  readonly status: number;
  readonly headers: Record<string, unknown>;
  readonly body: { code: number; msg: string; time: number; data: unknown };
  /** `body.data` typed as the endpoint's success answer (check `body.code` first). */
  readonly data: ResponseOf<E>;
}

/** An app on a fresh copy of the seeded database, with helpers to call it. */
export interface TestApp {
  readonly app: App;
  readonly db: Database;
  readonly handle: DatabaseHandle;
  readonly clock: ManualClock;
  readonly config: Config;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Calls a contract endpoint through `inject`. A success answer (`code` 1) is checked against the
   * endpoint's response schema, so every test also checks the contract.
   */
  call<E extends EndpointDefinition>(endpoint: E, input?: CallInput<E>): Promise<CallResult<E>>;
  /** Logs a demo user in and answers the token. */
  login(username: DemoUsername, password?: string): Promise<string>;
  /** A new captcha: its key and answer ({@link TEST_CAPTCHA}). */
  captcha(): Promise<{ key: string; code: string }>;
  /** Closes the app and drops the database copy. */
  close(): Promise<void>;
}

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Environment variables over the test defaults (quiet logs, no shop app). */
  readonly env?: Record<string, string>;
  /** @default a manual clock at the current time */
  readonly clock?: ManualClock;
  readonly redis?: Redis;
  /** Other `buildApp` options (a rate limiter...). */
  readonly app?: Partial<BuildAppOptions>;
  /** Registers extra routes (test-only endpoints) before the app is ready. */
  readonly register?: (app: App) => void;
}

let snapshot: Promise<Blob> | undefined;

/** Opens a fresh copy of the seeded database of this test project. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  if (inject('testDriver') === 'postgres') {
    const copy = await createDatabaseFromTemplate(
      process.env['DATABASE_URL'] as string,
      inject('pgTemplate'),
    );
    const handle = await openDatabase({ databaseUrl: copy.url, poolSize: 5 });
    return { handle, drop: copy.drop };
  }
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  const handle = await openDatabase({ pgliteSnapshot: await snapshot });
  return { handle, drop: async () => undefined };
}

/**
 * Creates an app on a fresh copy of the migrated and seeded database: PGlite from the run's
 * snapshot, or (project `postgres`) a new database copied from the run's template. Call it in
 * `beforeAll` (hook time-out 30 s) and `close()` in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const clock = options.clock ?? new ManualClock(Date.now());
  // No catalogue cache: a test reads its own writes at once (the cache has its own tests).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SHOP_DIST: '/nonexistent',
    CATALOGUE_CACHE_MS: '0',
    ...options.env,
  });
  const app = await buildApp({
    db: handle.db,
    config,
    clock,
    captchaCode: () => TEST_CAPTCHA,
    poolStats: handle.poolStats,
    ...(options.redis ? { redis: options.redis } : {}),
    ...options.app,
  });
  options.register?.(app);
  await app.ready();

  async function call<E extends EndpointDefinition>(
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<CallResult<E>> {
    const headers: Record<string, string> = { ...input.headers };
    if (input.token) headers['token'] = input.token;
    const response = await app.inject({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      query: input.query as Record<string, string> | undefined,
      ...(endpoint.method === 'POST' && input.body !== undefined
        ? { payload: input.body as object }
        : {}),
      headers,
      ...(input.ip ? { remoteAddress: input.ip } : {}),
    });
    const body = response.json() as CallResult<E>['body'];
    if (body.code === 1 && !Value.Check(Envelope(endpoint.response), body)) {
      const errors = Value.Errors(Envelope(endpoint.response), body).slice(0, 5);
      throw new Error(`${endpoint.name} answered outside its contract: ${JSON.stringify(errors)}`);
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body,
      data: body.data as ResponseOf<E>,
    };
  }

  return {
    app,
    db: handle.db,
    handle,
    clock,
    config,
    driver: handle.driver,
    call,
    async login(username, password) {
      const result = await call(user.login, {
        body: { account: username, password: password ?? DEMO_PASSWORDS[username] },
      });
      if (result.body.code !== 1)
        throw new Error(`login as ${username} failed: ${result.body.msg}`);
      return result.data.userinfo.token;
    },
    async captcha() {
      const result = await call(user.captcha);
      return { key: result.data.key, code: TEST_CAPTCHA };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * A multipart body with one file field, for `app.inject` (inject has no form builder): the body
 * and its `content-type` header.
 */
export function multipartFile(
  data: Buffer,
  { field = 'file', filename = 'photo.png', type = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----bazaar-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
