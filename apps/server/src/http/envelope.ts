import type { FastifyReply } from 'fastify';
import { ENVELOPE_CODES } from '@bazaar/api/contract';
import { unixNow } from '../lib/clock.js';

/** An envelope code: 1 success, 0 refused, 401 not logged in, 403 not allowed. */
export type EnvelopeCode = (typeof ENVELOPE_CODES)[keyof typeof ENVELOPE_CODES];

/** Every response body of the API: `{ code, msg, time, data }`. */
export interface EnvelopeBody<T = unknown> {
  readonly code: EnvelopeCode;
  readonly msg: string;
  /** Unix seconds of the answer. */
  readonly time: number;
  readonly data: T;
}

/** What {@link sendEnvelope} answers. */
export interface EnvelopeAnswer<T> {
  /** HTTP status. @default 200 */
  readonly status?: number;
  /** @default ENVELOPE_CODES.ok */
  readonly code?: EnvelopeCode;
  /** @default '' */
  readonly msg?: string;
  readonly data: T;
}

/**
 * The one way the API answers: the envelope `{ code, msg, time, data }` with the HTTP status,
 * the time from the app's clock. Success is `sendEnvelope(reply, { data })`.
 */
export function sendEnvelope<T>(reply: FastifyReply, answer: EnvelopeAnswer<T>): FastifyReply {
  const body: EnvelopeBody<T> = {
    code: answer.code ?? ENVELOPE_CODES.ok,
    msg: answer.msg ?? '',
    time: unixNow(reply.server.deps.clock),
    data: answer.data,
  };
  return reply
    .code(answer.status ?? 200)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}
