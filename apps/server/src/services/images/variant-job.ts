import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { uploadVariants, uploads } from '../../db/schema/index.js';
import { unixNow } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { RESIZABLE_MIMES, ensureVariants, variantWidths } from './image-variants.js';

/** The job that makes the missing variants of every stored image. */
export const IMAGE_VARIANTS_JOB = 'images.variants';

/** How many uploads one step of the job looks at. */
const BATCH = 50;

/** Image uploads after `afterId` with their size and how many WebP widths they have. */
async function nextBatch(db: Database, afterId: number) {
  return db
    .select({
      id: uploads.id,
      width: uploads.width,
      height: uploads.height,
      made: sql<number>`(select count(*) from ${uploadVariants}
        where ${uploadVariants.uploadId} = ${uploads.id} and ${uploadVariants.format} = 'webp')`.mapWith(
        Number,
      ),
    })
    .from(uploads)
    .where(and(gt(uploads.id, afterId), inArray(uploads.mime, [...RESIZABLE_MIMES])))
    .orderBy(asc(uploads.id))
    .limit(BATCH);
}

/**
 * Makes the variants every stored image lacks, walking the image uploads in id order (`progress`
 * hears how many it has completed after each batch). Returns how many images it completed.
 */
export async function makeMissingVariants(
  db: Database,
  now: () => number,
  progress: (completed: number) => Promise<void> = async () => {},
): Promise<number> {
  let afterId = 0;
  let completed = 0;
  for (;;) {
    const batch = await nextBatch(db, afterId);
    if (batch.length === 0) break;
    for (const upload of batch) {
      const complete = upload.width !== null && upload.made >= variantWidths(upload.width).length;
      if (!complete && (await ensureVariants(db, upload, now())) > 0) completed += 1;
    }
    afterId = batch[batch.length - 1]!.id;
    await progress(completed);
  }
  return completed;
}

/**
 * Registers the `images.variants` job: it makes the variants every image lacks (existing uploads
 * after a deploy, the seed's pictures, and each new upload, which enqueues it). Its result is how
 * many images it completed.
 */
export function registerImageVariantsJob(jobs: JobQueue): void {
  jobs.register(IMAGE_VARIANTS_JOB, async (_payload, { db, clock, progress }) => {
    const completed = await makeMissingVariants(db, () => unixNow(clock), progress);
    return { completed };
  });
}

/**
 * Enqueues the `images.variants` job (one at a time: while one is queued or running, it is the
 * one). Pass a transaction to enqueue with the upload that needs it.
 */
export async function enqueueImageVariants(jobs: JobQueue, db: Database): Promise<void> {
  await jobs.enqueue(db, { type: IMAGE_VARIANTS_JOB, uniqueKey: IMAGE_VARIANTS_JOB });
}

/** True when some image upload has no variant yet (a database from before variants, or seeded). */
export async function imagesLackVariants(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.mime, [...RESIZABLE_MIMES]),
        sql`not exists (select 1 from ${uploadVariants} where ${uploadVariants.uploadId} = ${uploads.id})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
