import type { AnyEndpoint, InputOf } from '../client/client.js';
import { stableStringify, withoutEmptyValues } from '../client/query.js';

/**
 * The SWR key of an endpoint and its input: `METHOD path`, then the input as key-sorted JSON when
 * there is one (`GET /wanlshop/goods/detail {"id":3}`). A GET's empty query values are left out,
 * as the request leaves them out, so `{ page: 1, keyword: '' }` and `{ page: 1 }` share a key.
 * A string: stable, serialisable, and readable in the cache.
 */
export type EndpointKey = string;

function endpointBase(endpoint: AnyEndpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The SWR key of `endpoint` called with `input`; `null` (do not fetch) when `input` is `null`. */
export function endpointKey<E extends AnyEndpoint>(
  endpoint: E,
  input?: InputOf<E> | null,
): EndpointKey | null {
  if (input === null) return null;
  const value =
    endpoint.method === 'GET' && isPlainObject(input) ? withoutEmptyValues(input) : input;
  const empty = value === undefined || (isPlainObject(value) && Object.keys(value).length === 0);
  return empty ? endpointBase(endpoint) : `${endpointBase(endpoint)} ${stableStringify(value)}`;
}

/** The input an {@link endpointKey} was made from (the query or body the call sends). */
export function inputFromKey<E extends AnyEndpoint>(endpoint: E, key: EndpointKey): InputOf<E> {
  const base = endpointBase(endpoint);
  if (key === base) return undefined as InputOf<E>;
  if (!key.startsWith(`${base} `)) throw new Error(`${key} is not a key of ${endpoint.name}.`);
  return JSON.parse(key.slice(base.length + 1)) as InputOf<E>;
}

/** True when `key` is a key of `endpoint`, whatever its input. */
export function isEndpointKey(endpoint: AnyEndpoint, key: unknown): boolean {
  const base = endpointBase(endpoint);
  return typeof key === 'string' && (key === base || key.startsWith(`${base} `));
}
