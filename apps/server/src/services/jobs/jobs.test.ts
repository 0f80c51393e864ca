import { eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schedules, sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { JobQueue, retryDelay, type JobHandler } from './job-queue.js';
import { nextDailyRun, Scheduler } from './scheduler.js';
import { lastReconciliation, RECONCILE_TASK } from '../ledger/nightly-reconcile.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function queue(
  workerId: string,
  handlers: Record<string, JobHandler>,
  leaseSeconds?: number,
): JobQueue {
  const q = new JobQueue({
    db: t.db,
    clock: t.clock,
    logger: t.app.log,
    workerId,
    ...(leaseSeconds ? { leaseSeconds } : {}),
  });
  for (const [type, handler] of Object.entries(handlers)) q.register(type, handler);
  return q;
}

/** A job that counts to `to`, recording progress, and answers the total. */
const count: JobHandler = async (payload, context) => {
  const to = Number(payload['to']);
  for (let done = 1; done <= to; done += 1) await context.progress(done, to);
  return { counted: to };
};

describe('the job queue', () => {
  it('runs a job, records its progress and result', async () => {
    const worker = queue('w-count', { 'test.count': count });
    const { job, created } = await worker.enqueue(t.db, { type: 'test.count', payload: { to: 3 } });
    expect(created).toBe(true);
    expect(job).toMatchObject({ status: 'queued', progress: 0, total: 0 });
    expect(await worker.runUntilIdle()).toBe(1);
    expect(await worker.get(t.db, job.id)).toMatchObject({
      status: 'done',
      progress: 3,
      total: 3,
      result: { counted: 3 },
      error: null,
    });
  });

  it('shows progress while a job runs', async () => {
    let seen: unknown;
    const worker = queue('w-progress', {
      'test.peek': async (_payload, context) => {
        await context.progress(2, 5);
        seen = await worker.get(t.db, context.job.id);
      },
    });
    await worker.enqueue(t.db, { type: 'test.peek' });
    await worker.runUntilIdle();
    expect(seen).toMatchObject({ status: 'running', progress: 2, total: 5 });
  });

  it('keeps one active job per unique key', async () => {
    const worker = queue('w-unique', { 'test.unique': async () => 'ok' });
    const first = await worker.enqueue(t.db, { type: 'test.unique', uniqueKey: 'list-all:7' });
    const second = await worker.enqueue(t.db, { type: 'test.unique', uniqueKey: 'list-all:7' });
    expect(second).toEqual({ job: first.job, created: false });
    expect((await worker.findActive(t.db, 'list-all:7'))?.id).toBe(first.job.id);
    await worker.runUntilIdle();
    expect(await worker.findActive(t.db, 'list-all:7')).toBeUndefined();
    expect(
      (await worker.enqueue(t.db, { type: 'test.unique', uniqueKey: 'list-all:7' })).created,
    ).toBe(true);
  });

  it('enqueues inside a caller’s transaction without breaking it on a duplicate key', async () => {
    const worker = queue('w-tx', { 'test.tx': async () => 'ok' });
    await t.db.transaction(async (tx) => {
      await worker.enqueue(tx, { type: 'test.tx', uniqueKey: 'tx-key' });
      const again = await worker.enqueue(tx, { type: 'test.tx', uniqueKey: 'tx-key' });
      expect(again.created).toBe(false);
    });
    expect(await worker.runUntilIdle()).toBe(1);
  });

  it('does not run a job before its time', async () => {
    const worker = queue('w-later', { 'test.later': async () => 'ok' });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const { job } = await worker.enqueue(t.db, { type: 'test.later', runAt: now + 60 });
    expect(await worker.runUntilIdle()).toBe(0);
    t.clock.advanceSeconds(61);
    expect(await worker.runUntilIdle()).toBe(1);
    expect((await worker.get(t.db, job.id))?.status).toBe('done');
  });

  it('retries a failing job with back-off, then marks it failed', async () => {
    let calls = 0;
    const worker = queue('w-fail', {
      'test.fail': async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    });
    const { job } = await worker.enqueue(t.db, { type: 'test.fail', maxAttempts: 2 });
    await worker.runUntilIdle();
    expect(await worker.get(t.db, job.id)).toMatchObject({ status: 'queued', error: 'boom 1' });
    expect(await worker.runUntilIdle()).toBe(0);
    t.clock.advanceSeconds(retryDelay(1));
    await worker.runUntilIdle();
    expect(await worker.get(t.db, job.id)).toMatchObject({ status: 'failed', error: 'boom 2' });
    expect(calls).toBe(2);
  });

  it('claims again a job whose worker died (its lease expired)', async () => {
    const dead = queue('w-dead', { 'test.lease': async () => 'never' }, 30);
    const { job } = await dead.enqueue(t.db, { type: 'test.lease' });
    expect((await dead.claim())?.id).toBe(job.id);
    const alive = queue('w-alive', { 'test.lease': async () => 'done by alive' });
    expect(await alive.runUntilIdle()).toBe(0);
    t.clock.advanceSeconds(31);
    expect(await alive.runUntilIdle()).toBe(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'done',
      result: 'done by alive',
      lockedBy: 'w-alive',
      attempts: 2,
    });
  });

  it('gives each job to one worker when workers poll together', async () => {
    const ran: string[] = [];
    const handler =
      (name: string): JobHandler =>
      async (payload) => {
        ran.push(`${name}:${String(payload['n'])}`);
      };
    const workers = ['a', 'b', 'c'].map((name) =>
      queue(`w-${name}`, { 'test.shared': handler(name) }),
    );
    for (let n = 0; n < 12; n += 1)
      await workers[0]!.enqueue(t.db, { type: 'test.shared', payload: { n } });
    const counts = await Promise.all(workers.map((worker) => worker.runUntilIdle()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(new Set(ran.map((entry) => entry.split(':')[1])).size).toBe(12);
  });
});

describe('stopping a worker', () => {
  it('hands a job still running after the wait back to the queue, for another worker', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = queue('w-leaving', {
      'test.long': async () => {
        started();
        await held;
        return 'late';
      },
    });
    const { job } = await slow.enqueue(t.db, { type: 'test.long' });
    slow.start(10);
    await running;
    await slow.stop(50);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    const other = queue('w-staying', { 'test.long': async () => 'on time' });
    expect(await other.runUntilIdle()).toBe(1);
    release();
    // The leaving worker's late answer is not recorded over the other's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await other.get(t.db, job.id)).toMatchObject({ status: 'done', result: 'on time' });
  });
});

describe('the scheduler', () => {
  it('runs a task at once, then once per interval of the injected clock', async () => {
    const runs: number[] = [];
    const scheduler = new Scheduler({ db: t.db, clock: t.clock, logger: t.app.log });
    scheduler.every('test.every-minute', 60, async ({ now }) => {
      runs.push(now);
    });
    expect(await scheduler.tick()).toEqual(['test.every-minute']);
    expect(await scheduler.tick()).toEqual([]);
    t.clock.advanceSeconds(59);
    expect(await scheduler.tick()).toEqual([]);
    t.clock.advanceSeconds(1);
    expect(await scheduler.tick()).toEqual(['test.every-minute']);
    expect(runs[1]! - runs[0]!).toBe(60);
  });

  it('runs a task once per slot however many processes tick', async () => {
    let runs = 0;
    const schedulers = [1, 2, 3].map(() => {
      const scheduler = new Scheduler({ db: t.db, clock: t.clock, logger: t.app.log });
      scheduler.every('test.shared-task', 300, async () => {
        runs += 1;
      });
      return scheduler;
    });
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(runs).toBe(1);
    t.clock.advanceSeconds(300);
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(runs).toBe(2);
  });

  it('keeps going when a task fails, and retries it next interval', async () => {
    const scheduler = new Scheduler({ db: t.db, clock: t.clock, logger: t.app.log });
    let calls = 0;
    scheduler.every('test.failing', 10, async () => {
      calls += 1;
      throw new Error('task failed');
    });
    scheduler.every('test.after', 10, async () => undefined);
    expect(await scheduler.tick()).toEqual(['test.after']);
    t.clock.advanceSeconds(10);
    await scheduler.tick();
    expect(calls).toBe(2);
    const [row] = await t.db.select().from(schedules).where(eq(schedules.name, 'test.failing'));
    expect(row?.lastRunAt).toBe(Math.floor(t.clock.now().getTime() / 1000));
  });

  it('runs a daily task at its hour of the time zone, once, and keeps what it answered', async () => {
    const scheduler = new Scheduler({ db: t.db, clock: t.clock, logger: t.app.log });
    const runs: number[] = [];
    scheduler.daily('test.daily', 3, 'Asia/Shanghai', async ({ now }) => {
      runs.push(now);
      return { checked: runs.length };
    });
    // 2031-03-04 18:59:59 UTC is 02:59:59 the next day in Shanghai (UTC+8).
    t.clock.set(Date.UTC(2031, 2, 4, 18, 59, 59));
    expect(await scheduler.tick()).toEqual([]);
    t.clock.advanceSeconds(1);
    expect(await scheduler.tick()).toEqual(['test.daily']);
    expect(await scheduler.tick()).toEqual([]);
    t.clock.advanceSeconds(86_399);
    expect(await scheduler.tick()).toEqual([]);
    t.clock.advanceSeconds(1);
    expect(await scheduler.tick()).toEqual(['test.daily']);
    expect(runs).toEqual([Date.UTC(2031, 2, 4, 19) / 1000, Date.UTC(2031, 2, 5, 19) / 1000]);
    const [row] = await t.db.select().from(schedules).where(eq(schedules.name, 'test.daily'));
    expect(row).toMatchObject({
      nextRunAt: Date.UTC(2031, 2, 6, 19) / 1000,
      lastFinishedAt: Date.UTC(2031, 2, 5, 19) / 1000,
      lastResult: { checked: 2 },
    });
  });

  it.each([
    // [now (UTC), hour, zone, next run (UTC)]
    ['2031-03-04T02:00:00Z', 3, 'UTC', '2031-03-04T03:00:00Z'],
    ['2031-03-04T03:00:00Z', 3, 'UTC', '2031-03-05T03:00:00Z'],
    ['2031-03-04T03:00:01Z', 0, 'UTC', '2031-03-05T00:00:00Z'],
    ['2031-03-04T23:59:59Z', 0, 'UTC', '2031-03-05T00:00:00Z'],
    ['2031-03-04T12:00:00Z', 3, 'Asia/Kolkata', '2031-03-04T21:30:00Z'],
    // New York springs forward on 2031-03-09 (02:00 EST becomes 03:00 EDT).
    ['2031-03-08T12:00:00Z', 3, 'America/New_York', '2031-03-09T07:00:00Z'],
    ['2031-03-09T12:00:00Z', 3, 'America/New_York', '2031-03-10T07:00:00Z'],
    ['2031-03-08T12:00:00Z', 2, 'America/New_York', '2031-03-10T06:00:00Z'],
  ])('nextDailyRun after %s at %i:00 in %s is %s', (now, hour, zone, next) => {
    expect(nextDailyRun(Date.parse(now) / 1000, hour, zone)).toBe(Date.parse(next) / 1000);
  });

  it('reconciles the books at night, once, and stores the report', async () => {
    const [before] = await t.db.select().from(schedules).where(eq(schedules.name, RECONCILE_TASK));
    expect(before).toBeUndefined();
    expect(await lastReconciliation(t.db)).toBeUndefined();
    await t.app.deps.scheduler.tick();
    const [row] = await t.db.select().from(schedules).where(eq(schedules.name, RECONCILE_TASK));
    t.clock.set((row!.nextRunAt as number) * 1000);
    expect(await t.app.deps.scheduler.tick()).toContain(RECONCILE_TASK);
    expect(await t.app.deps.scheduler.tick()).not.toContain(RECONCILE_TASK);
    expect(await lastReconciliation(t.db)).toMatchObject({
      finishedAt: row!.nextRunAt,
      summary: { ok: true, problem_count: 0, problems: [] },
    });
  });

  it('runs the app’s housekeeping, which deletes expired sessions', async () => {
    await t.login('buyer');
    t.clock.advanceSeconds(t.config.tokenTtlSeconds + 1);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(await t.db.$count(sessions, lte(sessions.expiretime, now))).toBeGreaterThan(0);
    expect(await t.app.deps.scheduler.tick()).toContain('housekeeping');
    expect(await t.db.$count(sessions, lte(sessions.expiretime, now))).toBe(0);
  });

  it('starts and stops background polling', async () => {
    const scheduler = new Scheduler({ db: t.db, clock: t.clock, logger: t.app.log });
    let runs = 0;
    scheduler.every('test.polled', 3600, async () => {
      runs += 1;
    });
    scheduler.start(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await scheduler.stop();
    expect(runs).toBe(1);
    const worker = queue('w-polled', { 'test.polled-job': async () => 'polled' });
    const { job } = await worker.enqueue(t.db, { type: 'test.polled-job' });
    worker.start(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.stop();
    expect((await worker.get(t.db, job.id))?.status).toBe('done');
  });
});
