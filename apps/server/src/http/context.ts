import type { LanguageCode } from '@bazaar/domain';
import type { ServerDeps } from '../services/deps.js';
import type { Lifecycle } from './health.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies. */
    deps: ServerDeps;
    /** Whether the process is draining (told to stop): `/readyz` answers 503 then. */
    lifecycle: Lifecycle;
  }
  interface FastifyRequest {
    /** The language of the answer's messages, from `Accept-Language` (English fallback). */
    language: LanguageCode;
  }
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request's id (`X-Request-Id`), for what it starts outside its own logger (jobs). */
    requestId: string;
  }
}
