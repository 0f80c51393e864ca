import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  adminFinance,
  chat,
  merchant,
  merchantOrder,
  merchantRefund,
  order,
  pay,
  refund,
  upload,
  user,
  wallet,
  type EndpointDefinition,
  type ResponseOf,
} from '@bazaar/api/contract';
import { add, compare, subtract, toMoneyString } from '@bazaar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/database.js';
import { jobs, orders, schedules } from '../src/db/schema/index.js';
import { encodePng } from '../src/images/png.js';
import { reconcileLedger } from '../src/services/ledger/reconcile.js';
import { RECONCILE_TASK } from '../src/services/ledger/nightly-reconcile.js';
import { AUTO_CONFIRM_JOB } from '../src/services/orders/receipt.js';
import { createDatabaseFromTemplate } from '../src/test/databases.js';
import { DEMO_PASSWORDS, type DemoUsername, type TestApp } from '../src/test/harness.js';
import { startNginx, type NginxProcess } from '../src/test/nginx-process.js';
import { SHIPMENT, skuOf, type TestSku } from '../src/test/order-helpers.js';
import { freePort, startServerProcess, type ServerProcess } from '../src/test/server-process.js';

/**
 * Scale-out, end to end: nginx from `deploy/nginx` (TLS, round-robin, websocket upgrade) in front of
 * two server processes on one PostgreSQL database and the local Redis. Everything goes through
 * nginx unless a step needs to pick a server. `npm run test:scale`.
 */

// nginx's certificate is self-signed (made for this run); the servers are on 127.0.0.1 only.
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';

const ADMIN_URL = process.env['DATABASE_URL'] as string;
const REDIS_URL = process.env['REDIS_URL'] as string;

let servers: ServerProcess[] = [];
let nginx: NginxProcess;
let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let shopDist: string;
let serverEnv: Record<string, string>;
let ports: number[];
const prefix = `scale-${randomBytes(6).toString('hex')}:`;

/** What the clients saw: requests sent (with retries), retried, and answers by status. */
const traffic = { sent: 0, retries: 0, statuses: new Map<string, number>() };
/** The answer of each request sent by `call` (its status, or `network` when none came), by request id. */
const outcomes = new Map<string, number | 'network'>();
let requestCount = 0;
/** How long each call took, answer and retries included (milliseconds), in order. */
const durations: number[] = [];

/** The `q` quantile (0-1) of `values`, rounded to a tenth of a millisecond. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10
  );
}

function note(status: string) {
  traffic.statuses.set(status, (traffic.statuses.get(status) ?? 0) + 1);
}

type Envelope<T> = { code: number; msg: string; data: T };

/** Options of one API call through nginx. */
interface CallOptions {
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly query?: Record<string, string | number>;
  readonly requestId?: string;
  /** Send to this server's own port instead of through nginx. */
  readonly direct?: ServerProcess;
}

/**
 * Calls an endpoint like the shop app does: money writes carry an `Idempotency-Key`, and a call
 * that got no answer (a connection cut, 502, 503, 504) is sent again with the same key, up to ten
 * times a quarter of a second apart.
 */
async function call<E extends EndpointDefinition>(
  endpoint: E,
  options: CallOptions = {},
): Promise<Envelope<ResponseOf<E>>> {
  const base = options.direct ? options.direct.url : nginx.httpsUrl;
  const query = options.query
    ? `?${new URLSearchParams(
        Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)]),
      )}`
    : '';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers['token'] = options.token;
  if (endpoint.idempotent) headers['idempotency-key'] = randomUUID();
  const started = performance.now();
  const done = <T>(value: T): T => {
    durations.push(performance.now() - started);
    return value;
  };
  for (let attempt = 1; ; attempt += 1) {
    traffic.sent += 1;
    // Each attempt its own id, so the server that took it (its log) and its outcome pair up.
    const requestId = options.requestId ?? `c${(requestCount += 1)}`;
    headers['x-request-id'] = requestId;
    outcomes.set(requestId, 'network');
    try {
      const response = await fetch(`${base}/api${endpoint.path}${query}`, {
        method: endpoint.method,
        headers,
        ...(endpoint.method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
      });
      note(String(response.status));
      outcomes.set(requestId, response.status);
      if (![502, 503, 504].includes(response.status) || attempt === 10) {
        return done((await response.json()) as Envelope<ResponseOf<E>>);
      }
      await response.arrayBuffer();
    } catch (error) {
      note('network');
      if (attempt === 10) throw error;
    }
    traffic.retries += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `call` that expects success and answers `data`. */
async function ok<E extends EndpointDefinition>(
  endpoint: E,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const result = await call(endpoint, options);
  expect(result.msg, `${endpoint.name}: ${result.msg}`).toBe('');
  expect(result.code).toBe(1);
  return result.data;
}

const tokens = new Map<DemoUsername, string>();
const ids = new Map<DemoUsername, number>();

async function login(name: DemoUsername): Promise<string> {
  const data = await ok(user.login, {
    body: { account: name, password: DEMO_PASSWORDS[name] },
  });
  tokens.set(name, data.userinfo.token);
  ids.set(name, data.userinfo.id);
  return data.userinfo.token;
}

const token = (name: DemoUsername) => tokens.get(name) as string;

/** The test's view of the database, for the steps that arrange time and assert rows. */
const view = () => ({ db: handle.db }) as unknown as TestApp;

/** The server that logged an incoming request with `requestId`, by its index. */
function servedBy(requestId: string): number[] {
  return servers
    .map((server, index) => ({ server, index }))
    .filter(({ server }) =>
      server
        .logs()
        .some((line) => line['reqId'] === requestId && line['msg'] === 'incoming request'),
    )
    .map(({ index }) => index);
}

/** Places and pays an order of `number` units of `sku` as `buyer`; answers its id and amount. */
async function buy(
  buyer: DemoUsername,
  sku: TestSku,
  number = 1,
): Promise<{ id: number; paid: string }> {
  const confirmation = await ok(order.getOrderGoodsList, {
    token: token(buyer),
    body: [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number }],
  });
  const [address] = await queryRows<{ id: number }>(
    handle.db,
    sql`select a.id from addresses a join users u on u.id = a.user_id
        where u.username = ${buyer} and a.is_default`,
  );
  const submitted = await ok(order.addOrder, {
    token: token(buyer),
    body: {
      order: {
        address_id: Number(address?.id),
        lists: confirmation.orderData.lists.map((list) => ({
          shop_id: list.shop_id,
          products: list.products.map((p) => ({
            goods_id: p.goods_id,
            sku_id: p.sku_id,
            number: p.number,
          })),
        })),
      },
      token: confirmation.token,
    },
  });
  const id = submitted.order_id[0] as number;
  const paid = await ok(pay.payment, {
    token: token(buyer),
    body: { order_id: [id], type: 'balance', captcha: DEMO_PASSWORDS[buyer] },
  });
  return { id, paid: paid.money };
}

async function balance(name: DemoUsername): Promise<string> {
  return (await ok(pay.getBalance, { token: token(name) })).money;
}

async function orderState(id: number): Promise<number> {
  const [row] = await handle.db
    .select({ state: orders.state })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.state as number;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A chat socket through nginx, tagged with `requestId` so the server that holds it is known. */
class Socket {
  readonly frames: Array<Record<string, unknown>> = [];
  private waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Record<string, unknown>);
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(requestId: string): Promise<{ socket: Socket; clientId: string }> {
    const ws = new WebSocket(`${nginx.httpsUrl.replace('https', 'wss')}/ws`, {
      headers: { origin: nginx.httpsUrl, 'x-request-id': requestId },
      rejectUnauthorized: false,
    });
    const socket = new Socket(ws);
    const init = await socket.next((frame) => frame['type'] === 'init');
    return { socket, clientId: init['client_id'] as string };
  }

  async next(match: (frame: Record<string, unknown>) => boolean, ms = 15_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (this.closed || Date.now() > deadline)
        throw new Error(`no such frame (closed: ${JSON.stringify(this.closed)})`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  send(frame: Record<string, unknown>) {
    this.ws.send(JSON.stringify(frame));
  }

  close() {
    this.ws.close();
  }
}

/** Opens a socket as `name` on the server `index` (through nginx: opens until it lands there). */
async function socketOn(name: DemoUsername, index: number): Promise<Socket> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const requestId = `ws-${name}-${randomBytes(4).toString('hex')}`;
    const { socket, clientId } = await Socket.open(requestId);
    if (servedBy(requestId)[0] === index) {
      await ok(chat.shake, { token: token(name), body: { client_id: clientId } });
      return socket;
    }
    socket.close();
  }
  throw new Error(`no socket landed on server ${index}`);
}

/** Shoppers ordering and paying, and browsers reading their orders, through nginx until finished. */
function startLoad(buyer: DemoUsername, sku: TestSku, shoppers = 3, browsers = 3) {
  const paid: Array<{ id: number; paid: string }> = [];
  let stop = false;
  let failure: unknown;
  const sent = traffic.sent;
  const retried = traffic.retries;
  const firstId = requestCount;
  const firstCall = durations.length;
  const guard = (loop: () => Promise<void>) =>
    loop().catch((error: unknown) => {
      failure ??= error;
      stop = true;
    });
  const shopper = async () => {
    while (!stop) paid.push(await buy(buyer, sku));
  };
  const browser = async () => {
    while (!stop) await ok(order.getOrderList, { token: token(buyer), query: { state: 0 } });
  };
  const loops = [
    ...Array.from({ length: shoppers }, () => shopper),
    ...Array.from({ length: browsers }, () => browser),
  ].map(guard);
  return {
    paid,
    /** A probe for {@link until}: true once `count` orders are paid; throws a loop's failure. */
    progress: (count: number) => async () => {
      if (failure) throw failure;
      return paid.length >= count ? true : undefined;
    },
    async finish() {
      stop = true;
      await Promise.all(loops);
      if (failure) throw failure;
    },
    requests: () => traffic.sent - sent,
    /** p50 and p99 of the load's calls through nginx, in milliseconds. */
    latency: () => {
      const mine = durations.slice(firstCall);
      return `p50 ${quantile(mine, 0.5)} ms, p99 ${quantile(mine, 0.99)} ms`;
    },
    retries: () => traffic.retries - retried,
    /** The attempts of this load that got no answer or a 5xx, by outcome. */
    failures: () => {
      const counts: Record<string, number> = {};
      for (let n = firstId + 1; n <= requestCount; n += 1) {
        const outcome = outcomes.get(`c${n}`);
        if (outcome === 'network' || (typeof outcome === 'number' && outcome >= 500))
          counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
      }
      return counts;
    },
  };
}

/** Every order the shopper saw paid is paid, once, and the wallet moved by exactly their sum. */
async function expectPaidOnce(
  buyer: DemoUsername,
  before: string,
  paid: ReadonlyArray<{ id: number; paid: string }>,
) {
  const spent = paid.reduce((sum, one) => toMoneyString(add(sum, one.paid)), '0.00');
  expect(await balance(buyer)).toBe(toMoneyString(subtract(before, spent)));
  for (const one of paid) expect(await orderState(one.id)).toBe(2);
}

beforeAll(async () => {
  // An empty database: both servers start at once on it, so one migrates and seeds, one waits.
  database = await createDatabaseFromTemplate(ADMIN_URL, 'template0');
  shopDist = await mkdtemp(path.join(tmpdir(), 'bazaar-scale-shop-'));
  await mkdir(path.join(shopDist, 'assets'));
  await writeFile(
    path.join(shopDist, 'index.html'),
    '<!doctype html><title>Bazaar</title><div id="root"></div>',
  );
  const script = `console.log(${JSON.stringify('shop '.repeat(400))})`;
  await writeFile(path.join(shopDist, 'assets', 'app-1234.js'), script);
  await writeFile(path.join(shopDist, 'assets', 'app-1234.js.gz'), gzipSync(script));
  ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const [portA, portB, httpPort, httpsPort] = ports as [number, number, number, number];
  serverEnv = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    PG_POOL_SIZE: '5',
    SEED: 'true',
    LOG_LEVEL: 'info',
    SHOP_DIST: shopDist,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_ORIGINS: `https://127.0.0.1:${httpsPort}`,
    // Every shopper of the test comes from 127.0.0.1.
    LOGIN_MAX_PER_IP: '100000',
    LOGIN_MAX_FAILURES: '5',
    SHUTDOWN_GRACE_SECONDS: '10',
  };
  servers = await Promise.all(
    [portA, portB].map((port) =>
      startServerProcess(serverEnv, { port, keepLogs: true, timeoutMs: 240_000 }),
    ),
  );
  nginx = await startNginx({ upstreams: [portA, portB], httpPort, httpsPort, shopDist });
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) server.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await handle?.close();
  await database?.drop();
  if (shopDist) await rm(shopDist, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  console.info(
    `scale traffic: ${traffic.sent} requests sent, ${traffic.retries} retried; statuses ${JSON.stringify(
      Object.fromEntries(traffic.statuses),
    )}`,
  );
}, 60_000);

describe('two servers behind nginx on one PostgreSQL and Redis', () => {
  it('started together on an empty database: migrated and seeded once, both ready', async () => {
    const [migrations] = await queryRows<{ n: number; hashes: number }>(
      handle.db,
      sql`select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
    );
    expect(migrations?.n).toBeGreaterThan(0);
    expect(migrations?.hashes).toBe(migrations?.n);
    const [users] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from users where username = 'buyer'`,
    );
    expect(users?.n).toBe(1);
    for (const server of servers) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', migrations: 'ok', lifecycle: 'ok' },
      });
    }
  });

  it('nginx terminates TLS, redirects http, serves assets compressed and cached, hides /metrics', async () => {
    const redirect = await fetch(`${nginx.httpUrl}/goods/1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://127.0.0.1/goods/1');
    expect((await fetch(`${nginx.httpsUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${nginx.httpsUrl}/metrics`)).status).toBe(404);
    for (const server of servers) {
      expect(await (await fetch(`${server.url}/metrics`)).text()).toContain(
        'bazaar_http_requests_total',
      );
    }
    const asset = await fetch(`${nginx.httpsUrl}/assets/app-1234.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('shop shop');
    const page = await fetch(`${nginx.httpsUrl}/user/order`);
    expect(await page.text()).toContain('<div id="root">');
    const requestId = page.headers.get('x-request-id') as string;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(servedBy(requestId)).toHaveLength(1);
  });

  it('a shopper and a merchant complete order, payment, shipping, receipt and a refund', async () => {
    await login('buyer');
    await login('merchant');
    const sku = await skuOf(view(), 'merchant', { market: true });
    const startBalance = await balance('buyer');

    const first = await buy('buyer', sku);
    expect(await orderState(first.id)).toBe(2);
    await ok(merchantOrder.ship, { token: token('merchant'), body: { id: first.id, ...SHIPMENT } });
    await ok(order.confirmOrder, { token: token('buyer'), body: { id: first.id } });
    const info = await ok(order.getOrderInfo, { token: token('buyer'), query: { id: first.id } });
    expect(info.state).toBe(4);

    const second = await buy('buyer', sku);
    const applied = await ok(refund.addApply, {
      token: token('buyer'),
      body: {
        order_id: second.id,
        goods_id: sku.goods_id,
        // Before shipment a refund is of the whole line: its price and its freight.
        money: second.paid,
        type: 0,
        reason: 4,
        expressType: 0,
        refund_content: 'Changed my mind',
      },
    });
    const agreed = await ok(merchantRefund.refundAgree, {
      token: token('merchant'),
      body: { id: applied.id },
    });
    expect(agreed.state).toBe(4);
    // The first order's price left the wallet; the second came back whole.
    expect(await balance('buyer')).toBe(toMoneyString(subtract(startBalance, first.paid)));

    // Round-robin: the journey's requests went to both servers.
    const upstreams = new Set((await nginx.accessLog()).map((line) => line['upstream']));
    expect(upstreams).toContain(`127.0.0.1:${ports[0]}`);
    expect(upstreams).toContain(`127.0.0.1:${ports[1]}`);
  });

  it('delivers a chat message from a socket on one server to a socket on the other', async () => {
    const buyerSocket = await socketOn('buyer', 0);
    const merchantSocket = await socketOn('merchant', 1);
    buyerSocket.send({
      type: 'send',
      ref: 'r1',
      to_id: ids.get('merchant'),
      message: { type: 'text', content: { text: 'from server A to server B' } },
    });
    const sent = await buyerSocket.next((frame) => frame['type'] === 'sent');
    const received = await merchantSocket.next((frame) => frame['type'] === 'chat');
    expect(received['id']).toBe(sent['id']);
    expect(received['message']).toMatchObject({ content: { text: 'from server A to server B' } });
    buyerSocket.close();
    merchantSocket.close();
  });

  it('serves an image uploaded through one server from the other', async () => {
    const pixels = new Uint8Array(16 * 16 * 3).fill(200);
    const form = new FormData();
    form.append('file', new Blob([encodePng(16, 16, pixels)], { type: 'image/png' }), 'a.png');
    const requestId = `upload-${randomBytes(4).toString('hex')}`;
    const response = await fetch(`${nginx.httpsUrl}/api${upload.path}`, {
      method: 'POST',
      headers: { token: token('buyer'), 'x-request-id': requestId },
      body: form,
    });
    const uploaded = (await response.json()) as Envelope<{ url: string }>;
    expect(uploaded.msg).toBe('');
    const [by] = servedBy(requestId);
    const other = servers[by === 0 ? 1 : 0] as ServerProcess;
    const image = await fetch(`${other.url}${uploaded.data.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await fetch(`${nginx.httpsUrl}${uploaded.data.url}`)).status).toBe(200);
  });

  it('counts the login rate limit across both servers', async () => {
    const attempts: Array<{ msg: string; status: number; by: number[] }> = [];
    for (let i = 0; i < 6; i += 1) {
      const requestId = `login-${randomBytes(4).toString('hex')}`;
      const response = await fetch(`${nginx.httpsUrl}/api${user.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify({ account: 'amy_w', password: 'wrong123' }),
      });
      const body = (await response.json()) as Envelope<unknown>;
      attempts.push({ msg: body.msg, status: response.status, by: servedBy(requestId) });
    }
    // Five failures, spread over both servers, then the sixth is refused by whichever gets it.
    expect(attempts.slice(0, 5).map(({ status, msg }) => [status, msg])).toEqual(
      Array.from({ length: 5 }, () => [200, expect.stringMatching(/incorrect/i)]),
    );
    expect(attempts[5]?.status).toBe(429);
    expect(new Set(attempts.flatMap((attempt) => attempt.by))).toEqual(new Set([0, 1]));
  });

  it('runs scheduled work exactly once: automatic receipt, the nightly reconciliation, list-all', async () => {
    // Automatic receipt: a shipped order whose days are up (its job moved to now).
    const sku = await skuOf(view(), 'merchant', { market: true });
    const shipped = await buy('buyer', sku);
    await ok(merchantOrder.ship, {
      token: token('merchant'),
      body: { id: shipped.id, ...SHIPMENT },
    });
    const merchantBefore = await balance('merchant');
    const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 86_400;
    await handle.db
      .update(orders)
      .set({ delivertime: eightDaysAgo })
      .where(eq(orders.id, shipped.id));
    await handle.db
      .update(jobs)
      .set({ runAt: eightDaysAgo })
      .where(eq(jobs.uniqueKey, `${AUTO_CONFIRM_JOB}:${shipped.id}`));
    const confirmJobs = await until('automatic receipt', async () => {
      const rows = await handle.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `${AUTO_CONFIRM_JOB}:${shipped.id}`));
      return rows.every((job) => job.status === 'done') ? rows : undefined;
    });
    expect(await orderState(shipped.id)).toBe(4);
    expect(confirmJobs.map((job) => [job.status, job.attempts])).toEqual([['done', 1]]);
    // Paid once: the goods and freight the buyer paid, from escrow to the merchant.
    expect(await balance('merchant')).toBe(toMoneyString(add(merchantBefore, shipped.paid)));

    // The nightly reconciliation, brought forward to now: both servers tick, one runs it.
    await until('the reconciliation schedule', async () => {
      const [row] = await handle.db
        .select()
        .from(schedules)
        .where(eq(schedules.name, RECONCILE_TASK));
      return row;
    });
    await handle.db
      .update(schedules)
      .set({ nextRunAt: Math.floor(Date.now() / 1000) })
      .where(eq(schedules.name, RECONCILE_TASK));
    const reconciled = await until('the reconciliation', async () => {
      const [row] = await handle.db
        .select()
        .from(schedules)
        .where(and(eq(schedules.name, RECONCILE_TASK), sql`last_finished_at is not null`));
      return row;
    });
    expect(reconciled.lastResult).toMatchObject({ ok: true, problem_count: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const runs = servers.flatMap((server) =>
      server.logs().filter((line) => line['msg'] === 'ledger reconciled'),
    );
    expect(runs).toHaveLength(1);
    // Both servers were ticking the scheduler all along.
    expect(await balance('merchant')).toBe(toMoneyString(add(merchantBefore, shipped.paid)));

    // List-all: one job, run once, by one server, logged with the request's id.
    const requestId = `list-all-${randomBytes(4).toString('hex')}`;
    const started = await ok(merchant.marketList, {
      token: token('merchant'),
      body: { all: true },
      requestId,
    });
    const jobId = started.job?.id as number;
    await until('the list-all job', async () => {
      const { job } = await ok(merchant.marketJob, { token: token('merchant') });
      return job?.status === 'done' ? job : undefined;
    });
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect([job?.status, job?.attempts, job?.requestId]).toEqual(['done', 1, requestId]);
    const done = servers.flatMap((server) =>
      server.logs().filter((line) => line['msg'] === 'job done' && line['job'] === jobId),
    );
    expect(done).toHaveLength(1);
    expect(done[0]?.['reqId']).toBe(requestId);
    const [duplicates] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from (
            select market_goods_id from goods where shop_id = (
              select s.id from shops s join users u on u.id = s.user_id where u.username = 'merchant')
            and market_goods_id is not null group by market_goods_id having count(*) > 1) d`,
    );
    expect(duplicates?.n).toBe(0);
  });

  it('restarts a server under load (SIGTERM): every request it accepted is answered, none lost', async () => {
    await login('buyer2');
    await login('admin');
    // Money for the load, brought in the real way: a transfer filed, credited by the operator.
    const recharge = await ok(wallet.recharge, {
      token: token('buyer2'),
      body: { money: '50000', method: 'trc20', order_no: `SCALE-${randomUUID()}` },
    });
    await ok(adminFinance.reviewRecharge, {
      token: token('admin'),
      body: { id: recharge.id, approve: true },
    });
    const sku = await skuOf(view(), 'merchant', { market: true, nth: 1 });
    const before = await balance('buyer2');
    const load = startLoad('buyer2', sku);
    await until('orders before the restart', load.progress(6));
    const leaving = servers[0] as ServerProcess;
    leaving.kill('SIGTERM');
    expect(await leaving.exited).toEqual({ code: 0, signal: null });
    servers[0] = await startServerProcess(serverEnv, {
      port: ports[0] as number,
      keepLogs: true,
      timeoutMs: 120_000,
    });
    const restartedAt = load.paid.length;
    // nginx tries the restarted server again once its fail_timeout is over.
    await until('the restarted server taking requests', async () =>
      servers[0]?.logs().some((line) => /^c\d+$/.test(String(line['reqId']))) ? true : undefined,
    );
    await until('orders after the restart', load.progress(restartedAt + 6));
    await load.finish();

    // Every request that reached the leaving server was answered, and the client got that answer:
    // served, or (arriving after the signal) refused with the 503 envelope, then sent again by the
    // client or, for a read, passed on by nginx to the other server (proxy_next_upstream), whose
    // answer the client got.
    const logs = leaving.logs();
    const signalledAt = Number(
      logs.find((line) => String(line['msg']).startsWith('SIGTERM received'))?.['time'],
    );
    const completed = new Map(
      logs
        .filter((line) => line['msg'] === 'request completed')
        .map((line) => [String(line['reqId']), (line['res'] as { statusCode: number }).statusCode]),
    );
    const reached = logs
      .filter((line) => line['msg'] === 'incoming request' && outcomes.has(String(line['reqId'])))
      .map((line) => ({ id: String(line['reqId']), time: Number(line['time']) }));
    expect(reached.length).toBeGreaterThan(0);
    const staying = servers[1] as ServerProcess;
    const answeredByStaying = (id: string) =>
      staying
        .logs()
        .filter((line) => line['msg'] === 'request completed' && String(line['reqId']) === id)
        .map((line) => (line['res'] as { statusCode: number }).statusCode)
        .at(-1);
    for (const { id, time } of reached) {
      const status = completed.get(id);
      if (status !== undefined && status >= 500) {
        expect({ id, status, afterSignal: time >= signalledAt }).toEqual({
          id,
          status: 503,
          afterSignal: true,
        });
        expect({ id, client: outcomes.get(id) }).toEqual({
          id,
          client: answeredByStaying(id) ?? 503,
        });
      } else {
        expect({ id, client: outcomes.get(id) }).toEqual({ id, client: status });
      }
    }
    const accepted = reached.filter(({ id }) => (completed.get(id) ?? 500) < 500);
    await expectPaidOnce('buyer2', before, load.paid);
    console.info(
      `restart: ${load.paid.length} orders paid (${restartedAt} before the server came back), ` +
        `${load.requests()} requests during the load, ${accepted.length} accepted by the leaving ` +
        `server, ${load.retries()} sent again by the client (${JSON.stringify(load.failures())}); ` +
        load.latency(),
    );
  });

  it('loses nothing when a server is killed mid-load: the journey goes on, the books reconcile', async () => {
    const sku = await skuOf(view(), 'merchant', { market: true, nth: 1 });
    const before = await balance('buyer2');
    const victim = servers[1] as ServerProcess;
    const survivor = servers[0] as ServerProcess;
    const load = startLoad('buyer2', sku);
    await until('orders before the kill', load.progress(6));
    victim.kill('SIGKILL');
    const killedAt = load.paid.length;
    expect((await victim.exited).signal).toBe('SIGKILL');
    await until('orders after the kill', load.progress(killedAt + 6));
    await load.finish();
    const paid = load.paid;
    await expectPaidOnce('buyer2', before, paid);

    // The journey goes on on the survivor: ship, confirm, chat.
    const last = paid.at(-1) as { id: number };
    await ok(merchantOrder.ship, { token: token('merchant'), body: { id: last.id, ...SHIPMENT } });
    await ok(order.confirmOrder, { token: token('buyer2'), body: { id: last.id } });
    const listening = await socketOn('merchant', 0);
    await ok(chat.send, {
      token: token('buyer2'),
      body: {
        to_id: ids.get('merchant') as number,
        message: { type: 'text', content: { text: 'still here?' } },
      },
    });
    expect((await listening.next((frame) => frame['type'] === 'chat'))['message']).toMatchObject({
      content: { text: 'still here?' },
    });
    listening.close();

    // The books reconcile.
    const report = await reconcileLedger(handle.db);
    expect(report.problems).toEqual([]);
    expect(compare(report.totals.internal, '0')).toBe(0);
    console.info(
      `kill: ${paid.length} orders paid (${killedAt} before the kill), ${load.requests()} ` +
        `requests during the load, ${load.retries()} sent again by the client ` +
        `(${JSON.stringify(load.failures())}); ${load.latency()}; survivor ${survivor.url}`,
    );
  });
});
