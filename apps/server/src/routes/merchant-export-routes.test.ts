import {
  merchant,
  merchantExport,
  merchantOrder,
  order,
  pay,
  type ProfitRecord,
} from '@bazaar/api/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../http/register-endpoint.js';
import { withTransaction } from '../db/transaction.js';
import { ManualClock } from '../lib/clock.js';
import { changeBalance } from '../services/ledger/ledger.js';
import { EXPORT_PAGE_ROWS } from '../services/merchant/exports.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { newMerchant, type NewUser } from '../test/merchant-helpers.js';
import { payFor, placeOrder, SHIPMENT, type TestSku } from '../test/order-helpers.js';

// 10:30 on 17 May 2026 in Shanghai (UTC+8), where the platform's calendar is.
const START = Date.parse('2026-05-17T02:30:00Z');
const TIME_ZONE = 'Asia/Shanghai';
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let owner: NewUser & { shopId: number };
let other: NewUser & { shopId: number };
let buyer: string;
let sku: TestSku;
let received: number;
let waiting: number;

const now = () => Math.floor(t.clock.now().getTime() / 1000);

/** Fetches an export as a merchant, in a language: the raw answer. */
async function download(
  token: string,
  query: { kind: string; from: string; to: string },
  language = 'en',
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${merchantExport.csv.path}`,
    query,
    headers: { token, 'accept-language': language },
  });
  return response;
}

/** The rows of a CSV answer (the header first), after checking it is one. */
function rowsOf(response: Awaited<ReturnType<typeof download>>): string[][] {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.body, { bom: true }) as string[][];
}

/** A CSV as objects keyed by its (English) header. */
function recordsOf(response: Awaited<ReturnType<typeof download>>): Record<string, string>[] {
  const [header, ...rows] = rowsOf(response);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

beforeAll(async () => {
  t = await createTestApp({
    clock: new ManualClock(START),
    env: { TIME_ZONE, LOGIN_MAX_PER_IP: '1000' },
  });
  const admin = await t.login('admin');
  owner = await newMerchant(t, 'export_shop', admin);
  other = await newMerchant(t, 'export_other', admin);
  buyer = await t.login('buyer');
  const market = await t.call(merchant.market, { token: owner.token });
  const listed = await t.call(merchant.marketList, {
    token: owner.token,
    body: { ids: [market.data.data[0]!.id] },
  });
  const info = await t.call(merchant.goodsInfo, {
    token: owner.token,
    query: { id: listed.data.goods_ids[0] as number },
  });
  const first = info.data.skus[0]!;
  sku = {
    goods_id: info.data.id,
    sku_id: first.id,
    shopId: owner.shopId,
    price: first.price,
    freight: '0.00',
    stock: first.stock,
    wholesale: first.wholesale_price,
  };
  await withTransaction(t.db, (tx) =>
    changeBalance(tx, {
      account: { userId: owner.id },
      amount: '500.00',
      type: 'sys_recharge',
      memo: '=HYPERLINK("http://evil.example")',
      now: now(),
    }),
  );
  // One order received (income and a profit record), one paid and waiting to ship.
  [received] = (await placeOrder(t, buyer, 'buyer', [[sku, 2]])) as [number];
  expect((await payFor(t, buyer, 'buyer', [received])).body.code).toBe(1);
  await t.call(merchantOrder.ship, { token: owner.token, body: { id: received, ...SHIPMENT } });
  expect(
    (await t.call(order.confirmOrder, { token: buyer, body: { id: received } })).body.code,
  ).toBe(1);
  [waiting] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
  expect((await payFor(t, buyer, 'buyer', [waiting])).body.code).toBe(1);
});
afterAll(() => t?.close());

describe('the merchant CSV export', () => {
  const today = { from: '2026-05-17', to: '2026-05-17' };

  it("lists the period's orders with the figures of each order's page", async () => {
    const response = await download(owner.token, { kind: 'orders', ...today });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bazaar-orders-2026-05-17-2026-05-17.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const records = recordsOf(response);
    expect(records).toHaveLength(2);
    for (const id of [received, waiting]) {
      const info = (await t.call(merchantOrder.orderInfo, { token: owner.token, query: { id } }))
        .data;
      const record = records.find((row) => row['Order no.'] === info.order_no);
      expect(record).toMatchObject({
        'Paid (USD)': info.pay.pay_amount,
        'Wholesale cost (USD)': info.wholesale,
        'Income (USD)': info.income,
        'Profit (USD)': info.profit,
        'Goods total (USD)': info.economics.goods,
        'Freight (USD)': info.economics.freight,
        Buyer: 'buyer',
      });
      expect(record!['Placed']).toMatch(/^2026-05-17 10:30:\d\d$/);
      expect(record!['Goods']).toContain(`× ${info.goods[0]!.number}`);
    }
    const statuses = records.map((row) => row['Status']).sort();
    expect(statuses).toEqual(['Awaiting shipment', 'Received']);
  });

  it('writes its headers and texts in the request language', async () => {
    const [header, ...rows] = rowsOf(
      await download(owner.token, { kind: 'orders', ...today }, 'ja'),
    );
    expect(header).toContain('注文番号');
    expect(rows.map((row) => row[header!.indexOf('ステータス')])).toContain('発送待ち');
  });

  it("lists the statement lines of the period as the owner's bill, formulas kept as text", async () => {
    const records = recordsOf(await download(owner.token, { kind: 'bill', ...today }));
    const bill = await t.call(pay.moneyLog, { token: owner.token, query: { limit: 50 } });
    expect(records.map((row) => row['Amount (USD)'])).toEqual(
      bill.data.data.map((row) => row.money).reverse(),
    );
    expect(records.map((row) => row['Balance after (USD)'])).toEqual(
      bill.data.data.map((row) => row.after).reverse(),
    );
    expect(records[0]!['Note']).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(records.map((row) => row['Type'])).toEqual(
      expect.arrayContaining(['System top-up', 'Wholesale cost', 'Sales income']),
    );
  });

  it('lists the profit records of the period with their stored figures', async () => {
    const records = recordsOf(await download(owner.token, { kind: 'profit', ...today }));
    const profit = await t.call(merchant.profit, { token: owner.token });
    const stored: ProfitRecord[] = profit.data.data;
    expect(records).toHaveLength(stored.length);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      'Order no.': stored[0]!.order_no,
      Record: 'Order received',
      'Wholesale cost (USD)': stored[0]!.wholesale,
      'Income (USD)': stored[0]!.income,
      'Profit (USD)': stored[0]!.profit,
      'Balance before (USD)': stored[0]!.before,
      'Balance after (USD)': stored[0]!.after,
    });
  });

  it("keeps to the period's days on the platform calendar", async () => {
    const yesterday = { from: '2026-05-16', to: '2026-05-16' };
    expect(recordsOf(await download(owner.token, { kind: 'orders', ...yesterday }))).toEqual([]);
    t.clock.set(new Date(START + DAY));
    const [tomorrow] = (await placeOrder(t, buyer, 'buyer', [[sku, 1]])) as [number];
    expect(recordsOf(await download(owner.token, { kind: 'orders', ...today }))).toHaveLength(2);
    const both = recordsOf(
      await download(owner.token, { kind: 'orders', from: '2026-05-17', to: '2026-05-18' }),
    );
    expect(both).toHaveLength(3);
    const info = await t.call(merchantOrder.orderInfo, {
      token: owner.token,
      query: { id: tomorrow },
    });
    expect(both.at(-1)!['Order no.']).toBe(info.data.order_no);
    expect(both.at(-1)!['Paid at']).toBe('');
  });

  it("shows a merchant only their own shop's records", async () => {
    for (const kind of ['orders', 'bill', 'profit']) {
      expect(recordsOf(await download(other.token, { kind, ...today }))).toEqual([]);
    }
  });

  it('sends every row of a long statement, page by page, in order', async () => {
    const many = EXPORT_PAGE_ROWS * 2 + 7;
    const at = Math.floor(Date.parse('2026-05-10T04:00:00Z') / 1000);
    // Statement lines of an account that only adds up: 0.01 each, straight into the table.
    await t.db.execute(sql`
      insert into money_log (user_id, money, before, after, type, memo, createtime)
      select ${other.id}, 0.01, (n - 1) * 0.01, n * 0.01, 'sys_recharge', 'line ' || n, ${at}
      from generate_series(1, ${many}) as n`);
    const records = recordsOf(
      await download(other.token, { kind: 'bill', from: '2026-05-10', to: '2026-05-10' }),
    );
    expect(records).toHaveLength(many);
    expect(records.map((row) => row['Note'])).toEqual(
      Array.from({ length: many }, (_, i) => `line ${i + 1}`),
    );
    expect(records.at(-1)!['Balance after (USD)']).toBe((many / 100).toFixed(2));
  });

  it.each([
    [{ from: '2026-05-18', to: '2026-05-17' }, 'The end date cannot be before the start date'],
    [{ from: '2026-02-30', to: '2026-05-17' }, 'Choose a valid date'],
    [{ from: '2025-01-01', to: '2026-05-17' }, 'Choose a period of at most 366 days'],
  ])('refuses the period %o in the envelope, translated', async (period, message) => {
    const response = await download(owner.token, { kind: 'orders', ...period });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 0, msg: message });
  });

  it('refuses an unknown kind, a buyer and a visitor in the envelope', async () => {
    const unknown = await download(owner.token, { kind: 'stock', ...today });
    expect(unknown.json()).toMatchObject({ code: 0 });
    const asBuyer = await download(buyer, { kind: 'orders', ...today });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toMatchObject({ code: 403 });
    const visitor = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${merchantExport.csv.path}?kind=orders&from=2026-05-17&to=2026-05-17`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
