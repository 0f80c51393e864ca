import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createServerTranslator, pickLanguage, type ServerTranslator } from '@bazaar/i18n';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config.js';
import { ping, type Database } from '../db/database.js';
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
import { JobQueue } from '../services/jobs/job-queue.js';
import { Scheduler } from '../services/jobs/scheduler.js';
import {
  createMemoryRateLimiter,
  createPgRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../services/rate-limit/rate-limiter.js';
import './context.js';
import { handleError } from './error-handler.js';
import { notFoundHandler, registerShopStatic } from './shop-static.js';
import { validatorCompiler } from './validation.js';

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
    // A request that arrives while the server is closing is answered 503 at once.
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  const translator = options.translator ?? (await (sharedTranslator ??= createServerTranslator()));
  const jobs = new JobQueue({
    db,
    clock,
    logger: app.log,
    ...(options.workerId ? { workerId: options.workerId } : {}),
  });
  const scheduler = new Scheduler({ db, clock, logger: app.log });
  scheduler.every('housekeeping', HOUSEKEEPING_INTERVAL_SECONDS, housekeeping);
  scheduler.every('page-view-rollup', PAGE_VIEW_ROLLUP_SECONDS, async (task) => {
    await rollupPageViews(task);
  });
  const rateLimiter =
    options.rateLimiter ??
    (options.redis
      ? createRedisRateLimiter(options.redis, `${config.redisPrefix}rl:`)
      : createPgRateLimiter(db, clock));
  const chat = new ChatService({
    db,
    config,
    clock,
    logger: app.log,
    // Without Redis, chat is one process alone (its sockets are all here), so its send limit is
    // counted in memory rather than by a committed PostgreSQL write per message.
    rateLimiter:
      options.rateLimiter ?? (options.redis ? rateLimiter : createMemoryRateLimiter(clock)),
    translator,
    redis: options.redis,
    ...options.chat,
  });
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
  app.decorate('endpoints', new Map());
  app.decorateRequest('authUser', null);
  app.decorateRequest('language', 'en');
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  app.addHook('onReady', () => chat.start());
  app.addHook('onClose', async () => {
    await Promise.all([jobs.stop(), scheduler.stop(), chat.close()]);
  });

  // Before any route, so upgrades reach the `/ws` route (and are refused on the others).
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Closes the chat sockets with 1001 (going away) before the server stops.
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
  app.get('/healthz', async (_request, reply) => {
    await ping(db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  const servesShop =
    options.serveShop !== false && (await registerShopStatic(app, config.shopDist));
  app.setNotFoundHandler(notFoundHandler(servesShop));
  return app;
}
