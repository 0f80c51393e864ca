import { sql } from 'drizzle-orm';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client';
import { queryRows, type Database, type PoolStats } from '../db/database.js';
import { unixNow, type Clock } from '../lib/clock.js';
import { lastReconciliation } from '../services/ledger/nightly-reconcile.js';
// The app's type is Fastify's instance (build-app's `App`), named here so this module does not import build-app back.
import type { FastifyInstance as App } from 'fastify';

/** Seconds: from a cached catalogue answer to a slow payment or upload. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * The Node process's own metrics (CPU, resident memory, heap, event-loop delay, GC), collected once
 * per process however many apps it builds (tests build many).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What `/metrics` reads when it is scraped. */
export interface MetricSources {
  readonly db: Database;
  readonly clock: Clock;
  /** The PostgreSQL pool's use; absent on PGlite (one connection in the process). */
  readonly poolStats?: (() => PoolStats) | undefined;
  /** Open chat sockets of this process. */
  readonly chatSockets: () => number;
}

/**
 * The app's Prometheus metrics (prom-client): counters and histograms the code updates as things
 * happen, and gauges read from their source at each scrape. Names start with `bazaar_`.
 */
export class AppMetrics {
  readonly registry = new Registry();
  /** HTTP requests answered, by method, route pattern and status. */
  readonly requests: Counter<'method' | 'route' | 'status'>;
  /** Time to answer, by method and route pattern. */
  readonly latency: Histogram<'method' | 'route'>;
  /** Answers with a 5xx status (a fault of the server, never the client's). */
  readonly errors: Counter<'method' | 'route'>;
  /** Chat messages stored and pushed by this process. */
  readonly chatMessages: Counter;
  /** Jobs this process ran, by type and outcome (`done`, `retry`, `failed`). */
  readonly jobsRun: Counter<'type' | 'outcome'>;
  /** How long jobs ran, by type. */
  readonly jobDuration: Histogram<'type'>;
  /** Counts scrapes, so that the gauges of one scrape share one read of their source. */
  private scrapes = 0;

  constructor() {
    const counter = <L extends string>(config: CounterConfiguration<L>) =>
      new Counter<L>({ ...config, registers: [this.registry] });
    this.requests = counter({
      name: 'bazaar_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
    });
    this.errors = counter({
      name: 'bazaar_http_errors_total',
      help: 'HTTP answers with a 5xx status, by method and route pattern.',
      labelNames: ['method', 'route'],
    });
    this.latency = new Histogram({
      name: 'bazaar_http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.chatMessages = counter({
      name: 'bazaar_chat_messages_total',
      help: 'Chat messages sent through this process (over HTTP or a socket).',
    });
    this.jobsRun = counter({
      name: 'bazaar_jobs_run_total',
      help: 'Jobs this process ran, by type and outcome (done, retry, failed).',
      labelNames: ['type', 'outcome'],
    });
    this.jobDuration = new Histogram({
      name: 'bazaar_job_duration_seconds',
      help: 'How long jobs ran, by type.',
      labelNames: ['type'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers: [this.registry],
    });
  }

  /** Adds the gauges read at scrape time: the pool, the job queue, sockets, the last reconciliation. */
  watch(sources: MetricSources): void {
    const registers = [this.registry];
    /** `read` once per scrape, however many gauges ask. */
    const perScrape = <T>(read: () => Promise<T>): (() => Promise<T>) => {
      let cached: { scrape: number; value: Promise<T> } | undefined;
      return () => {
        if (cached?.scrape !== this.scrapes) cached = { scrape: this.scrapes, value: read() };
        return cached.value;
      };
    };
    const { poolStats } = sources;
    if (poolStats) {
      new Gauge({
        name: 'bazaar_db_pool_connections',
        help: 'PostgreSQL pool connections of this process: total open, idle, and requests waiting for one.',
        labelNames: ['state'],
        registers,
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
      new Gauge({
        name: 'bazaar_db_pool_max',
        help: 'The most connections the pool opens (PG_POOL_SIZE).',
        registers,
        collect() {
          this.set(poolStats().max);
        },
      });
    }
    new Gauge({
      name: 'bazaar_chat_sockets',
      help: 'Open chat websockets of this process.',
      registers,
      collect() {
        this.set(sources.chatSockets());
      },
    });
    // One query per scrape feeds several gauges: each gauge's collect awaits the same answer.
    const queueNow = perScrape(async () => {
      const now = unixNow(sources.clock);
      const [row] = await queryRows<{
        due: string;
        scheduled: string;
        running: string;
        oldest: string | null;
      }>(
        sources.db,
        sql`select count(*) filter (where status = 'queued' and run_at <= ${now}) as due,
                   count(*) filter (where status = 'queued' and run_at > ${now}) as scheduled,
                   count(*) filter (where status = 'running') as running,
                   min(run_at) filter (where status = 'queued' and run_at <= ${now}) as oldest
            from jobs where status in ('queued', 'running')`,
      );
      return {
        due: Number(row?.due ?? 0),
        scheduled: Number(row?.scheduled ?? 0),
        running: Number(row?.running ?? 0),
        oldestAge: row?.oldest == null ? 0 : now - Number(row.oldest),
      };
    });
    new Gauge({
      name: 'bazaar_jobs',
      help: 'Jobs in the queue (all processes): due (waiting for a worker), scheduled (later), running.',
      labelNames: ['state'],
      registers,
      async collect() {
        const queue = await queueNow();
        this.set({ state: 'due' }, queue.due);
        this.set({ state: 'scheduled' }, queue.scheduled);
        this.set({ state: 'running' }, queue.running);
      },
    });
    new Gauge({
      name: 'bazaar_jobs_oldest_due_age_seconds',
      help: 'How long the oldest due job has waited for a worker (0 when none waits).',
      registers,
      async collect() {
        this.set((await queueNow()).oldestAge);
      },
    });
    const reconciliation = perScrape(() => lastReconciliation(sources.db));
    new Gauge({
      name: 'bazaar_ledger_reconciliation_ok',
      help: 'The last nightly reconciliation: 1 when the books reconciled, 0 when not, -1 before the first.',
      registers,
      async collect() {
        const last = await reconciliation();
        this.set(last ? (last.summary.ok ? 1 : 0) : -1);
      },
    });
    new Gauge({
      name: 'bazaar_ledger_reconciliation_problems',
      help: 'How many problems the last reconciliation found.',
      registers,
      async collect() {
        const last = await reconciliation();
        if (last) this.set(last.summary.problem_count);
      },
    });
    new Gauge({
      name: 'bazaar_ledger_reconciliation_timestamp_seconds',
      help: 'When the last reconciliation finished (unix seconds; 0 before the first).',
      registers,
      async collect() {
        const last = await reconciliation();
        if (last) this.set(last.finishedAt);
      },
    });
  }

  /** The text exposition of this app's and the process's metrics. */
  async render(): Promise<string> {
    this.scrapes += 1;
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }
}

/**
 * Counts and times every answer (by Fastify's route pattern, so paths with ids stay one series;
 * unmatched paths are `unmatched`), and serves `GET /metrics` in Prometheus's text format. Keep
 * `/metrics` off the public site (the nginx configuration refuses it).
 */
export function registerMetrics(app: App, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    const status = reply.statusCode;
    metrics.requests.inc({ method, route, status });
    metrics.latency.observe({ method, route }, reply.elapsedTime / 1000);
    if (status >= 500) metrics.errors.inc({ method, route });
  });
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.render()),
  );
}
