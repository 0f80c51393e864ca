import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal } from './error-handler.js';
import { withMethodNotAllowed } from './framework-errors.js';
import { createPageRenderer, sendPage, type PageRenderer } from './page-render.js';

/**
 * Paths that never fall back to the app's `index.html`: the server's own, and the app's hashed
 * assets (a chunk of an older build must be a 404, not a page the browser refuses as a script).
 */
const SERVER_PATHS = /^\/(api|uploads|ws|assets)(\/|$)/;

/** The shop app as served: whether it is, and its server renderer when the build has one. */
export interface ShopServing {
  readonly served: boolean;
  readonly renderer: PageRenderer | null;
}

/**
 * Serves the built shop app (`apps/shop/dist`) at `/` when it exists: hashed assets cached for a
 * year, sent as the build's brotli or gzip copy when the browser takes it (`preCompressed`: the
 * build writes `.br` and `.gz` beside each), `index.html` never cached, and any other page path
 * answered with `index.html` (the app routes in the browser), or with the page rendered on the
 * server for the public shopper pages (`page-render.ts`, when the build has its server part).
 */
export async function registerShopStatic(app: FastifyInstance, root: string): Promise<ShopServing> {
  if (!existsSync(path.join(root, 'index.html'))) return { served: false, renderer: null };
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shop = { served: true, renderer: await createPageRenderer(app, root) };
  // Pages as a route of their own (not only the not-found handler), so that they are compressed
  // like every other answer; the paths of the server and the assets still answer 404.
  app.get('/*', withMethodNotAllowed(notFoundHandler(shop)));
  return shop;
}

/**
 * The not-found handler: a page request (GET or HEAD outside `/api`, `/uploads`, `/ws` and `/assets`) gets the
 * page rendered on the server (a public shopper page) or the shop app's `index.html` when the app is
 * served; everything else the 404 envelope.
 */
export function notFoundHandler(shop: ShopServing) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      shop.served &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(pathname)
    ) {
      if (shop.renderer && request.method === 'GET') {
        try {
          const page = await shop.renderer.answer(request);
          if (page) return sendPage(reply, page);
        } catch (error) {
          // The app still draws the page in the browser.
          request.log.error({ err: error }, 'server rendering failed');
        }
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRefusal(reply, 'not_found');
  };
}
