import type { AuthLevel, EndpointDefinition, HttpMethod } from '../contract/define.js';

/** What the client needs of an endpoint: no schema (the server validates with the contract's). */
export interface EndpointFlags {
  /** @default false */
  readonly idempotent?: boolean;
  /** @default false */
  readonly multipart?: boolean;
  /** A download's file type (its answer is the file, not the envelope). */
  readonly download?: 'csv';
}

/**
 * An endpoint as the browser gets it: its name, method, path, auth level and flags, typed as the
 * contract's definition `E` so that calls infer their query, body and answer. The schemas stay on
 * the server (the client never reads them at run time), which keeps TypeBox out of the bundle.
 * Marked free of side effects, so that a bundler drops the endpoint maps a page never uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<E extends EndpointDefinition>(
  name: string,
  method: HttpMethod,
  path: string,
  auth: AuthLevel,
  flags: EndpointFlags = {},
): E {
  return Object.freeze({ name, method, path, auth, ...flags }) as unknown as E;
}
