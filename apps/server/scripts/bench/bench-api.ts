/**
 * `npm run bench:api` (at the root): load on the API from this process, the server in another.
 *
 * For each engine (embedded PGlite, then a fresh PostgreSQL database) it prepares a seeded
 * database, starts the real server as `npm start` does (`dist/main.js`, built first) as a child process, and drives it with
 * autocannon: the catalogue search and the goods page at BENCH_CONNECTIONS (50) connections, then
 * order-then-pay (order confirmation, addOrder, payment with the payment password) at
 * BENCH_ORDER_CONNECTIONS (10). A bare Fastify hello world, started and measured the same way,
 * is the ceiling. Prints requests/s, p50 and p99 per route, errors (socket errors, time-outs,
 * non-2xx and envelopes with a code other than 1) and the server process's peak resident memory.
 *
 * The engines `nginx-1` and `nginx-2` measure the same through nginx (deploy/nginx, over TLS as in
 * production) in front of one and two server processes on a fresh PostgreSQL database and Redis
 * (`BENCH_REDIS_URL`, default REDIS_URL, else redis://127.0.0.1:6379): the cost of the proxy and the
 * gain of a second process on this machine.
 *
 * The catalogue is grown to BENCH_GOODS (10,000) goods on sale (`prepare.ts`), and the search mix
 * holds misspelt and partial keywords.
 *
 * Environment: BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (50),
 * BENCH_ORDER_CONNECTIONS (10), BENCH_ENGINES (`pglite,postgres`; add `nginx-1,nginx-2`),
 * BENCH_DATABASE_URL (a PostgreSQL server where a database may be created and dropped; default
 * DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Context, type Request, type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { databaseUrlFor } from '../../src/test/databases.js';
import { START_ENV, START_NODE_OPTIONS } from '../../src/test/server-process.js';
import { startNginx, type NginxProcess } from '../../src/test/nginx-process.js';
import { BENCH_PASSWORD, prepareBenchDatabase, type BenchFixture } from './prepare.js';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const DURATION = Number(env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(env['BENCH_CONNECTIONS'] ?? 50);
const ORDER_CONNECTIONS = Number(env['BENCH_ORDER_CONNECTIONS'] ?? 10);
/** Goods on sale the catalogue is grown to (the issue's search target is on 10,000). */
const GOODS = Number(env['BENCH_GOODS'] ?? 10_000);
const ENGINES = (env['BENCH_ENGINES'] ?? 'pglite,postgres').split(',').map((name) => name.trim());
const ADMIN_URL =
  env['BENCH_DATABASE_URL'] ?? env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = env['BENCH_REDIS_URL'] ?? env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** `nginx-1`, `nginx-2`: PostgreSQL behind nginx with that many servers. */
const NGINX_ENGINE = /^nginx-([12])$/;

/** One measured route. */
interface Row {
  readonly target: string;
  readonly route: string;
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly note?: string;
}

/** A started server process. */
interface Started {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `args` with Node in `apps/server`, and waits for `ready` (a URL answering 200). */
async function startProcess(
  args: readonly string[],
  extraEnv: Record<string, string>,
  readyPath: string,
): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: { ...env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The process's peak resident memory (VmHWM, Linux), in MB; null elsewhere. */
async function peakMemoryMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

function row(
  target: string,
  route: string,
  connections: number,
  result: Result,
  failures = 0,
  note?: string,
): Row {
  return {
    target,
    route,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + failures,
    ...(note ? { note } : {}),
  };
}

/** Counts envelopes whose code is not 1 (a refusal answered with HTTP 200 is still an error here). */
function envelopeChecker() {
  const state = { failures: 0, sample: '' };
  const onResponse = (status: number, body: string) => {
    if (status !== 200) return;
    try {
      const envelope = JSON.parse(body) as { code: number; msg: string };
      if (envelope.code !== 1) {
        state.failures += 1;
        state.sample ||= envelope.msg;
      }
    } catch {
      state.failures += 1;
      state.sample ||= 'not JSON';
    }
  };
  return { state, onResponse };
}

async function loadGets(
  url: string,
  paths: readonly string[],
  connections: number,
  duration: number,
): Promise<{ result: Result; failures: number; sample: string }> {
  const check = envelopeChecker();
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: paths.map((requestPath) => ({
      method: 'GET',
      path: requestPath,
      onResponse: check.onResponse,
    })),
  });
  return { result, failures: check.state.failures, sample: check.state.sample };
}

/** The search mix: the default page, keywords, a category, each sort, a second page, shops. */
function searchPaths(fixture: BenchFixture): string[] {
  const base = '/api/wanlshop/common/goods';
  const category = fixture.categoryIds[0] ?? 1;
  return [
    `${base}`,
    `${base}?keyword=phone`,
    `${base}?keyword=cotton%20shirt&order=price&sort=asc`,
    `${base}?id=${category}&order=sale`,
    `${base}?order=new&page=2`,
    `${base}?order=price&sort=desc`,
    `${base}?type=shop`,
    `${base}?keyword=serum&order=sale`,
    // Typo-tolerant search: misspelt and partial words (pg_trgm).
    `${base}?keyword=hedphones`,
    `${base}?keyword=${encodeURIComponent('ヘッドホン')}`,
    `${base}?keyword=smartwach&order=sale`,
    `${base}?keyword=wireles%20earbud`,
  ];
}

async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/wanlshop/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: username, password: BENCH_PASSWORD }),
  });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { userinfo: { token: string } };
  };
  if (envelope.code !== 1) throw new Error(`login ${username}: ${envelope.msg}`);
  return envelope.data.userinfo.token;
}

/**
 * Order-then-pay: each connection is one bench buyer who, in a loop, asks the order confirmation
 * of one unit, submits it (one order) and pays it with the payment password.
 */
async function loadOrders(
  url: string,
  fixture: BenchFixture,
  connections: number,
  duration: number,
): Promise<{ result: Result; failures: number; sample: string; orders: number }> {
  const tokens = await Promise.all(
    fixture.buyers.slice(0, connections).map((username) => login(url, username)),
  );
  let nextBuyer = 0;
  const state = { failures: 0, sample: '', orders: 0 };
  const read = (status: number, body: string): Record<string, unknown> | undefined => {
    try {
      const envelope = JSON.parse(body) as { code: number; msg: string; data: unknown };
      if (status === 200 && envelope.code === 1) return envelope.data as Record<string, unknown>;
      state.sample ||= `${status} ${envelope.msg}`;
    } catch {
      state.sample ||= `${status} not JSON`;
    }
    state.failures += 1;
    return undefined;
  };
  const json = (token: string, body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const { goodsId, skuId } = fixture.orderLine;
  const requests: Request[] = [
    {
      path: '/api/wanlshop/order/getOrderGoodsList',
      setupRequest: (request, context: Context) => {
        context['token'] ??= tokens[nextBuyer++ % tokens.length];
        return {
          ...request,
          ...json(context['token'] as string, [{ goods_id: goodsId, sku_id: skuId, number: 1 }]),
        };
      },
      onResponse: (status, body, context) => {
        const data = read(status, body) as
          | {
              token: string;
              addressData: { id: number };
              orderData: { lists: { shop_id: number }[] };
            }
          | undefined;
        context['confirmation'] = data;
      },
    },
    {
      path: '/api/wanlshop/order/addOrder',
      setupRequest: (request, context) => {
        const confirmation = context['confirmation'] as
          | {
              token: string;
              addressData: { id: number };
              orderData: { lists: { shop_id: number }[] };
            }
          | undefined;
        if (!confirmation) return undefined;
        return {
          ...request,
          ...json(context['token'] as string, {
            token: confirmation.token,
            order: {
              address_id: confirmation.addressData.id,
              lists: confirmation.orderData.lists.map((shop) => ({
                shop_id: shop.shop_id,
                products: [{ goods_id: goodsId, sku_id: skuId, number: 1 }],
              })),
            },
          }),
        };
      },
      onResponse: (status, body, context) => {
        context['orderIds'] = (read(status, body) as { order_id: number[] } | undefined)?.order_id;
      },
    },
    {
      path: '/api/wanlshop/pay/payment',
      setupRequest: (request, context) => {
        const orderIds = context['orderIds'] as number[] | undefined;
        if (!orderIds) return undefined;
        return {
          ...request,
          ...json(context['token'] as string, {
            order_id: orderIds,
            type: 'balance',
            captcha: BENCH_PASSWORD,
          }),
        };
      },
      onResponse: (status, body) => {
        if (read(status, body)) state.orders += 1;
      },
    },
  ];
  const result = await autocannon({ url, connections, duration, requests });
  return { result, ...state };
}

/** Prepares a database for `engine` and answers the server's environment and a cleanup. */
async function prepareEngine(
  engine: string,
): Promise<{ env: Record<string, string>; fixture: BenchFixture; cleanup: () => Promise<void> }> {
  const buyers = Math.max(ORDER_CONNECTIONS, 1);
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-bench-'));
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const fixture = await migrateAndPrepare(handle, buyers);
    return {
      // Empty, not inherited: with DATABASE_URL exported the server would use that server instead.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      fixture,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (engine === 'postgres' || NGINX_ENGINE.test(engine)) {
    const name = `bazaar_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const databaseUrl = databaseUrlFor(ADMIN_URL, name);
    const handle = await openDatabase({ databaseUrl, poolSize: 2 });
    const fixture = await migrateAndPrepare(handle, buyers);
    return {
      env: { DATABASE_URL: databaseUrl },
      fixture,
      cleanup: async () => {
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  throw new Error(`unknown engine ${engine} (pglite or postgres)`);
}

async function migrateAndPrepare(handle: DatabaseHandle, buyers: number): Promise<BenchFixture> {
  try {
    await handle.migrate();
    return await prepareBenchDatabase(handle.db, buyers, GOODS);
  } finally {
    await handle.close();
  }
}

async function benchEngine(engine: string): Promise<{ rows: Row[]; peakMb: number | null }> {
  const prepared = await prepareEngine(engine);
  const behindNginx = Number(NGINX_ENGINE.exec(engine)?.[1] ?? 0);
  const servers: Started[] = [];
  let nginx: NginxProcess | undefined;
  try {
    const serverEnv = {
      ...START_ENV,
      ...prepared.env,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      SHOP_DIST: '/nonexistent',
      LOGIN_MAX_PER_IP: '100000',
      LOGIN_MAX_FAILURES: '1000',
      ...(behindNginx
        ? { REDIS_URL, REDIS_PREFIX: `bench-${process.pid}-${engine}:`, TRUST_PROXY: '127.0.0.1' }
        : {}),
    };
    for (let i = 0; i < Math.max(1, behindNginx); i += 1) {
      servers.push(
        await startProcess([...START_NODE_OPTIONS, 'dist/main.js'], serverEnv, '/readyz'),
      );
    }
    let url = (servers[0] as Started).url;
    if (behindNginx) {
      const ports = servers.map((one) => Number(new URL(one.url).port));
      nginx = await startNginx({
        // One server: both upstream lines name it.
        upstreams: [ports[0] as number, (ports[1] ?? ports[0]) as number],
        httpPort: await freePort(),
        httpsPort: await freePort(),
        shopDist: '/nonexistent',
      });
      url = nginx.httpsUrl;
    }
    const fixture = prepared.fixture;
    const detailPaths = fixture.goodsIds.map((id) => `/api/wanlshop/goods/detail?id=${id}`);
    const memory = sampleMemory((servers[0] as Started).url);
    // Warm-up: JIT, connection pool, plans.
    await loadGets(url, [...searchPaths(fixture), ...detailPaths], CONNECTIONS, 3);
    const rows: Row[] = [];
    const search = await loadGets(url, searchPaths(fixture), CONNECTIONS, DURATION);
    rows.push(
      row(
        engine,
        'GET common/goods (search mix)',
        CONNECTIONS,
        search.result,
        search.failures,
        search.sample,
      ),
    );
    const detail = await loadGets(url, detailPaths, CONNECTIONS, DURATION);
    rows.push(
      row(engine, 'GET goods/detail', CONNECTIONS, detail.result, detail.failures, detail.sample),
    );
    const orders = await loadOrders(url, fixture, ORDER_CONNECTIONS, DURATION);
    rows.push(
      row(
        engine,
        'order-then-pay (3 requests)',
        ORDER_CONNECTIONS,
        orders.result,
        orders.failures,
        `${(orders.orders / DURATION).toFixed(1)} orders paid/s${orders.sample ? `; ${orders.sample}` : ''}`,
      ),
    );
    const peaks = await Promise.all(servers.map((one) => peakMemoryMb(one.child.pid)));
    const peakMb = peaks.every((peak) => peak !== null) ? Math.max(...(peaks as number[])) : null;
    const gauges = await memory.stop();
    console.log(
      `${engine}: the first server's memory at its peaks, MB: ${Object.entries(gauges)
        .map(([name, mb]) => `${name} ${mb}`)
        .join(', ')}`,
    );
    return { rows, peakMb };
  } finally {
    await nginx?.stop();
    for (const one of servers) await one.stop();
    await prepared.cleanup();
  }
}

/** The largest value seen of each memory gauge of a server's `/metrics`, in MB. */
type MemoryPeaks = Record<string, number>;

/** What `/metrics` says of memory (prom-client's process and Node metrics). */
const MEMORY_GAUGES: Record<string, RegExp> = {
  rss: /^process_resident_memory_bytes (\S+)/m,
  'heap total': /^nodejs_heap_size_total_bytes (\S+)/m,
  'heap used': /^nodejs_heap_size_used_bytes (\S+)/m,
  'young generation': /^nodejs_heap_space_size_total_bytes\{space="new"\} (\S+)/m,
  'old generation': /^nodejs_heap_space_size_total_bytes\{space="old"\} (\S+)/m,
  code: /^nodejs_heap_space_size_total_bytes\{space="code"\} (\S+)/m,
  external: /^nodejs_external_memory_bytes (\S+)/m,
};

/**
 * Samples a server's `/metrics` every 250 ms until `stop()`: where its resident memory goes
 * (the V8 heap by space, memory outside it) at the load's peak.
 */
function sampleMemory(url: string): { stop(): Promise<MemoryPeaks> } {
  const peaks: MemoryPeaks = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const text = await (await fetch(`${url}/metrics`)).text();
        for (const [name, pattern] of Object.entries(MEMORY_GAUGES)) {
          const value = Number(pattern.exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
          if (Number.isFinite(value)) peaks[name] = Math.max(peaks[name] ?? 0, Math.round(value));
        }
      } catch {
        // A sample lost under load: the next one counts.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peaks;
    },
  };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function printTable(rows: readonly Row[], peaks: Record<string, number | null>): void {
  const lines = [
    '| target | route | connections | req/s | p50 ms | p99 ms | errors | peak RSS MB (per server) | note |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${r.route} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${peaks[r.target] ?? '-'} | ${r.note ?? ''} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  // nginx's certificate in the nginx engines is made for the run (self-signed).
  if (ENGINES.some((engine) => NGINX_ENGINE.test(engine)))
    env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';
  console.log(
    `Bazaar API benchmark: ${DURATION} s per route, ${CONNECTIONS} connections (orders: ${ORDER_CONNECTIONS}), Node ${process.version}`,
  );
  const rows: Row[] = [];
  const peaks: Record<string, number | null> = {};
  const hello = await startProcess(
    ['--import', 'tsx', 'scripts/bench/hello-server.ts'],
    {},
    '/hello',
  );
  try {
    const result = await loadGets(hello.url, ['/hello'], CONNECTIONS, DURATION);
    rows.push(row('fastify hello world', 'GET /hello', CONNECTIONS, result.result));
    peaks['fastify hello world'] = await peakMemoryMb(hello.child.pid);
  } finally {
    await hello.stop();
  }
  for (const engine of ENGINES) {
    if (engine !== 'pglite' && !(await postgresReachable())) {
      console.log(`PostgreSQL at ${ADMIN_URL} is not reachable: skipped`);
      continue;
    }
    console.log(`${engine}: preparing, starting and loading...`);
    const { rows: engineRows, peakMb } = await benchEngine(engine);
    rows.push(...engineRows);
    peaks[engine] = peakMb;
  }
  printTable(rows, peaks);
}

await main();
