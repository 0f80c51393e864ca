import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The nonce of each response's scripts, kept on the raw response for the CSP directive. */
const scriptNonces = new WeakMap<ServerResponse, string>();

/**
 * The script nonce of this response: a server-rendered page puts it on its inline scripts
 * (`<script nonce="...">`), the only inline scripts the policy lets run.
 */
export function scriptNonce(reply: FastifyReply): string {
  let nonce = scriptNonces.get(reply.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    scriptNonces.set(reply.raw, nonce);
  }
  return nonce;
}

/** A `<script>` element written in the page itself (no `src`), which the browser would run. */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-...'`) of the inline scripts of the shop's page template: the page's
 * own script that keeps what is pressed before the app runs. A hash, not this response's nonce:
 * the template is the same for every page, also the ones sent as a file.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** {@link inlineScriptHashes} of `shopDist/index.html`, or none when the shop is not built there. */
export function shopInlineScriptHashes(shopDist: string | undefined): string[] {
  const template = shopDist ? path.join(shopDist, 'index.html') : undefined;
  return template && existsSync(template) ? inlineScriptHashes(readFileSync(template, 'utf8')) : [];
}

/** A year, in seconds: how long a browser keeps to HTTPS once it saw the site over HTTPS. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/**
 * What the shop may use: everything from its own origin; scripts only as files (or inline with
 * this response's nonce), never inline handlers or `eval`; styles inline too (styled-components
 * writes its rules into `<style>` elements at run time); images and audio also as `data:` and
 * `blob:` URLs (previews and voice recordings); no plugins, no framing, forms and `<base>` only to
 * the origin. `connect-src 'self'` covers the chat websocket of the same host (CSP 3).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (_request: unknown, response: unknown) => `'nonce-${nonceOf(response)}'`],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Helmet adds upgrade-insecure-requests by default: on a plain-HTTP deployment (a LAN address)
  // it would send every request to an HTTPS port that does not exist. HSTS covers HTTPS sites.
  upgradeInsecureRequests: null,
};

function nonceOf(response: unknown): string {
  return scriptNonces.get(response as ServerResponse) ?? '';
}

/**
 * `Permissions-Policy`: the shop records voice messages (the microphone, its own origin only) and
 * uses no other powerful feature, so none is granted, to it or to anything it might embed.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * The browser-grade security headers of every answer, by `@fastify/helmet` (the Fastify team's
 * wrapper of helmet): the Content-Security-Policy above, `X-Frame-Options: DENY` with
 * `frame-ancestors 'none'`, `Cross-Origin-Opener-Policy` and `-Resource-Policy: same-origin`,
 * `Referrer-Policy`, `X-Content-Type-Options: nosniff`; plus `Permissions-Policy`, and
 * `Strict-Transport-Security` only on a request that came over HTTPS (directly, or through a
 * proxy trusted with `TRUST_PROXY` that says so in `X-Forwarded-Proto`): sent over plain HTTP it
 * would be ignored, and sent for an untrusted header it would let anyone pin the site to HTTPS.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { inlineScriptHashes?: readonly string[] } = {},
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    scriptNonce(reply);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`);
    }
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...(options.inlineScriptHashes ?? [])],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xPoweredBy: true,
  });
}
