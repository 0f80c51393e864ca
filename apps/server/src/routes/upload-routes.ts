import { upload } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { sendRefusal } from '../http/error-handler.js';
import { loadUpload, storeUpload, UPLOADS_PATH } from '../services/uploads/uploads.js';

/** A year: stored files never change (a new upload gets a new name). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `POST /api/common/upload` and `GET /uploads/:name`. */
export function registerUploadRoutes(app: FastifyInstance): void {
  registerEndpoint(app, upload, async (ctx) => {
    const file = await ctx.file();
    // The claimed type only chooses which check the bytes must pass (and its message).
    const kind = file.mimetype.startsWith('audio/') ? 'voice' : 'image';
    return storeUpload(ctx.db, { data: file.data, userId: ctx.user.id, now: ctx.now, kind });
  });

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    const stored = await loadUpload(request.server.deps.db, request.params.name);
    if (!stored) return sendRefusal(reply, 'not_found');
    const etag = `"${stored.sha256}"`;
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('last-modified', new Date(stored.createtime * 1000).toUTCString())
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(stored.mime).send(stored.data);
  });
}
