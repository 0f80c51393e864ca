import { chat, user } from '@bazaar/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schedules } from '../db/schema/index.js';
import { unixNow } from '../lib/clock.js';
import { RECONCILE_TASK } from '../services/ledger/nightly-reconcile.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    register: (app) => {
      app.post('/test/enqueue', async () => {
        const { job } = await app.deps.jobs.enqueue(app.deps.db, { type: 'test.metric' });
        return { id: job.id };
      });
    },
  });
  t.app.deps.jobs.register('test.metric', async () => 'ran');
});
afterAll(() => t?.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series (`name{labels}` exactly as exposed), or undefined. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests and their latency by route pattern, and 5xx answers as errors', async () => {
    await t.call(user.captcha);
    await t.call(user.captcha);
    await t.app.inject({ method: 'GET', url: '/api/wanlshop/no-such-endpoint' });
    const text = await scrape();
    expect(
      value(
        text,
        'bazaar_http_requests_total{method="GET",route="/api/wanlshop/user/captcha",status="200"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'bazaar_http_request_duration_seconds_count{method="GET",route="/api/wanlshop/user/captcha"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'bazaar_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/wanlshop/user/captcha"}',
      ),
    ).toBe(2);
    // Paths that match no route are one series, whatever they are.
    expect(
      value(text, 'bazaar_http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain('no-such-endpoint');
    expect(text).toContain('# TYPE bazaar_http_errors_total counter');
    // The process's own metrics come along.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('shows the job queue: depth, the oldest due job’s age, and the jobs run here', async () => {
    const now = unixNow(t.clock);
    await t.app.deps.jobs.enqueue(t.db, { type: 'test.metric', runAt: now - 40 });
    await t.app.deps.jobs.enqueue(t.db, { type: 'test.metric', runAt: now + 3600 });
    let text = await scrape();
    expect(value(text, 'bazaar_jobs{state="due"}')).toBe(1);
    expect(value(text, 'bazaar_jobs{state="scheduled"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'bazaar_jobs_oldest_due_age_seconds')).toBe(40);
    await t.app.deps.jobs.runUntilIdle();
    text = await scrape();
    expect(value(text, 'bazaar_jobs{state="due"}')).toBe(0);
    expect(value(text, 'bazaar_jobs_oldest_due_age_seconds')).toBe(0);
    expect(value(text, 'bazaar_jobs_run_total{type="test.metric",outcome="done"}')).toBe(1);
  });

  it('keeps the request id of the request that enqueued a job', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/enqueue',
      headers: { 'x-request-id': 'nginx-4f1c2a' },
    });
    const { id } = response.json() as { id: number };
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job?.requestId).toBe('nginx-4f1c2a');
    // Enqueued outside a request (a scheduled task): none.
    const { job: background } = await t.app.deps.jobs.enqueue(t.db, { type: 'test.metric' });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, background.id));
    expect(row?.requestId).toBeNull();
    await t.app.deps.jobs.runUntilIdle();
  });

  it('counts chat messages and open sockets', async () => {
    const buyer = await t.login('buyer');
    const merchant = await t.call(user.login, {
      body: { account: 'merchant', password: 'merchant123' },
    });
    const sent = await t.call(chat.send, {
      token: buyer,
      body: {
        to_id: merchant.data.userinfo.id,
        message: { type: 'text', content: { text: 'counted' } },
      },
    });
    expect(sent.body.code).toBe(1);
    const text = await scrape();
    expect(value(text, 'bazaar_chat_messages_total')).toBe(1);
    expect(value(text, 'bazaar_chat_sockets')).toBe(0);
  });

  it('shows the last nightly reconciliation once one ran', async () => {
    expect(value(await scrape(), 'bazaar_ledger_reconciliation_ok')).toBe(-1);
    await t.app.deps.scheduler.tick();
    const [row] = await t.db.select().from(schedules).where(eq(schedules.name, RECONCILE_TASK));
    t.clock.set((row!.nextRunAt as number) * 1000);
    expect(await t.app.deps.scheduler.tick()).toContain(RECONCILE_TASK);
    const text = await scrape();
    expect(value(text, 'bazaar_ledger_reconciliation_ok')).toBe(1);
    expect(value(text, 'bazaar_ledger_reconciliation_problems')).toBe(0);
    expect(value(text, 'bazaar_ledger_reconciliation_timestamp_seconds')).toBe(row!.nextRunAt);
  });

  it('shows the PostgreSQL pool’s use (not on PGlite, which has no pool)', async () => {
    const text = await scrape();
    if (t.driver === 'postgres') {
      expect(value(text, 'bazaar_db_pool_max')).toBe(5);
      expect(value(text, 'bazaar_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(value(text, 'bazaar_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('bazaar_db_pool');
    }
  });
});
