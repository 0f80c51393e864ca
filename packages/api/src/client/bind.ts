import type { ResponseOf } from '../contract/index.js';
import type { AnyEndpoint, ApiClient, CallArgs } from './client.js';

/** The typed function of one endpoint: its input (query or body), then call options. */
export type EndpointFunction<E> = (...args: CallArgs<E>) => Promise<ResponseOf<E>>;

/** One typed function per endpoint of `M`, under the same names. */
export type BoundEndpoints<M> = { readonly [K in keyof M]: EndpointFunction<M[K]> };

/**
 * Binds contract endpoints to a client, giving one typed function per endpoint with no
 * hand-written wrapper: `bindEndpoints(client, { login: user.login }).login({ account, password })`.
 * Multipart endpoints are sent with `client.upload()` instead (it reports progress).
 */
export function bindEndpoints<const M extends Readonly<Record<string, AnyEndpoint>>>(
  client: Pick<ApiClient, 'call'>,
  endpoints: M,
): BoundEndpoints<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    bound[name] = (...args: CallArgs<AnyEndpoint>) => client.call(endpoint, ...args);
  }
  return Object.freeze(bound) as BoundEndpoints<M>;
}
