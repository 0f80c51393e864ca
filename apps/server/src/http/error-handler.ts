import { ENVELOPE_CODES } from '@bazaar/api/contract';
import { isDomainError, type DomainErrorCode } from '@bazaar/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isDataException, pgErrorCode } from '../db/errors.js';
import { sendEnvelope, type EnvelopeCode } from './envelope.js';
import { hasMoneyDetails, moneyDetailsShown } from './refusal-money.js';
import { invalidField, UNSTORABLE_TEXT } from './validation.js';

/** HTTP status and envelope code of the refusals that are not a plain "HTTP 200, code 0". */
const SPECIAL_CODES: Partial<Record<DomainErrorCode, { status: number; code: EnvelopeCode }>> = {
  login_required: { status: 401, code: ENVELOPE_CODES.unauthorized },
  forbidden: { status: 403, code: ENVELOPE_CODES.forbidden },
  not_merchant: { status: 403, code: ENVELOPE_CODES.forbidden },
  no_shop_permission: { status: 403, code: ENVELOPE_CODES.forbidden },
  not_found: { status: 404, code: ENVELOPE_CODES.refused },
  bad_request: { status: 400, code: ENVELOPE_CODES.refused },
  invalid_text: { status: 400, code: ENVELOPE_CODES.refused },
  method_not_allowed: { status: 405, code: ENVELOPE_CODES.refused },
  too_large: { status: 413, code: ENVELOPE_CODES.refused },
  uri_too_long: { status: 414, code: ENVELOPE_CODES.refused },
  unsupported_media_type: { status: 415, code: ENVELOPE_CODES.refused },
  rate_limited: { status: 429, code: ENVELOPE_CODES.refused },
  headers_too_large: { status: 431, code: ENVELOPE_CODES.refused },
  server_error: { status: 500, code: ENVELOPE_CODES.refused },
  service_unavailable: { status: 503, code: ENVELOPE_CODES.refused },
};

/** Seconds a client should wait before retrying while the database is away. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** The HTTP status and envelope code of a refusal code (API.md's envelope rules). */
export function statusOf(code: DomainErrorCode): { status: number; code: EnvelopeCode } {
  return SPECIAL_CODES[code] ?? { status: 200, code: ENVELOPE_CODES.refused };
}

/**
 * Answers a refusal: its status, code and the translated `errors:<code>` with `data`. The message
 * interpolates `shown` (the details as a user reads them: amounts with their currency) when given.
 */
export function sendRefusal(
  reply: FastifyReply,
  code: DomainErrorCode,
  details?: Readonly<Record<string, string | number>>,
  shown: Readonly<Record<string, string | number>> | undefined = details,
): FastifyReply {
  const request = reply.request;
  const { status, code: envelopeCode } = statusOf(code);
  const msg = request.server.deps.translator.t(request.language, `errors:${code}`, shown);
  if (code === 'rate_limited' && details?.['retry_after'] !== undefined) {
    reply.header('retry-after', String(details['retry_after']));
  }
  if (code === 'service_unavailable')
    reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  return sendEnvelope(reply, { status, code: envelopeCode, msg, data: details ?? null });
}

/** The refusal of a client error Fastify or a plugin raised, by its code, else by its status. */
const FRAMEWORK_CODES: Readonly<Record<string, DomainErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
};
const STATUS_CODES: Readonly<Record<number, DomainErrorCode>> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/**
 * The app's error handler. A `DomainError` answers its translated message (HTTP 200 and code 0,
 * or its special status); schema validation answers 400 with the field (`invalid_text` for a NUL
 * or an unpaired surrogate); Fastify's own client errors their status (415 media type, 413 size,
 * 414...) with a message; a database data exception that slipped past the contract (an invalid
 * text representation, a number out of range) 400; a database that cannot answer 503; anything
 * else 500 with a generic message, logged but never shown (no stack, SQL or path reaches a
 * response).
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | Promise<FastifyReply> {
  if (isDomainError(error)) {
    const { code, details } = error;
    if (!hasMoneyDetails(details)) return sendRefusal(reply, code, details);
    // An amount in the message is shown in the user's currency; without it (the currencies
    // unreadable), as stored rather than no answer.
    return moneyDetailsShown(request.server.deps.db, request.language, details).then(
      (shown) => sendRefusal(reply, code, details, shown),
      () => sendRefusal(reply, code, details),
    );
  }
  if (error.validation) {
    const field = invalidField(error.validation);
    const unstorable = error.validation[0]?.keyword === UNSTORABLE_TEXT;
    return sendRefusal(
      reply,
      unstorable ? 'invalid_text' : 'bad_request',
      field ? { field } : undefined,
    );
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendRefusal(reply, 'service_unavailable');
  }
  if (isDataException(error)) {
    // The contract let through what a column cannot hold: a gap to close, not the caller's fault.
    request.log.warn(
      { sqlState: pgErrorCode(error), url: request.url },
      'input refused by the database',
    );
    return sendRefusal(reply, 'bad_request');
  }
  const status = error.statusCode ?? 500;
  const known = (error.code ? FRAMEWORK_CODES[error.code] : undefined) ?? STATUS_CODES[status];
  if (known && status < 500) return sendRefusal(reply, known);
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'client error');
    return sendRefusal(reply, 'bad_request');
  }
  request.log.error({ err: error }, 'request failed');
  return sendRefusal(reply, 'server_error');
}
