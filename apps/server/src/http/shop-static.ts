import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal } from './error-handler.js';

/**
 * Paths that never fall back to the app's `index.html`: the server's own, and the app's hashed
 * assets (a chunk of an older build must be a 404, not a page the browser refuses as a script).
 */
const SERVER_PATHS = /^\/(api|uploads|ws|assets)(\/|$)/;

/**
 * Serves the built shop app (`apps/shop/dist`) at `/` when it exists: hashed assets cached for a
 * year, `index.html` never cached, and any other page path answered with `index.html` (the app
 * routes in the browser). Answers whether the app is served.
 */
export async function registerShopStatic(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/**
 * The not-found handler: a page request (GET or HEAD outside `/api`, `/uploads`, `/ws` and `/assets`) gets the
 * shop app's `index.html` when the app is served; everything else the 404 envelope.
 */
export function notFoundHandler(serveApp: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      serveApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(pathname)
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRefusal(reply, 'not_found');
  };
}
