import { ENVELOPE_CODES } from '@bazaar/api/contract';
import { isDomainError, type DomainErrorCode } from '@bazaar/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope, type EnvelopeCode } from './envelope.js';
import { invalidField } from './validation.js';

/** HTTP status and envelope code of the refusals that are not a plain "HTTP 200, code 0". */
const SPECIAL_CODES: Partial<Record<DomainErrorCode, { status: number; code: EnvelopeCode }>> = {
  login_required: { status: 401, code: ENVELOPE_CODES.unauthorized },
  forbidden: { status: 403, code: ENVELOPE_CODES.forbidden },
  not_merchant: { status: 403, code: ENVELOPE_CODES.forbidden },
  no_shop_permission: { status: 403, code: ENVELOPE_CODES.forbidden },
  not_found: { status: 404, code: ENVELOPE_CODES.refused },
  bad_request: { status: 400, code: ENVELOPE_CODES.refused },
  too_large: { status: 413, code: ENVELOPE_CODES.refused },
  rate_limited: { status: 429, code: ENVELOPE_CODES.refused },
  server_error: { status: 500, code: ENVELOPE_CODES.refused },
};

/** The HTTP status and envelope code of a refusal code (API.md's envelope rules). */
function statusOf(code: DomainErrorCode): { status: number; code: EnvelopeCode } {
  return SPECIAL_CODES[code] ?? { status: 200, code: ENVELOPE_CODES.refused };
}

/** Answers a refusal: its status, code and the translated `errors:<code>` with `data`. */
export function sendRefusal(
  reply: FastifyReply,
  code: DomainErrorCode,
  details?: Readonly<Record<string, string | number>>,
): FastifyReply {
  const request = reply.request;
  const { status, code: envelopeCode } = statusOf(code);
  const msg = request.server.deps.translator.t(request.language, `errors:${code}`, details);
  if (code === 'rate_limited' && details?.['retry_after'] !== undefined) {
    reply.header('retry-after', String(details['retry_after']));
  }
  return sendEnvelope(reply, { status, code: envelopeCode, msg, data: details ?? null });
}

/**
 * The app's error handler. A `DomainError` answers its translated message (HTTP 200 and code 0,
 * or its special status); schema validation answers 400 with the field; a too-large body or file
 * 413; other client errors their 4xx; anything else 500 with a generic message, logged but never
 * shown (no stack, SQL or path reaches a response).
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (isDomainError(error)) return sendRefusal(reply, error.code, error.details);
  if (error.validation) {
    const field = invalidField(error.validation);
    return sendRefusal(reply, 'bad_request', field ? { field } : undefined);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return sendRefusal(reply, 'too_large');
  if (status === 404) return sendRefusal(reply, 'not_found');
  if (status === 429) return sendRefusal(reply, 'rate_limited');
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'client error');
    return sendRefusal(reply, 'bad_request');
  }
  request.log.error({ err: error }, 'request failed');
  return sendRefusal(reply, 'server_error');
}
