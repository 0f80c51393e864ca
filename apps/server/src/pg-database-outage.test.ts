import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './db/database.js';
import { systemClock, unixNow } from './lib/clock.js';
import { changeBalance } from './services/ledger/ledger.js';
import { reconcileLedger } from './services/ledger/reconcile.js';
import { answerProblem } from './test/fuzz/malformed.js';
import { startOwnPostgres, type OwnPostgres } from './test/own-services.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';

/**
 * PostgreSQL restarted under a light load (issue 16), on a cluster of this test's own (`initdb` in
 * a temporary folder, a free port) and a real server process: while the database is away every
 * request is answered, within the request time-out, by the envelope (503 `service_unavailable`
 * for those that needed it); the process neither hangs nor crashes; once PostgreSQL is back the
 * server serves again by itself; and nothing is half-written: every order has its lines and the
 * books reconcile. Runs in the `postgres` project (CI).
 */

/** The longest a request may take, outage or not. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the load runs before the database stops, and while it is away. */
const BEFORE_MS = 3_000;
const OUTAGE_MS = 4_000;
/** How long the load runs once the server serves again. */
const AFTER_MS = 3_000;
/** The longest the server may take to serve again once PostgreSQL is back. */
const RECOVERY_LIMIT_MS = 30_000;

type Phase = 'before' | 'outage' | 'after';

interface Outcome {
  readonly phase: Phase;
  readonly what: string;
  readonly status: number | 'timed out' | 'no answer';
  readonly ms: number;
  readonly body: string;
  readonly contentType: string | undefined;
}

let postgres: OwnPostgres;
let server: ServerProcess;
let database: DatabaseHandle;
let orderLine: { goods_id: number; sku_id: number };

beforeAll(async () => {
  postgres = await startOwnPostgres();
  // The server migrates and seeds the empty cluster; reads are never served from its cache.
  server = await startServerProcess(
    { DATABASE_URL: postgres.url, SEED: 'true', CATALOGUE_CACHE_MS: '0', PG_POOL_SIZE: '5' },
    { timeoutMs: 120_000 },
  );
  database = await openDatabase({ databaseUrl: postgres.url, poolSize: 1 });
  // The buyer can pay for every order of the run, credited through the ledger like a top-up.
  const [buyer] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where username = 'buyer'`,
  );
  await changeBalance(database.db, {
    account: { userId: buyer!.id },
    amount: '1000000.00',
    type: 'sys_recharge',
    memo: 'Outage test balance',
    now: unixNow(systemClock),
  });
  const [line] = await queryRows<{ goods_id: number; sku_id: number }>(
    database.db,
    sql`select g.id as goods_id, s.id as sku_id from goods g join goods_skus s on s.goods_id = g.id
        where g.status = 'normal' and g.market_goods_id is null order by g.price, s.id limit 1`,
  );
  orderLine = line!;
  await database.db.execute(
    sql`update goods_skus set stock = 1000000 where id = ${orderLine.sku_id}`,
  );
  await database.close();
}, 240_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await postgres?.destroy();
});

describe('PostgreSQL restarted under load', () => {
  it('answers the 503 envelope during the outage, never hangs or crashes, recovers by itself, and writes nothing by halves', async () => {
    const outcomes: Outcome[] = [];
    let phase: Phase = 'before';
    let running = true;

    async function call(what: string, path: string, init: RequestInit = {}): Promise<unknown> {
      const started = Date.now();
      const at = phase;
      try {
        const response = await fetch(`${server.url}${path}`, {
          ...init,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.text();
        outcomes.push({
          phase: at,
          what,
          status: response.status,
          ms: Date.now() - started,
          body,
          contentType: response.headers.get('content-type') ?? undefined,
        });
        const envelope = JSON.parse(body) as { code: number; data: unknown };
        return envelope.code === 1 ? envelope.data : undefined;
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        outcomes.push({
          phase: at,
          what,
          status: timedOut ? 'timed out' : 'no answer',
          ms: Date.now() - started,
          body: String(error),
          contentType: undefined,
        });
        return undefined;
      }
    }
    const post = (token: string, body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });

    const login = async (): Promise<string> => {
      for (;;) {
        const data = (await call(
          'login',
          '/api/wanlshop/user/login',
          post('', { account: 'buyer', password: 'buyer123' }),
        )) as { userinfo: { token: string } } | undefined;
        if (data) return data.userinfo.token;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const token = await login();

    async function reader(): Promise<void> {
      for (let page = 1; running; page = (page % 5) + 1) {
        await call('search', `/api/wanlshop/common/goods?page=${page}&limit=5`);
      }
    }
    async function buyer(): Promise<void> {
      const products = [{ ...orderLine, number: 1 }];
      while (running) {
        const confirmation = (await call(
          'confirm',
          '/api/wanlshop/order/getOrderGoodsList',
          post(token, products),
        )) as
          | {
              token: string;
              addressData: { id: number };
              orderData: { lists: { shop_id: number }[] };
            }
          | undefined;
        if (!confirmation) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const order = (await call(
          'order',
          '/api/wanlshop/order/addOrder',
          post(token, {
            token: confirmation.token,
            order: {
              address_id: confirmation.addressData.id,
              lists: confirmation.orderData.lists.map((shop) => ({
                shop_id: shop.shop_id,
                products,
              })),
            },
          }),
        )) as { order_id: number[] } | undefined;
        if (!order) continue;
        await call(
          'pay',
          '/api/wanlshop/pay/payment',
          post(token, { order_id: order.order_id, type: 'balance', captcha: 'buyer123' }),
        );
      }
    }

    const load = Promise.all([reader(), reader(), buyer(), buyer()]);
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    phase = 'outage';
    await postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await postgres.start();
    const back = Date.now();
    phase = 'after';
    let recoveredMs: number | undefined;
    while (recoveredMs === undefined && Date.now() - back < RECOVERY_LIMIT_MS) {
      const served = outcomes.some(
        (outcome) =>
          outcome.phase === 'after' && outcome.what === 'search' && outcome.status === 200,
      );
      if (served) recoveredMs = Date.now() - back;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    running = false;
    await load;

    // The process is alive: it neither crashed nor had to be restarted.
    expect(isAlive(server.pid), server.output()).toBe(true);
    // Nothing hung: every request got an answer within the time-out.
    const unanswered = outcomes.filter((outcome) => typeof outcome.status !== 'number');
    expect(
      unanswered.map((outcome) => `${outcome.phase} ${outcome.what}: ${outcome.body}`),
    ).toEqual([]);
    // Every answer is the envelope: a success, a refusal, or the 503 of a database away.
    const wrong = outcomes.filter((outcome) => {
      const status = outcome.status as number;
      if (status === 503) {
        const body = JSON.parse(outcome.body) as { code: number; msg: string };
        return !(body.code === 0 && body.msg.startsWith('The service is briefly unavailable'));
      }
      return answerProblem(status, outcome.contentType, outcome.body) !== undefined;
    });
    expect(
      wrong.map(
        (outcome) =>
          `${outcome.phase} ${outcome.what} ${outcome.status}: ${outcome.body.slice(0, 200)}`,
      ),
    ).toEqual([]);
    // The outage was seen, and said so.
    const during = outcomes.filter((outcome) => outcome.phase === 'outage');
    expect(during.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
    // The server served again by itself, reads and orders paid.
    expect(recoveredMs, 'served again after PostgreSQL came back').toBeDefined();
    const after = outcomes.filter((outcome) => outcome.phase === 'after' && outcome.status === 200);
    expect(
      after.some((outcome) => outcome.what === 'pay' && outcome.body.includes('"code":1')),
    ).toBe(true);
    console.info(
      `PostgreSQL outage: ${outcomes.length} requests; during it ${during.length} (${during.filter((o) => o.status === 503).length} x 503, slowest ${Math.max(...during.map((o) => o.ms))} ms); served again ${recoveredMs} ms after it was back`,
    );

    // Nothing half-written: every order has its lines, every paid order its payment, and the books
    // reconcile (every balance is its money log, no money created or lost).
    database = await openDatabase({ databaseUrl: postgres.url, poolSize: 1 });
    try {
      const [orphans] = await queryRows<{ lineless: number; unpaid: number; orders: number }>(
        database.db,
        sql`select
              (select count(*)::int from orders o where not exists (select 1 from order_goods g where g.order_id = o.id)) as lineless,
              (select count(*)::int from orders o where o.paymenttime is not null
                 and not exists (select 1 from payments p where p.order_id = o.id)) as unpaid,
              (select count(*)::int from orders) as orders`,
      );
      expect(orphans?.orders).toBeGreaterThan(0);
      expect(orphans?.lineless).toBe(0);
      expect(orphans?.unpaid).toBe(0);
      const report = await reconcileLedger(database.db);
      expect(report.problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

/** True while the process of `pid` exists. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
