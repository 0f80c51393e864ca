import type { LanguageCode } from '@bazaar/domain';
import type { ServerDeps } from '../services/deps.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies. */
    deps: ServerDeps;
  }
  interface FastifyRequest {
    /** The language of the answer's messages, from `Accept-Language` (English fallback). */
    language: LanguageCode;
  }
}
