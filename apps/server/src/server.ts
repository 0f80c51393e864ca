import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { buildApp, type App } from './http/build-app.js';
import { systemClock, type Clock } from './lib/clock.js';
import { enqueueImageVariants, imagesLackVariants } from './services/images/variant-job.js';
import { seedDatabase } from './seed/seed.js';

/** A started server. */
export interface RunningServer {
  readonly app: App;
  readonly database: DatabaseHandle;
  /** The address it listens on (`http://127.0.0.1:8080`). */
  readonly address: string;
  /**
   * Stops gracefully within `SHUTDOWN_GRACE_SECONDS`: `/readyz` turns 503, the port closes (new
   * connections are refused, so a load balancer sends them to another process; a request on an open
   * keep-alive connection is answered 503), requests in flight finish, the chat sockets close with
   * 1012 (service restart: reconnect), background work stops, Redis and the database close.
   * Connections still open a second before the grace period ends are cut.
   */
  stop(): Promise<void>;
}

/** Options of {@link startServer} beyond the configuration (tests inject them). */
export interface StartOptions {
  /** @default the system clock */
  readonly clock?: Clock;
  /** Makes captcha answers. @default random */
  readonly captchaCode?: () => string;
}

/** How often a Redis outage is logged while ioredis keeps reconnecting. */
const REDIS_WARNING_INTERVAL_MS = 10_000;

/** Where PGlite keeps its data under `DATA_DIR`. */
export function pgliteDirectory(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * Opens the database (PostgreSQL when `DATABASE_URL` is set, else PGlite under `DATA_DIR`), applies
 * pending migrations, seeds the demo data into an empty database (unless `SEED=false`), builds the
 * app, enqueues the resizing of images that have no variants yet, starts the job worker and the
 * scheduler, and listens on `HOST:PORT`.
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
    if (config.seed) {
      await database.exclusive((db) => seedDatabase(db, clock, config.timeZone, config));
    }
    // Auto-pipelining: the commands of one turn of the event loop (a chat burst's rate-limit hits
    // and presence look-ups) go out in one write.
    redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true })
      : undefined;
    const app = await buildApp({
      db: database.db,
      config,
      clock,
      poolStats: database.poolStats,
      ...(redis ? { redis } : {}),
      ...(options.captchaCode ? { captchaCode: options.captchaCode } : {}),
    });
    // ioredis reconnects by itself, emitting an error each try: one warning a while is enough (the
    // app works without Redis meanwhile: chat within the process, rate limits in PostgreSQL).
    let lastRedisWarning = 0;
    redis?.on('error', (error: Error) => {
      if (Date.now() - lastRedisWarning < REDIS_WARNING_INTERVAL_MS) return;
      lastRedisWarning = Date.now();
      app.log.warn({ err: error }, 'Redis unavailable, reconnecting');
    });
    // Images stored before variants existed (and the seed's) get theirs in the background.
    if (await imagesLackVariants(database.db)) {
      await enqueueImageVariants(app.deps.jobs, database.db);
    }
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
          app.lifecycle.draining = true;
          const cut = setTimeout(
            () => app.server.closeAllConnections(),
            Math.max(1000, config.shutdownGraceSeconds * 1000 - 1000),
          );
          // The port first: Fastify closes it only after its pre-close hooks (the chat sockets), and
          // would answer the connections it still accepts meanwhile with 503.
          app.server.close();
          // Keep-alive connections that go idle after the port closed (their last request done)
          // are closed too, rather than kept until their keep-alive time-out.
          const reap = setInterval(() => app.server.closeIdleConnections(), 100);
          try {
            await app.close();
          } finally {
            clearTimeout(cut);
            clearInterval(reap);
          }
          app.log.info('requests finished, background work stopped');
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
