import type { Socket } from 'node:net';
import { pickLanguage } from '@bazaar/i18n';
import type { DomainErrorCode } from '@bazaar/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unixNow } from '../lib/clock.js';
import type { EnvelopeBody } from './envelope.js';
import { sendRefusal, statusOf } from './error-handler.js';
import { API_PREFIX } from './register-endpoint.js';

/**
 * Fastify's `frameworkErrors`: a path with a bad percent-escape (`/api/x%ZZ`) or a route parameter
 * over `maxParamLength` (a 5,000-character `/uploads/` name) is answered before any route or hook
 * runs; here it gets the envelope too (400 `bad_request`, 414 `uri_too_long`), in the request's
 * language.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  request.language = pickLanguage(request.headers['accept-language']);
  const code: DomainErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_request';
  request.log.info({ code: error.code }, 'framework refusal');
  return sendRefusal(reply, code);
}

/** The `Accept-Language` of the bytes a client sent before its request was cut off, if any. */
function languageOfPacket(packet: unknown): string | undefined {
  if (!Buffer.isBuffer(packet)) return undefined;
  const head = packet.subarray(0, 16 * 1024).toString('latin1');
  return /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(head)?.[1];
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it
 * (headers over the 16 KB limit, a request that timed out, bytes that are not HTTP). The answer
 * is still the envelope (431 `headers_too_large`, 408 `timeout`, 400 `bad_request`) in the
 * language of the `Accept-Language` read so far; the connection is then closed, after the client
 * has read it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: { readonly code?: string; readonly rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: DomainErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'timeout'
        : 'bad_request';
  const status = code === 'timeout' ? 408 : statusOf(code).status;
  const { translator, clock } = this.deps;
  const language = pickLanguage(languageOfPacket(error.rawPacket));
  const envelope: EnvelopeBody<null> = {
    code: statusOf(code).code,
    msg: translator.t(language, `errors:${code}`),
    time: unixNow(clock),
    data: null,
  };
  const body = JSON.stringify(envelope);
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText(status)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  // Ending (rather than destroying) lets the answer reach a client still sending its request;
  // a socket that does not close by itself soon after is cut.
  socket.end();
  setTimeout(() => socket.destroy(), 5_000).unref();
}

function statusText(status: number): string {
  return (
    { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[
      status
    ] ?? 'Error'
  );
}

/**
 * Wraps the not-found handler: a request to an API path that exists for another method answers
 * 405 `method_not_allowed` with `Allow`, rather than 404.
 */
export function withMethodNotAllowed(
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(`${API_PREFIX}/`)) {
      const allowed = [...request.server.endpoints.values()]
        .filter((endpoint) => `${API_PREFIX}${endpoint.path}` === pathname)
        .map((endpoint) => endpoint.method);
      if (allowed.length > 0) {
        return sendRefusal(reply.header('allow', allowed.join(', ')), 'method_not_allowed');
      }
    }
    return notFound(request, reply);
  };
}
