import type { Static, TSchema } from 'typebox';

/**
 * Who may call an endpoint: `public` anyone; `optional` anyone, with the user when a token is
 * sent; `user` a logged-in user (auth 1); `merchant` a user whose shop_auth is not 0 (auth 2);
 * `operator` a platform operator.
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'merchant' | 'operator';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST';

/** One endpoint of the wire contract: the single definition that server, client and tests share. */
export interface EndpointDefinition<
  TQuery extends TSchema | undefined = TSchema | undefined,
  TBody extends TSchema | undefined = TSchema | undefined,
  TResponse extends TSchema = TSchema,
> {
  /** A stable name, `<area>.<action>` (for example `user.login`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path under `/api`, as in the API contract (for example `/wanlshop/user/login`). */
  readonly path: string;
  readonly auth: AuthLevel;
  /** The query-string schema (GET). */
  readonly query?: TQuery;
  /** The JSON body schema (POST); objects set `additionalProperties: false`. */
  readonly body?: TBody;
  /** The schema of the envelope's `data` on success. */
  readonly response: TResponse;
  /** True for writes that move money: they accept an `Idempotency-Key` header. @default false */
  readonly idempotent?: boolean;
  /** True for a multipart upload instead of a JSON body. @default false */
  readonly multipart?: boolean;
  /**
   * `csv` for a download: a success is the file itself (`text/csv`, UTF-8, sent as an attachment)
   * instead of the envelope; a refusal is the envelope as for any endpoint. Fetched with
   * `client.download()`. @default undefined
   */
  readonly download?: 'csv';
  /**
   * For endpoints that take an id of something a user owns: how the authorization matrix test
   * names the owned resource (for example `order`, `address`). Omit for endpoints without one.
   */
  readonly owns?: string;
}

/** Declares an endpoint; keeps the literal types so server handlers and client calls infer. */
export function defineEndpoint<
  const TQuery extends TSchema | undefined = undefined,
  const TBody extends TSchema | undefined = undefined,
  const TResponse extends TSchema = TSchema,
>(
  definition: EndpointDefinition<TQuery, TBody, TResponse>,
): EndpointDefinition<TQuery, TBody, TResponse> {
  return Object.freeze(definition);
}

/** The static type of an optional schema (`undefined` when the schema is absent). */
export type StaticOf<T> = T extends TSchema ? Static<T> : undefined;

/** The query type of an endpoint. */
export type QueryOf<E> =
  E extends EndpointDefinition<infer Q, TSchema | undefined, TSchema> ? StaticOf<Q> : never;
/** The body type of an endpoint. */
export type BodyOf<E> =
  E extends EndpointDefinition<TSchema | undefined, infer B, TSchema> ? StaticOf<B> : never;
/** The answer type (`data` of the envelope) of an endpoint. */
export type ResponseOf<E> =
  E extends EndpointDefinition<TSchema | undefined, TSchema | undefined, infer R>
    ? Static<R>
    : never;
