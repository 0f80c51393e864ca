import type { ServerTranslator } from '@bazaar/i18n';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { ChatService } from './chat/chat-service.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Scheduler } from './jobs/scheduler.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';

/** What every handler and service of the app can reach: one instance per app. */
export interface ServerDeps {
  readonly db: Database;
  readonly config: Config;
  readonly clock: Clock;
  readonly translator: ServerTranslator;
  readonly rateLimiter: RateLimiter;
  readonly jobs: JobQueue;
  readonly scheduler: Scheduler;
  /** The Redis connection when `REDIS_URL` is set. */
  readonly redis: Redis | undefined;
  /** Makes the answer of a new captcha (random; tests inject a known one). */
  readonly captchaCode: () => string;
  /** The chat: sockets, message sending, live pushes to a user's sockets. */
  readonly chat: ChatService;
}

/** The logged-in user of a request (from the `token` header). */
export interface AuthUser {
  readonly id: number;
  readonly username: string;
  readonly role: 'user' | 'operator';
  /** The user's shop id, 0 without a shop. */
  readonly shopAuth: number;
  /** The session row of the token. */
  readonly sessionId: number;
  /** When the token expires (unix seconds). */
  readonly expiretime: number;
}
