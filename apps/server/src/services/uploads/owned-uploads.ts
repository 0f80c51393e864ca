import { DomainError } from '@bazaar/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { uploads } from '../../db/schema/index.js';
import { UPLOADS_PATH, type UploadKind } from './uploads.js';

/**
 * Checks that every image URL a user attaches (`/uploads/<name>`: a transfer screenshot, refund
 * evidence) is a file that user uploaded, so a form cannot point at someone else's upload or at
 * another site, and that it is of `kind` (an image unless told: a voice recording is no avatar).
 * Refused with `bad_request` and `{ field }` otherwise. Answers the URLs unchanged.
 */
export async function assertOwnUploads(
  db: Database,
  userId: number,
  urls: readonly string[],
  field: string,
  kind: UploadKind = 'image',
): Promise<readonly string[]> {
  if (urls.length === 0) return urls;
  const prefix = `${UPLOADS_PATH}/`;
  const names = urls.map((url) => (url.startsWith(prefix) ? url.slice(prefix.length) : ''));
  if (names.includes('')) throw new DomainError('bad_request', { field });
  const found = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        inArray(uploads.name, [...new Set(names)]),
        like(uploads.mime, kind === 'image' ? 'image/%' : 'audio/%'),
      ),
    );
  if (found.length !== new Set(names).size) throw new DomainError('bad_request', { field });
  return urls;
}
