import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { newestMigrationTime, readiness } from './health.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function readyz(app = t.app) {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('/healthz and /readyz', () => {
  it('answers /healthz with ok, uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database answers and has every migration', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', lifecycle: 'ok' } },
    });
  });

  it('is not ready while draining', async () => {
    t.app.lifecycle.draining = true;
    try {
      expect(await readyz()).toEqual({
        status: 503,
        body: {
          status: 'unready',
          checks: { database: 'ok', migrations: 'ok', lifecycle: 'draining' },
        },
      });
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is not ready when the database lacks a migration of this build (an older backup restored)', async () => {
    const newest = newestMigrationTime();
    await t.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body['checks']).toMatchObject({ database: 'ok', migrations: 'behind' });
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${newest} where created_at = ${newest - 1}`,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  it('checks Redis when it is configured, and is not ready when it is down', async () => {
    const up = { ping: async () => 'PONG' } as unknown as Redis;
    const down = {
      ping: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    } as unknown as Redis;
    const hung = { ping: () => new Promise(() => undefined) } as unknown as Redis;
    const lifecycle = { draining: false };
    const newest = newestMigrationTime();
    expect(await readiness(t.db, up, lifecycle, newest)).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', migrations: 'ok', lifecycle: 'ok' },
    });
    expect((await readiness(t.db, down, lifecycle, newest)).checks.redis).toBe('down');
    // A Redis that never answers is down once the check's time-out passes.
    expect(await readiness(t.db, hung, lifecycle, newest)).toMatchObject({
      status: 'unready',
      checks: { redis: 'down' },
    });
  });
});

describe('X-Request-Id', () => {
  it("echoes the proxy's request id, and makes one when it is missing or not a plain token", async () => {
    const passed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '3f2a9c0d7e1b4a5f8c6d2e0b9a7f1c3d' },
    });
    expect(passed.headers['x-request-id']).toBe('3f2a9c0d7e1b4a5f8c6d2e0b9a7f1c3d');
    for (const header of [undefined, 'has spaces\nand a newline', 'x'.repeat(129)]) {
      const made = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        ...(header === undefined ? {} : { headers: { 'x-request-id': header } }),
      });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
