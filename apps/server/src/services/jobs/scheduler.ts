import { calendarParts } from '@bazaar/domain';
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

/** A recurring task; what it answers (a report) is stored as the schedule's `last_result`. */
export type ScheduledTask = (context: TaskContext) => Promise<unknown>;

/**
 * The first unix second after `now` at `hour`:00 in `timeZone` (the hour a daily task runs). Steps
 * an hour at a time, so a day that skips or repeats an hour (daylight saving) still finds it.
 */
export function nextDailyRun(now: number, hour: number, timeZone: string): number {
  let candidate = Math.floor(now / 3600) * 3600 + 3600;
  for (let step = 0; step < 48; step += 1, candidate += 3600) {
    const parts = calendarParts(candidate * 1000, timeZone);
    // Zones with half-hour offsets: move to the local full hour.
    const atHour = candidate - parts.minute * 60 - parts.second;
    if (parts.hour === hour && atHour > now) return atHour;
  }
  throw new RangeError(`no ${hour}:00 in ${timeZone} within two days`);
}

interface Entry {
  /** When the task runs next after a run at `now`. */
  readonly next: (now: number) => number;
  /** When it runs the first time (registered at `now`). */
  readonly first: (now: number) => number;
  readonly task: ScheduledTask;
}

/** Options of a {@link Scheduler}. */
export interface SchedulerOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
}

/**
 * Runs recurring tasks on the injected clock. Each task's next run time lives in PostgreSQL
 * (`schedules`); a process runs a task only if it moves that time forward itself (one atomic
 * update), so with several processes each task runs once per slot. An interval task is due at once
 * the first time, a daily one at its next hour. What a task answers is kept in `last_result` with
 * `last_finished_at`. A process that dies during a run loses that slot's run. Tests move the clock
 * and call {@link tick}.
 */
export class Scheduler {
  private readonly tasks = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SchedulerOptions) {}

  /** Registers `task` to run every `intervalSeconds`, the first time at once. */
  every(name: string, intervalSeconds: number, task: ScheduledTask): void {
    if (!Number.isInteger(intervalSeconds) || intervalSeconds < 1)
      throw new RangeError('interval must be whole seconds');
    this.add(name, { next: (now) => now + intervalSeconds, first: (now) => now, task });
  }

  /** Registers `task` to run once a day at `hour`:00 in `timeZone`, the first time at the next one. */
  daily(name: string, hour: number, timeZone: string, task: ScheduledTask): void {
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError('hour is 0 to 23');
    const next = (now: number) => nextDailyRun(now, hour, timeZone);
    this.add(name, { next, first: next, task });
  }

  private add(name: string, entry: Entry): void {
    if (this.tasks.has(name)) throw new Error(`Task ${name} is scheduled twice`);
    this.tasks.set(name, entry);
  }

  /** The registered task names. */
  names(): string[] {
    return [...this.tasks.keys()];
  }

  /** Runs every task that is due now (by the clock); answers the names that ran. */
  async tick(): Promise<string[]> {
    const { db, clock, logger } = this.options;
    const ran: string[] = [];
    for (const [name, { next, first, task }] of this.tasks) {
      const now = unixNow(clock);
      await db
        .insert(schedules)
        .values({ name, nextRunAt: first(now) })
        .onConflictDoNothing();
      const claimed = await db
        .update(schedules)
        .set({ nextRunAt: next(now), lastRunAt: now })
        .where(and(eq(schedules.name, name), lte(schedules.nextRunAt, now)))
        .returning({ name: schedules.name });
      if (claimed.length === 0) continue;
      try {
        const result = await task({ db, clock, logger: logger.child({ task: name }), now });
        await db
          .update(schedules)
          .set({ lastFinishedAt: unixNow(clock), lastResult: result ?? null })
          .where(eq(schedules.name, name));
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
