import { isImageWidth } from '@bazaar/api/images';
import { upload } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { sendRefusal } from '../http/error-handler.js';
import { unixNow } from '../lib/clock.js';
import { acceptedFormats, loadVariant } from '../services/images/image-variants.js';
import { enqueueImageVariants, registerImageVariantsJob } from '../services/images/variant-job.js';
import { loadUpload, storeUpload, UPLOADS_PATH } from '../services/uploads/uploads.js';

/** A year: stored files never change (a new upload gets a new name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Nothing in a stored file may run or load anything. */
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `POST /api/common/upload`, `GET /uploads/:name` (the stored file) and
 * `GET /uploads/:name?w=<width>` (an image resized to one of `IMAGE_WIDTHS`, AVIF or WebP by the
 * request's `Accept`), and the `images.variants` job that makes the resized copies.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  registerImageVariantsJob(app.deps.jobs);

  registerEndpoint(app, upload, async (ctx) => {
    const file = await ctx.file();
    // The claimed type only chooses which check the bytes must pass (and its message).
    const kind = file.mimetype.startsWith('audio/') ? 'voice' : 'image';
    const stored = await storeUpload(ctx.db, {
      data: file.data,
      userId: ctx.user.id,
      now: ctx.now,
      kind,
    });
    if (kind === 'image') await enqueueImageVariants(ctx.deps.jobs, ctx.db);
    return { url: stored.url, name: stored.name };
  });

  app.get<{ Params: { name: string }; Querystring: { w?: string } }>(
    `${UPLOADS_PATH}/:name`,
    async (request, reply) => {
      const { db, clock } = request.server.deps;
      const { name } = request.params;
      const { w } = request.query;
      if (w !== undefined) {
        const width = Number(w);
        if (!isImageWidth(width)) return sendRefusal(reply, 'not_found');
        const formats = acceptedFormats(request.headers.accept);
        const variant = await loadVariant(db, name, width, formats, unixNow(clock));
        // The format depends on what the browser takes.
        reply.header('vary', 'Accept');
        if (variant) {
          const etag = `"${variant.sha256}"`;
          reply
            .header('cache-control', IMMUTABLE)
            .header('etag', etag)
            .header('content-security-policy', UPLOAD_CSP);
          if (request.headers['if-none-match'] === etag) return reply.code(304).send();
          return reply.type(variant.mime).send(variant.data);
        }
        // No such image, or a browser that takes neither format: the original (or 404) below.
      }
      const stored = await loadUpload(db, name);
      if (!stored) return sendRefusal(reply, 'not_found');
      const etag = `"${stored.sha256}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('last-modified', new Date(stored.createtime * 1000).toUTCString())
        .header('content-security-policy', UPLOAD_CSP);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(stored.mime).send(stored.data);
    },
  );
}
