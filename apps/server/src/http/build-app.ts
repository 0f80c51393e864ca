import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { fastifyRequestContext } from '@fastify/request-context';
import fastifyWebsocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createServerTranslator, pickLanguage, type ServerTranslator } from '@bazaar/i18n';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config.js';
import type { Database, PoolStats } from '../db/database.js';
import { randomCaptchaCode } from '../images/captcha-image.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { registerRoutes } from '../routes/index.js';
import {
  ChatService,
  MAX_FRAME_BYTES,
  type ChatServiceOptions,
} from '../services/chat/chat-service.js';
import type { ServerDeps } from '../services/deps.js';
import { PAGE_VIEW_ROLLUP_SECONDS, rollupPageViews } from '../services/catalogue/page-views.js';
import { housekeeping, HOUSEKEEPING_INTERVAL_SECONDS } from '../services/housekeeping.js';
import { registerNightlyReconcile } from '../services/ledger/nightly-reconcile.js';
import { JobQueue } from '../services/jobs/job-queue.js';
import { Scheduler } from '../services/jobs/scheduler.js';
import {
  createMemoryRateLimiter,
  createPgRateLimiter,
  createRedisRateLimiter,
  withRedisFallback,
  type RateLimiter,
} from '../services/rate-limit/rate-limiter.js';
import './context.js';
import { handleError, sendRefusal } from './error-handler.js';
import { registerHealth, type Lifecycle } from './health.js';
import { AppMetrics, registerMetrics } from './metrics.js';
import { REQUEST_ID_HEADER, requestId } from './request-id.js';
import { clientErrorHandler, frameworkErrors, withMethodNotAllowed } from './framework-errors.js';
import { registerSecurityHeaders, shopInlineScriptHashes } from './security-headers.js';
import { notFoundHandler, registerShopStatic } from './shop-static.js';
import { validatorCompiler } from './validation.js';

/** Paths that answer for probes while the process drains (`/readyz` says it is draining). */
const PROBE_PATHS = /^\/(healthz|readyz|metrics)(\?|$)/;

/** The largest JSON body (uploads have their own limit). */
const JSON_BODY_LIMIT = 1024 * 1024;

/** What {@link buildApp} needs; everything but `db` and `config` has a default. */
export interface BuildAppOptions {
  readonly db: Database;
  readonly config: Config;
  /** @default the system clock */
  readonly clock?: Clock;
  /** Rate limits (and later chat fan-out) go through Redis when given. */
  readonly redis?: Redis;
  /** @default one translator with every pack, shared by the apps of a process */
  readonly translator?: ServerTranslator;
  /** @default random 4-character answers */
  readonly captchaCode?: () => string;
  /** @default the limiter over `redis`, else over PostgreSQL */
  readonly rateLimiter?: RateLimiter;
  /** Names this process's job claims. */
  readonly workerId?: string;
  /** Serve the shop app's build at `/` when it exists. @default true */
  readonly serveShop?: boolean;
  /** Chat settings tests change (a short ping interval). */
  readonly chat?: Pick<ChatServiceOptions, 'pingIntervalMs'>;
  /** The PostgreSQL pool's use, for `/metrics` (`DatabaseHandle.poolStats`). */
  readonly poolStats?: (() => PoolStats) | undefined;
}

/** The Fastify instance of the API, with the TypeBox type provider. */
export type App = FastifyInstance;

let sharedTranslator: Promise<ServerTranslator> | undefined;

/**
 * Builds the API app: validation with the contract's TypeBox schemas (unknown body fields refused),
 * the envelope and error mapping, auth, idempotency, uploads, the routes, and the shop app at `/`.
 * Background work is created but not started: `app.deps.jobs.start()` and
 * `app.deps.scheduler.start()` (the entry point does; tests call `runUntilIdle()` and `tick()`).
 * Closing the app stops them; it does not close the database or Redis, which the caller owns.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A request that arrives while the server is closing is answered 503 at once, by the hook
    // below as the envelope (Fastify's own 503 is not).
    return503OnClosing: false,
    // The request id of every log line: nginx's `X-Request-Id` when it is a sane token, else our own.
    genReqId: requestId,
    // Refusals Fastify and Node's parser make before any route runs answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  const translator = options.translator ?? (await (sharedTranslator ??= createServerTranslator()));
  const metrics = new AppMetrics();
  const jobs = new JobQueue({
    db,
    clock,
    logger: app.log,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    onRun: (type, outcome, seconds) => {
      metrics.jobsRun.inc({ type, outcome });
      metrics.jobDuration.observe({ type }, seconds);
    },
  });
  const scheduler = new Scheduler({ db, clock, logger: app.log });
  scheduler.every('housekeeping', HOUSEKEEPING_INTERVAL_SECONDS, housekeeping);
  registerNightlyReconcile(scheduler, config);
  scheduler.every('page-view-rollup', PAGE_VIEW_ROLLUP_SECONDS, async (task) => {
    await rollupPageViews(task);
  });
  // With Redis, its counters; while Redis is away, PostgreSQL's (shared by every process).
  const redisLimiter = options.redis
    ? createRedisRateLimiter(options.redis, `${config.redisPrefix}rl:`)
    : undefined;
  const rateLimiter =
    options.rateLimiter ??
    (options.redis && redisLimiter
      ? withRedisFallback(options.redis, redisLimiter, createPgRateLimiter(db, clock))
      : createPgRateLimiter(db, clock));
  const chat = new ChatService({
    db,
    config,
    clock,
    logger: app.log,
    // Without Redis, chat is one process alone (its sockets are all here), so its send limit is
    // counted in memory rather than by a committed PostgreSQL write per message; so it is while
    // Redis is away.
    rateLimiter:
      options.rateLimiter ??
      (options.redis && redisLimiter
        ? withRedisFallback(options.redis, redisLimiter, createMemoryRateLimiter(clock))
        : createMemoryRateLimiter(clock)),
    translator,
    redis: options.redis,
    onMessage: () => metrics.chatMessages.inc(),
    ...options.chat,
  });
  metrics.watch({ db, clock, poolStats: options.poolStats, chatSockets: () => chat.hub.size });
  const deps: ServerDeps = {
    db,
    config,
    clock,
    translator,
    rateLimiter,
    jobs,
    scheduler,
    redis: options.redis,
    captchaCode: options.captchaCode ?? (() => randomCaptchaCode()),
    chat,
  };

  app.decorate('deps', deps);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('endpoints', new Map());
  app.decorateRequest('authUser', null);
  app.decorateRequest('language', 'en');
  // The request id for what a request starts outside its logger (the jobs it enqueues).
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ requestId: request.id }),
  });
  registerMetrics(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  // The API reads JSON (and multipart uploads): a text/plain body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request, reply) => {
    request.language = pickLanguage(request.headers['accept-language']);
    if (lifecycle.draining && !PROBE_PATHS.test(request.url)) {
      return sendRefusal(reply.header('connection', 'close'), 'service_unavailable');
    }
    return undefined;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  app.addHook('onReady', () => chat.start());
  app.addHook('onClose', async () => {
    // A long job is handed back to the queue after half the grace period, so the process exits in time.
    const jobWaitMs = Math.max(1000, (config.shutdownGraceSeconds * 1000) / 2);
    await Promise.all([jobs.stop(jobWaitMs), scheduler.stop(), chat.close()]);
  });

  await registerSecurityHeaders(app, {
    inlineScriptHashes: shopInlineScriptHashes(
      options.serveShop !== false ? config.shopDist : undefined,
    ),
  });
  // Brotli or gzip for every text answer over 1 KB (pages, JSON, SVG) the client accepts, with
  // `Vary: Accept-Encoding`; the shop's hashed assets come precompressed from the build instead.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Before any route, so upgrades reach the `/ws` route (and are refused on the others).
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Closes the chat sockets with 1012 (service restart: reconnect) before the server stops.
    preClose: async () => {
      await chat.hub.close();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
    // A client that breaks the protocol (an oversized frame: ws closes it with 1009) is no fault here.
    errorHandler: (error, _socket, request) => {
      request.log.info({ err: error }, 'chat socket error');
    },
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
  });
  registerRoutes(app);
  registerHealth(app, { db, redis: options.redis, lifecycle });
  const shop =
    options.serveShop !== false
      ? await registerShopStatic(app, config.shopDist)
      : { served: false, renderer: null };
  app.setNotFoundHandler(withMethodNotAllowed(notFoundHandler(shop)));
  return app;
}
