import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { MIGRATIONS_FOLDER, ping, queryRows, type Database } from '../db/database.js';
// The app's type is Fastify's instance (build-app's `App`), named here so this module does not import build-app back.
import type { FastifyInstance as App } from 'fastify';

/** How long a readiness check waits for the database or Redis before calling it down. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** What each readiness check found: `ok`, or why not. */
export type CheckResult = 'ok' | 'down' | 'behind' | 'draining';

/** The body of `/readyz`. */
export interface Readiness {
  readonly status: 'ready' | 'unready';
  readonly checks: {
    readonly database: CheckResult;
    /** Absent without `REDIS_URL`. */
    readonly redis?: CheckResult;
    /** `behind` when the database lacks a migration this build has (restored from an older backup). */
    readonly migrations: CheckResult;
    /** `draining` once the process has been told to stop. */
    readonly lifecycle: CheckResult;
  };
}

/** The process's place in its life: set to draining when it is told to stop. */
export interface Lifecycle {
  draining: boolean;
}

/** The `when` (milliseconds) of the newest migration this build ships (drizzle-kit's journal). */
export function newestMigrationTime(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function check(work: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await withTimeout(work(), READY_CHECK_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Checks the database has every migration of this build (drizzle's own bookkeeping table). */
async function migrationsDone(db: Database, newest: number): Promise<CheckResult> {
  try {
    const [row] = await withTimeout(
      queryRows<{ latest: string | number | null }>(
        db,
        sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
      ),
      READY_CHECK_TIMEOUT_MS,
    );
    return Number(row?.latest ?? 0) >= newest ? 'ok' : 'behind';
  } catch {
    return 'down';
  }
}

/** Runs every readiness check. */
export async function readiness(
  db: Database,
  redis: Redis | undefined,
  lifecycle: Lifecycle,
  newest: number,
): Promise<Readiness> {
  const [database, migrations, redisCheck] = await Promise.all([
    check(() => ping(db)),
    migrationsDone(db, newest),
    redis ? check(() => redis.ping()) : Promise.resolve(undefined),
  ]);
  const checks = {
    database,
    ...(redisCheck ? { redis: redisCheck } : {}),
    migrations,
    lifecycle: lifecycle.draining ? ('draining' as const) : ('ok' as const),
  };
  const ready = Object.values(checks).every((result) => result === 'ok');
  return { status: ready ? 'ready' : 'unready', checks };
}

/**
 * `GET /healthz`: the process is alive and its event loop turns (no dependency is checked, so a
 * database outage does not get every process restarted). `GET /readyz`: it can serve: the
 * database and (when configured) Redis answer, the database has every migration of this build, and
 * the process is not draining; 503 with the failing checks otherwise. Neither is an envelope: they
 * are for probes and load balancers.
 */
export function registerHealth(
  app: App,
  options: { db: Database; redis: Redis | undefined; lifecycle: Lifecycle },
): void {
  const newest = newestMigrationTime();
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const result = await readiness(options.db, options.redis, options.lifecycle, newest);
    return reply
      .status(result.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  });
}
