import { hostname } from 'node:os';
import { requestContext } from '@fastify/request-context';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/database.js';
import { PG_ERRORS, pgErrorCode } from '../../db/errors.js';
import { jobs } from '../../db/schema/index.js';
import { unixNow, type Clock } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';

/** A job as stored. */
export type JobRecord = typeof jobs.$inferSelect;

/** A job's progress as clients may read it. */
export interface JobView {
  readonly id: number;
  readonly type: string;
  readonly status: JobRecord['status'];
  readonly progress: number;
  readonly total: number;
  readonly result: unknown;
  readonly error: string | null;
  readonly createtime: number;
  readonly finishtime: number | null;
}

/** What a job handler gets besides the payload. */
export interface JobContext {
  readonly job: JobRecord;
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  /** Records progress (`done` of `total`), readable by {@link JobQueue.get} while the job runs. */
  progress(done: number, total?: number): Promise<void>;
}

/** Does the work of one job type; what it returns is stored as the job's `result`. */
export type JobHandler = (
  payload: Record<string, unknown>,
  context: JobContext,
) => Promise<unknown>;

/** What to enqueue. */
export interface EnqueueOptions {
  readonly type: string;
  readonly payload?: Record<string, unknown>;
  /**
   * At most one queued-or-running job per key (e.g. `market-list-all:<shop id>`): enqueueing again
   * while one is active answers the active job with `created: false`.
   */
  readonly uniqueKey?: string;
  /** Not before this time (unix seconds). @default now */
  readonly runAt?: number;
  /** @default 3 */
  readonly maxAttempts?: number;
}

/** Options of a {@link JobQueue}. */
export interface JobQueueOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  /** Names this process in `locked_by`. @default host name and a random suffix */
  readonly workerId?: string;
  /** How long a claim lasts; a job still `running` after it (a crashed worker) is claimed again. @default 300 */
  readonly leaseSeconds?: number;
  /** Told of every job this process ran (metrics). */
  readonly onRun?: (type: string, outcome: 'done' | 'retry' | 'failed', seconds: number) => void;
}

function view(job: JobRecord): JobView {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    total: job.total,
    result: job.result,
    error: job.error,
    createtime: job.createtime,
    finishtime: job.finishtime,
  };
}

/** Seconds before retry `attempt` (1-based): 10 s, 40 s, 90 s... */
export function retryDelay(attempt: number): number {
  return 10 * attempt * attempt;
}

/**
 * A job queue in PostgreSQL, shared by every server process. Workers claim the oldest due job with
 * `FOR UPDATE SKIP LOCKED` (no two processes take the same job), run its handler, and record the
 * result, or the error and a retry with back-off until `max_attempts`.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly logger: FastifyBaseLogger;
  readonly workerId: string;
  private readonly leaseSeconds: number;
  private readonly onRun: JobQueueOptions['onRun'];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  /** The job this process is running, if any. */
  private current: JobRecord | undefined;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.logger = options.logger;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomToken(4)}`;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.onRun = options.onRun;
  }

  /** Registers the handler of a job type (once per type). */
  register(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`Job type ${type} is registered twice`);
    this.handlers.set(type, handler);
  }

  /**
   * Adds a job; pass a transaction as `db` to enqueue together with other writes. With a
   * `uniqueKey` already active, answers that job and `created: false`. A job enqueued while a
   * request is handled keeps its request id, and the job's log lines carry it.
   */
  async enqueue(
    db: Database,
    options: EnqueueOptions,
  ): Promise<{ job: JobView; created: boolean }> {
    const now = unixNow(this.clock);
    const values = {
      type: options.type,
      payload: options.payload ?? {},
      uniqueKey: options.uniqueKey ?? null,
      runAt: options.runAt ?? now,
      maxAttempts: options.maxAttempts ?? 3,
      createtime: now,
      updatetime: now,
      requestId: requestContext.get('requestId') ?? null,
    };
    try {
      // A savepoint, so a duplicate key does not abort the caller's transaction.
      const [created] = await db.transaction((tx) => tx.insert(jobs).values(values).returning());
      return { job: view(created as JobRecord), created: true };
    } catch (error) {
      if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation || !options.uniqueKey) throw error;
      const active = await this.findActive(db, options.uniqueKey);
      if (!active) throw error;
      return { job: active, created: false };
    }
  }

  /** A job's state and progress, or undefined. */
  async get(db: Database, id: number): Promise<JobView | undefined> {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job ? view(job) : undefined;
  }

  /** The queued or running job of a unique key, or undefined. */
  async findActive(db: Database, uniqueKey: string): Promise<JobView | undefined> {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.uniqueKey, uniqueKey), inArray(jobs.status, ['queued', 'running'])));
    return job ? view(job) : undefined;
  }

  /**
   * Claims the oldest due job (queued and due, or running with an expired lease) for this worker,
   * or answers undefined. Concurrent workers skip each other's locked rows.
   */
  async claim(): Promise<JobRecord | undefined> {
    const now = unixNow(this.clock);
    const types = [...this.handlers.keys()];
    if (types.length === 0) return undefined;
    const [row] = await queryRows<{ id: number }>(
      this.db,
      sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
            locked_until = ${now + this.leaseSeconds}, updatetime = ${now}
          where id = (
            select id from jobs
            where type in (${sql.join(
              types.map((type) => sql`${type}`),
              sql`, `,
            )})
              and ((status = 'queued' and run_at <= ${now})
                or (status = 'running' and locked_until < ${now}))
            order by run_at, id
            limit 1
            for update skip locked)
          returning id`,
    );
    if (!row) return undefined;
    const [job] = await this.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(row.id)));
    return job;
  }

  /** Claims and runs one job. Answers false when none was due. */
  async runNext(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /** Runs due jobs until none is left (tests and one-off scripts); answers how many ran. */
  async runUntilIdle(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && (await this.runNext())) count += 1;
    return count;
  }

  private async execute(job: JobRecord): Promise<void> {
    this.current = job;
    try {
      await this.executeClaimed(job);
    } finally {
      this.current = undefined;
    }
  }

  private async executeClaimed(job: JobRecord): Promise<void> {
    const handler = this.handlers.get(job.type) as JobHandler;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId));
    const logger = this.logger.child({
      job: job.id,
      type: job.type,
      ...(job.requestId ? { reqId: job.requestId } : {}),
    });
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const context: JobContext = {
      job,
      db: this.db,
      clock: this.clock,
      logger,
      progress: async (done, total) => {
        await this.db
          .update(jobs)
          .set({
            progress: done,
            ...(total === undefined ? {} : { total }),
            updatetime: unixNow(this.clock),
          })
          .where(mine);
      },
    };
    try {
      const result = await handler(job.payload, context);
      const now = unixNow(this.clock);
      await this.db
        .update(jobs)
        .set({
          status: 'done',
          result: result ?? null,
          error: null,
          lockedUntil: null,
          updatetime: now,
          finishtime: now,
        })
        .where(mine);
      logger.info({ attempt: job.attempts, duration_ms: Math.round(seconds() * 1000) }, 'job done');
      this.onRun?.(job.type, 'done', seconds());
    } catch (error) {
      const now = unixNow(this.clock);
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      logger.error({ err: error, attempt: job.attempts, final }, 'job failed');
      this.onRun?.(job.type, final ? 'failed' : 'retry', seconds());
      await this.db
        .update(jobs)
        .set(
          final
            ? {
                status: 'failed',
                error: message,
                lockedUntil: null,
                updatetime: now,
                finishtime: now,
              }
            : {
                status: 'queued',
                error: message,
                lockedUntil: null,
                runAt: now + retryDelay(job.attempts),
                updatetime: now,
              },
        )
        .where(mine);
    }
  }

  /** Polls for due jobs every `intervalMs` in the background until {@link stop}. */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    const poll = () => {
      this.running = this.runUntilIdle(50)
        .catch((error: unknown) => this.logger.error({ err: error }, 'job polling failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(poll, intervalMs);
        });
    };
    this.timer = setTimeout(poll, intervalMs);
  }

  /**
   * Stops polling and waits up to `waitMs` for the job in hand to finish. A job still running then
   * is handed back (queued again at once, the attempt not counted) for another process to run: what
   * this process does of it afterwards is not recorded. Handlers are written to run again anyway
   * (a crashed worker's job is claimed again when its lease ends).
   */
  async stop(waitMs = Number.POSITIVE_INFINITY): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.running.then(() => true),
      ...(Number.isFinite(waitMs)
        ? [new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)))]
        : []),
    ]);
    clearTimeout(timer);
    const job = this.current;
    if (finished || !job) return;
    const now = unixNow(this.clock);
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        lockedBy: null,
        lockedUntil: null,
        runAt: now,
        updatetime: now,
      })
      .where(
        and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'running')),
      );
    this.logger.warn({ job: job.id, type: job.type }, 'job handed back at shutdown');
  }
}
