import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { schedules } from '../../db/schema/index.js';
import { unixNow, type Clock } from '../../lib/clock.js';

/** What a scheduled task gets. */
export interface TaskContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  /** Unix seconds of this run, by the injected clock. */
  readonly now: number;
}

/** A recurring task. */
export type ScheduledTask = (context: TaskContext) => Promise<void>;

/** Options of a {@link Scheduler}. */
export interface SchedulerOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
}

/**
 * Runs recurring tasks on the injected clock. Each task's next run time lives in PostgreSQL
 * (`schedules`); a process runs a task only if it moves that time forward itself (one atomic
 * update), so with several processes each task runs once per interval. A task is due at once the
 * first time. Tests move the clock and call {@link tick}.
 */
export class Scheduler {
  private readonly tasks = new Map<string, { intervalSeconds: number; task: ScheduledTask }>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SchedulerOptions) {}

  /** Registers `task` to run every `intervalSeconds`. */
  every(name: string, intervalSeconds: number, task: ScheduledTask): void {
    if (this.tasks.has(name)) throw new Error(`Task ${name} is scheduled twice`);
    if (!Number.isInteger(intervalSeconds) || intervalSeconds < 1)
      throw new RangeError('interval must be whole seconds');
    this.tasks.set(name, { intervalSeconds, task });
  }

  /** The registered task names. */
  names(): string[] {
    return [...this.tasks.keys()];
  }

  /** Runs every task that is due now (by the clock); answers the names that ran. */
  async tick(): Promise<string[]> {
    const { db, clock, logger } = this.options;
    const ran: string[] = [];
    for (const [name, { intervalSeconds, task }] of this.tasks) {
      const now = unixNow(clock);
      await db.insert(schedules).values({ name, nextRunAt: now }).onConflictDoNothing();
      const claimed = await db
        .update(schedules)
        .set({ nextRunAt: now + intervalSeconds, lastRunAt: now })
        .where(and(eq(schedules.name, name), lte(schedules.nextRunAt, now)))
        .returning({ name: schedules.name });
      if (claimed.length === 0) continue;
      try {
        await task({ db, clock, logger, now });
        ran.push(name);
      } catch (error) {
        logger.error({ err: error, task: name }, 'scheduled task failed');
      }
    }
    return ran;
  }

  /** Checks for due tasks every `intervalMs` until {@link stop}. */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    const poll = () => {
      this.running = this.tick()
        .catch((error: unknown) =>
          this.options.logger.error({ err: error }, 'scheduler tick failed'),
        )
        .finally(() => {
          if (this.timer) this.timer = setTimeout(poll, intervalMs);
        });
    };
    this.timer = setTimeout(poll, intervalMs);
  }

  /** Stops checking and waits for a running tick. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
