import type { BodyOf, EndpointDefinition, QueryOf, ResponseOf } from '@bazaar/api/contract';
import { Empty } from '@bazaar/api/contract';
import { DomainError, type LanguageCode } from '@bazaar/domain';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { Database } from '../db/database.js';
import { unixNow } from '../lib/clock.js';
import type { AuthUser, ServerDeps } from '../services/deps.js';
import type { SessionOrigin } from '../services/auth/sessions.js';
import { authenticate, enforceAuthLevel } from './authenticate.js';
import { sendEnvelope } from './envelope.js';
import {
  IDEMPOTENCY_HEADER,
  readIdempotencyKey,
  REPLAYED_HEADER,
  runIdempotent,
} from './idempotency.js';
import { readUploadedFile, type UploadedFile } from './multipart.js';

/** The API's path prefix: a contract path `/wanlshop/user/login` is served at `/api/wanlshop/user/login`. */
export const API_PREFIX = '/api';

/** What a handler gets: the validated input, the caller, and the app's dependencies. */
export interface HandlerContext<E extends EndpointDefinition> {
  /** The query string, validated and converted by the endpoint's `query` schema. */
  readonly query: QueryOf<E>;
  /** The JSON body, validated by the endpoint's `body` schema (unknown fields refused). */
  readonly body: BodyOf<E>;
  /** The caller when a valid token was sent, else null (`public` and `optional` endpoints). */
  readonly auth: AuthUser | null;
  /**
   * The logged-in caller. Endpoints of level `user`, `merchant` and `operator` always have one;
   * reading it on a `public` endpoint without a token throws `login_required`.
   */
  readonly user: AuthUser;
  readonly deps: ServerDeps;
  /**
   * Where to run queries: for a request with an `Idempotency-Key` the transaction that stores the
   * answer (so the work and its record commit together), else the app's database. Services open
   * their own transaction on it with `withTransaction(ctx.db, ...)` (a savepoint when nested).
   */
  readonly db: Database;
  /** Client address and agent (sessions record them; rate limits key on the address). */
  readonly origin: SessionOrigin;
  /** The answer's language (Accept-Language, English fallback). */
  readonly language: LanguageCode;
  /** Unix seconds now, by the app's clock. */
  readonly now: number;
  /** Multipart endpoints: the `file` field's bytes (within the upload limit, else 413). */
  file(): Promise<UploadedFile>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A handler: returns the envelope's `data`; refuses by throwing a `DomainError`. */
export type EndpointHandler<E extends EndpointDefinition> = (
  ctx: HandlerContext<E>,
) => Promise<ResponseOf<E>>;

/** The endpoints registered on an app, by contract name (tests list them). */
export type EndpointRegistry = ReadonlyMap<string, EndpointDefinition>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint registered on the app, by contract name (see {@link listEndpoints}). */
    endpoints: Map<string, EndpointDefinition>;
  }
}

/** The endpoints registered on `app` (shared by its child contexts), by name. */
export function listEndpoints(app: FastifyInstance): EndpointRegistry {
  return app.endpoints;
}

function isClosedObject(schema: TSchema): boolean {
  const object = schema as { type?: unknown; additionalProperties?: unknown };
  return object.type !== 'object' || object.additionalProperties === false;
}

/**
 * Registers one contract endpoint at `/api<path>`: applies its auth level (401 without a valid
 * token, 403 with `errors:not_merchant` for merchant routes, 403 for operator routes), validates the
 * query and body against the contract's schemas, runs `Idempotency-Key` replays for idempotent
 * endpoints, and answers the handler's result through the envelope. Throws at start-up for a
 * duplicate name or route, a body schema that would accept unknown fields, or an idempotent
 * endpoint that does not need a logged-in caller.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  if (endpoint.download)
    throw new Error(`${endpoint.name}: register a download with registerDownload`);
  registerRoute(app, endpoint, async (context, reply, idempotencyKey) => {
    const deps = reply.server.deps;
    if (idempotencyKey === undefined)
      return sendEnvelope(reply, { data: await handler(context(deps.db)) });
    const result = await runIdempotent(
      deps.db,
      {
        userId: context(deps.db).auth?.id ?? 0,
        endpoint: endpoint.name,
        key: idempotencyKey,
        request: { query: reply.request.query, body: reply.request.body },
        now: context(deps.db).now,
      },
      (tx) => handler(context(tx)),
    );
    if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
    return sendEnvelope(reply, { data: result.data });
  });
}

/** A CSV file a download endpoint answers: its name, its header row and its rows, read lazily. */
export interface CsvDownload {
  /** The file name the browser saves (ASCII). */
  readonly filename: string;
  readonly header: readonly string[];
  /** The rows, fetched page by page while the file is sent (a long period never sits in memory). */
  readonly rows: AsyncIterable<readonly (string | number)[]>;
}

/**
 * Registers a download endpoint (`download: 'csv'`): refusals (auth, validation, the handler's
 * `DomainError` before the first row) answer the envelope as any endpoint; a success streams the
 * file through `csv-stringify` (RFC 4180 quoting, CRLF rows) after a UTF-8 byte-order mark, so a
 * spreadsheet reads Thai and Japanese text right, as an attachment that is never cached.
 */
export function registerDownload<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<CsvDownload>,
): void {
  if (endpoint.download !== 'csv') throw new Error(`${endpoint.name} is not a CSV download`);
  registerRoute(app, endpoint, async (context, reply) => {
    const file = await handler(context(reply.server.deps.db));
    const iterator = file.rows[Symbol.asyncIterator]();
    // The first page is read before answering: a failure there is still an envelope.
    const first = await iterator.next();
    const csv = stringify({
      header: true,
      columns: [...file.header],
      record_delimiter: 'windows',
      bom: true,
    });
    const pump = async () => {
      try {
        for (let step = first; !step.done; step = await iterator.next()) {
          if (!csv.write(step.value)) await once(csv, 'drain');
        }
        csv.end();
      } catch (error) {
        reply.log.error({ err: error }, 'the CSV download failed while it was sent');
        csv.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    };
    void pump();
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}

/** What a route answers with, given the handler's context on a database and the idempotency key. */
type Respond<E extends EndpointDefinition> = (
  context: (db: Database) => HandlerContext<E>,
  reply: FastifyReply,
  idempotencyKey: string | undefined,
) => Promise<FastifyReply>;

function registerRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  respond: Respond<E>,
): void {
  const registry = app.endpoints;
  if (registry.has(endpoint.name)) throw new Error(`Endpoint ${endpoint.name} is registered twice`);
  for (const other of registry.values()) {
    if (other.method === endpoint.method && other.path === endpoint.path) {
      throw new Error(
        `${endpoint.name} and ${other.name} share ${endpoint.method} ${endpoint.path}`,
      );
    }
  }
  if (endpoint.body && !isClosedObject(endpoint.body)) {
    throw new Error(`${endpoint.name}: a body object must set additionalProperties: false`);
  }
  if (endpoint.method === 'GET' && endpoint.body)
    throw new Error(`${endpoint.name}: GET has no body`);
  // Answers are stored per user: an anonymous caller could replay another's answer by its key.
  if (endpoint.idempotent && (endpoint.auth === 'public' || endpoint.auth === 'optional')) {
    throw new Error(`${endpoint.name}: an idempotent endpoint needs a logged-in caller`);
  }
  registry.set(endpoint.name, endpoint);

  const bodySchema =
    endpoint.method === 'POST' && !endpoint.multipart ? (endpoint.body ?? Empty) : undefined;
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: {
      querystring: endpoint.query ?? Type.Object({}),
      ...(bodySchema ? { body: bodySchema } : {}),
    },
    // Authentication runs before the body is read: a refused caller costs no parsing or upload.
    onRequest: async (request) => {
      // A public endpoint never looks at the caller (not even a stale token sent to login).
      if (endpoint.auth !== 'public') enforceAuthLevel(endpoint.auth, await authenticate(request));
    },
    preValidation: async (request) => {
      // A POST without a body (logout, refresh) is checked as an empty object.
      if (bodySchema && (request.body === undefined || request.body === null)) request.body = {};
    },
    handler: async (request, reply) => {
      const deps = request.server.deps;
      const auth = request.authUser;
      const now = unixNow(deps.clock);
      const context = (db: Database): HandlerContext<E> => ({
        query: request.query as QueryOf<E>,
        body: (request.body ?? {}) as BodyOf<E>,
        auth,
        get user(): AuthUser {
          if (!auth) throw new DomainError('login_required');
          return auth;
        },
        deps,
        db,
        origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        language: request.language,
        now,
        file: () => readUploadedFile(request, deps.config.uploadMaxBytes),
        request,
        reply,
      });
      const key = endpoint.idempotent
        ? readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER])
        : undefined;
      return respond(context, reply, key);
    },
  });
}
