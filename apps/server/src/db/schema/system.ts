import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, idColumn, unixTimeColumn } from './columns.js';
import { users } from './users.js';

/**
 * The first successful answer of an idempotent write, per user (0 for anonymous), endpoint and
 * `Idempotency-Key`; written in the same transaction as the write itself.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The envelope's `data` of the first answer (null only inside the transaction that writes it). */
    response: jsonb('response'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.endpoint, t.key] }),
    index('idempotency_records_createtime_idx').on(t.createtime),
  ],
);

/** Job states. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background jobs, claimed with `FOR UPDATE SKIP LOCKED` so several processes share the queue.
 * `unique_key` keeps one queued-or-running job per key (one market list-all per shop).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    uniqueKey: text('unique_key'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this time (unix seconds); retries move it later. */
    runAt: unixTimeColumn('run_at').notNull(),
    lockedBy: text('locked_by'),
    /** When the current claim ends: a running job whose lease expired is claimed again. */
    lockedUntil: unixTimeColumn('locked_until'),
    result: jsonb('result'),
    error: text('error'),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
    finishtime: unixTimeColumn('finishtime'),
    /** The `X-Request-Id` of the request that enqueued it: its log lines carry it too. */
    requestId: text('request_id'),
  },
  (t) => [
    index('jobs_claim_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_active_unique_key')
      .on(t.uniqueKey)
      .where(sql`${t.uniqueKey} is not null and ${t.status} in ('queued', 'running')`),
    check('jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_progress_valid', sql`${t.progress} >= 0 and ${t.total} >= 0`),
  ],
);

/**
 * Recurring tasks of the scheduler: whichever process first moves `next_run_at` forward runs the
 * task for that slot, so a task runs once per interval however many processes there are.
 */
export const schedules = pgTable('schedules', {
  name: text('name').primaryKey(),
  nextRunAt: unixTimeColumn('next_run_at').notNull(),
  lastRunAt: unixTimeColumn('last_run_at'),
  /** When the last run finished (unix seconds), and what its task answered (the reconciliation's report). */
  lastFinishedAt: unixTimeColumn('last_finished_at'),
  lastResult: jsonb('last_result'),
});

/** Uploaded and generated images: bytes in PostgreSQL, served at `/uploads/<name>`. */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    /** Generated file name (random hex and the type's extension). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createtime: unixTimeColumn('createtime').notNull(),
    /** An image's width and height in pixels (null for recordings, and for images until measured). */
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [
    uniqueIndex('uploads_name_key').on(t.name),
    check(
      'uploads_mime_known',
      sql`${t.mime} in ('image/png', 'image/jpeg', 'audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg')`,
    ),
  ],
);

/**
 * The resized copies of an image upload (`GET /uploads/<name>?w=<width>`): WebP at each width of
 * `IMAGE_WIDTHS` up to the original's, and AVIF where it came out smaller. Made by sharp when the
 * image is stored (the `images.variants` job) or when first asked for; keyed by the width they
 * have, so a wider request of a small original shares its largest copy.
 */
export const uploadVariants = pgTable(
  'upload_variants',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes (the ETag). */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.width, t.format] }),
    check('upload_variants_format_known', sql`${t.format} in ('webp', 'avif')`),
    check('upload_variants_width_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Facts about the database itself (the seed's version...). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatetime: unixTimeColumn('updatetime').notNull(),
});
