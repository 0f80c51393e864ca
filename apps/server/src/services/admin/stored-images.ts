import { DomainError } from '@bazaar/domain';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { uploads } from '../../db/schema/index.js';
import { UPLOADS_PATH } from '../uploads/uploads.js';

/**
 * Checks that every URL an operator gives for a picture (a goods, banner or category image) is a
 * stored image (`/uploads/<name>`, PNG or JPEG), whoever uploaded it, so the catalogue never
 * points at another site or at a missing file. Refused with `bad_request` and `{ field }`.
 */
export async function assertStoredImages(
  db: Database,
  urls: readonly string[],
  field: string,
): Promise<void> {
  const names = [...new Set(urls)].map((url) =>
    url.startsWith(`${UPLOADS_PATH}/`) ? url.slice(UPLOADS_PATH.length + 1) : '',
  );
  if (names.length === 0) return;
  if (names.includes('')) throw new DomainError('bad_request', { field });
  const found = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(inArray(uploads.name, names), inArray(uploads.mime, ['image/png', 'image/jpeg'])));
  if (found.length !== names.length) throw new DomainError('bad_request', { field });
}
