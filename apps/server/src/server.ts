import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { buildApp, type App } from './http/build-app.js';
import { systemClock, type Clock } from './lib/clock.js';
import { seedDatabase } from './seed/seed.js';

/**
 * How long stopping waits for open connections before closing them: requests in flight finish
 * within it; a connection that never sent its request (Node keeps those open) is cut after it.
 */
export const STOP_GRACE_MS = 5_000;

/** A started server. */
export interface RunningServer {
  readonly app: App;
  readonly database: DatabaseHandle;
  /** The address it listens on (`http://127.0.0.1:8080`). */
  readonly address: string;
  /** Stops accepting requests, lets those in flight finish, stops background work, closes the database. */
  stop(): Promise<void>;
}

/** Options of {@link startServer} beyond the configuration (tests inject them). */
export interface StartOptions {
  /** @default the system clock */
  readonly clock?: Clock;
  /** Makes captcha answers. @default random */
  readonly captchaCode?: () => string;
}

/** Where PGlite keeps its data under `DATA_DIR`. */
export function pgliteDirectory(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * Opens the database (PostgreSQL when `DATABASE_URL` is set, else PGlite under `DATA_DIR`), applies
 * pending migrations, seeds the demo data into an empty database (unless `SEED=false`), builds the
 * app, starts the job worker and the scheduler, and listens on `HOST:PORT`.
 */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirectory(config),
    poolSize: config.poolSize,
  });
  let redis: Redis | undefined;
  try {
    await database.migrate();
    if (config.seed) await database.exclusive((db) => seedDatabase(db, clock));
    // Auto-pipelining: the commands of one turn of the event loop (a chat burst's rate-limit hits
    // and presence look-ups) go out in one write.
    redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true })
      : undefined;
    const app = await buildApp({
      db: database.db,
      config,
      clock,
      ...(redis ? { redis } : {}),
      ...(options.captchaCode ? { captchaCode: options.captchaCode } : {}),
    });
    const address = await app.listen({ port: config.port, host: config.host });
    app.deps.jobs.start();
    app.deps.scheduler.start();
    let stopping: Promise<void> | undefined;
    return {
      app,
      database,
      address,
      stop: () =>
        (stopping ??= (async () => {
          const cut = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
          try {
            await app.close();
          } finally {
            clearTimeout(cut);
          }
          await redis?.quit();
          await database.close();
        })()),
    };
  } catch (error) {
    redis?.disconnect();
    await database.close();
    throw error;
  }
}
