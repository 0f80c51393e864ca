import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header carrying a request's id: set by nginx (`$request_id`), echoed on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id from outside may be: a token, not free text for the logs. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * The id of a request: the `X-Request-Id` the proxy passes (nginx's 32 hex digits) when it is a
 * plain token, else a new UUID. Every log line of the request carries it (`reqId`), and so do the
 * jobs it enqueues and the chat messages it sends.
 */
export function requestId(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}
