import {
  admin,
  adminFinance,
  common,
  goods as goodsApi,
  order as orderApi,
  pay,
  shop as shopApi,
  signin,
  wallet as walletApi,
} from '@bazaar/api/contract';
import {
  add,
  isPositive,
  LANGUAGE_CODES,
  salesFigures,
  salesWindowStart,
  subtract,
  toMoneyString,
  type SalesOrder,
} from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { goodsImage } from '../images/placeholders.js';
import { assertLedgerBalanced } from '../services/ledger/reconcile.js';
import { detectImageType } from '../services/uploads/image-type.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { CATEGORY_TREE } from './catalogue-data.js';
import { seedDatabase, signInDaysAgo, skuPlans } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(t.db, query))[0] as T;
const number = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(query)).n);

/** The demo merchant's balance: the opening 2000.00, plus what its seeded sales paid, less wholesale. */
async function merchantBalance(): Promise<string> {
  const rows = await queryRows<{ income: string; wholesale: string }>(
    t.db,
    sql`select r.income, o.wholesale_total as wholesale from profit_records r
        join orders o on o.id = r.order_id
        join users u on u.id = r.user_id and u.username = 'merchant'`,
  );
  return toMoneyString(
    rows.reduce((total, row) => subtract(add(total, row.income), row.wholesale), add('2000.00')),
  );
}

describe('the demo seed', () => {
  it('has the demo accounts of the README', async () => {
    for (const username of ['buyer', 'buyer2', 'merchant', 'admin'] as const) {
      expect(await t.login(username)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const rows = await queryRows<{
      username: string;
      role: string;
      shop_auth: number;
      money: string;
      addresses: string;
    }>(
      t.db,
      sql`select username, role, shop_auth, money,
            (select count(*) from addresses a where a.user_id = u.id) as addresses
          from users u where username in ('buyer', 'buyer2', 'merchant', 'admin') order by username`,
    );
    expect(
      rows.map((row) => [
        row.username,
        row.role,
        row.shop_auth > 0,
        row.money,
        Number(row.addresses),
      ]),
    ).toEqual([
      ['admin', 'operator', false, '0.00', 0],
      ['buyer', 'user', false, '5000.00', 2],
      ['buyer2', 'user', false, '1000.00', 1],
      ['merchant', 'user', true, await merchantBalance(), 0],
    ]);
  });

  it('creates the orders behind every sales figure it shows, paid through the ledger', async () => {
    const rows = await queryRows<{
      order_id: number;
      shop_id: number;
      goods_id: number;
      paymenttime: number | null;
      price: string;
      number: number;
      freight: string;
      discount: string;
      refunded: string;
      returned: boolean;
    }>(
      t.db,
      sql`select o.id as order_id, o.shop_id, og.goods_id, o.paymenttime, og.price, og.number,
            og.freight, og.discount, og.refunded, og.returned
          from orders o join order_goods og on og.order_id = o.id order by o.id, og.id`,
    );
    const ordersOf = (keep: (row: (typeof rows)[number]) => boolean): SalesOrder[] => {
      const byOrder = new Map<number, SalesOrder & { lines: SalesOrder['lines'][number][] }>();
      for (const row of rows.filter(keep)) {
        const entry = byOrder.get(row.order_id) ?? {
          paymenttime: row.paymenttime === null ? null : Number(row.paymenttime),
          lines: [],
        };
        entry.lines.push({ ...row, number: Number(row.number) });
        byOrder.set(row.order_id, entry);
      }
      return [...byOrder.values()];
    };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    // Every goods card (both pages of the whole catalogue) shows its units of the seeded orders.
    const cards = [];
    for (const page of [1, 2]) {
      const answer = await t.call(common.goods, { query: { limit: 100, page, order: 'new' } });
      if (answer.data.type !== 'goods') throw new Error('expected goods');
      cards.push(...answer.data.data);
    }
    expect(cards.length).toBeGreaterThanOrEqual(150);
    for (const card of cards) {
      expect(card.sales, card.title).toBe(
        salesFigures(
          ordersOf((row) => Number(row.goods_id) === card.id),
          now,
        ).sold,
      );
    }
    // Every shop's "Orders".
    for (const shop of await queryRows<{ id: number }>(t.db, sql`select id from shops`)) {
      const page = (await t.call(shopApi.detail, { query: { id: shop.id } })).data;
      expect(page.orders_count).toBe(
        salesFigures(
          ordersOf((row) => Number(row.shop_id) === shop.id),
          now,
        ).orders,
      );
      expect(page.orders_count).toBeGreaterThan(0);
    }
    // Realistic: goods unsold, goods sold inside and outside the last 30 days, cancelled orders.
    const all = salesFigures(
      ordersOf(() => true),
      now,
    );
    expect(all.sold).toBeGreaterThan(all.soldInWindow);
    expect(all.soldInWindow).toBeGreaterThan(0);
    expect(cards.some((card) => card.sales === 0)).toBe(true);
    expect(
      rows.some(
        (row) => row.paymenttime !== null && Number(row.paymenttime) < salesWindowStart(now),
      ),
    ).toBe(true);
    expect(
      await number(sql`select count(*) as n from orders where paymenttime is null and state = 7`),
    ).toBeGreaterThan(0);
    // The one order left to pay is the demo buyer's.
    expect(
      await queryRows(
        t.db,
        sql`select u.username from orders o join users u on u.id = o.user_id where o.state = 1`,
      ),
    ).toEqual([{ username: 'buyer' }]);
    // Each paid order has its payment; each received one paid its merchant with a profit record,
    // and no other did.
    expect(
      await number(
        sql`select count(*) as n from orders o where o.paymenttime is not null
            and (not exists (select 1 from payments p where p.order_id = o.id and p.amount = o.total)
              or (o.taketime is not null) <>
                 exists (select 1 from profit_records r where r.order_id = o.id))`,
      ),
    ).toBe(0);
    await assertLedgerBalanced(t.db);
  });

  it('keeps every balance equal to the sum of its money log', async () => {
    const mismatches = await queryRows(
      t.db,
      sql`select u.username from users u
          where u.money <> coalesce((select sum(m.money) from money_log m where m.user_id = u.id), 0)`,
    );
    expect(mismatches).toEqual([]);
    // The escrow holds exactly the payments of the orders not yet received; revenue holds the
    // wholesale cost of the market goods sold, promotion the voucher budget.
    const held = await one<{ n: string }>(
      sql`select coalesce(sum(pay_amount - refund_total), 0) as n from orders
          where paymenttime is not null and taketime is null`,
    );
    expect(isPositive(held.n)).toBe(true);
    expect(
      await queryRows(
        t.db,
        sql`select name, money > 0 as funded, money = ${held.n}::numeric as holds_unreceived
            from platform_accounts order by name`,
      ),
    ).toEqual([
      { name: 'escrow', funded: true, holds_unreceived: true },
      { name: 'promotion', funded: true, holds_unreceived: false },
      { name: 'revenue', funded: true, holds_unreceived: false },
    ]);
  });

  it('gives every account the points its sign-ins earned, each one in its points log', async () => {
    const mismatches = await queryRows(
      t.db,
      sql`select u.username from users u
          where u.score <> coalesce((select sum(l.score) from score_log l where l.user_id = u.id), 0)
             or u.score <> coalesce((select sum(s.score) from signins s where s.user_id = u.id), 0)`,
    );
    expect(mismatches).toEqual([]);
    expect(await number(sql`select count(*) as n from users where score = 0`)).toBe(0);
    // The buyer signed in the day before the seed: on the seed's day the streak is alive.
    const seededAt = await number(
      sql`select updatetime as n from app_meta where key = 'seed_version'`,
    );
    t.clock.set(seededAt * 1000);
    const token = await t.login('buyer');
    const card = (await t.call(signin.getSignin, { token })).data;
    expect(card).toMatchObject({ signed_today: false, consecutive: 2, today_bonus: 15 });
  });

  it('signs the demo accounts in on runs of consecutive days before the seed', () => {
    expect(signInDaysAgo(0)).toEqual([9, 8, 7, 2, 1]);
    for (let index = 0; index < 20; index += 1) {
      const days = signInDaysAgo(index);
      expect(Math.min(...days)).toBeGreaterThanOrEqual(1);
      expect(new Set(days).size).toBe(days.length);
    }
  });

  it('gives the demo buyer an order in each state a shopper tracks, from two shops', async () => {
    const token = await t.login('buyer');
    const list = await t.call(orderApi.getOrderList, { token, query: { limit: 50 } });
    const mine = list.data.data;
    // To pay, awaiting shipment, shipped, awaiting review, after-sales, completed.
    expect(mine.map((order) => order.state).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(mine.map((order) => order.shop.id)).size).toBeGreaterThanOrEqual(2);
    const rows = await queryRows<{
      state: number;
      tracked: boolean;
      reviews: string;
      refund_state: number | null;
    }>(
      t.db,
      sql`select o.state, o.express_no <> '' as tracked,
            (select count(*) from comments c where c.order_id = o.id) as reviews,
            (select r.state from refunds r where r.order_id = o.id) as refund_state
          from orders o join users u on u.id = o.user_id and u.username = 'buyer'
          order by o.state`,
    );
    expect(
      rows.map((row) => [row.state, row.tracked, Number(row.reviews), row.refund_state]),
    ).toEqual([
      [1, false, 0, null],
      [2, false, 0, null],
      [3, true, 0, null],
      [4, true, 0, null],
      // The refund waits for the merchant (0): the order was paid, not shipped.
      [5, false, 0, 0],
      [6, true, 1, null],
    ]);
    // Their money came from a top-up the operator credited: the balance is still the README's.
    const topUps = await t.call(walletApi.rechargeLog, { token, query: {} });
    expect(topUps.data.data.map((row) => row.status)).toEqual(['successed']);
    expect((await t.call(pay.getBalance, { token })).data.money).toBe('5000.00');
  });

  it("fills each of the operator's queues with one item", async () => {
    const token = await t.login('admin');
    const applications = await t.call(admin.applications, { token });
    expect(applications.data.data.map((item) => [item.user.username, item.shopname])).toEqual([
      ['nora_t', 'Leaf & Kettle'],
    ]);
    const recharges = await t.call(adminFinance.recharges, { token });
    expect(recharges.data.data.map((item) => [item.user.username, item.money])).toEqual([
      ['buyer2', '300.00'],
    ]);
    const withdrawals = await t.call(adminFinance.withdraws, { token });
    expect(withdrawals.data.data.map((item) => [item.user.username, item.money])).toEqual([
      ['urbanthreads', '400.00'],
    ]);
    const refunds = await t.call(adminFinance.refunds, { token });
    expect(refunds.data.data).toHaveLength(1);
    expect(refunds.data.data[0]?.state).toBe(3);
  });

  it('has at least 6 shops, each with an owner whose shop_auth points at it and an approved application', async () => {
    expect(await number(sql`select count(*) as n from shops`)).toBeGreaterThanOrEqual(6);
    expect(
      await number(sql`select count(*) as n from shops s join users u on u.id = s.user_id and u.shop_auth = s.id
                       join merchant_applications a on a.user_id = u.id and a.verify = 3`),
    ).toBe(await number(sql`select count(*) as n from shops`));
  });

  it('has 18 categories in two levels', async () => {
    expect(await number(sql`select count(*) as n from categories where pid = 0`)).toBe(5);
    expect(
      await number(
        sql`select count(*) as n from categories c join categories p on p.id = c.pid and p.pid = 0`,
      ),
    ).toBe(13);
  });

  it('has at least 150 goods, each with its specs expanded into SKUs with stock', async () => {
    expect(await number(sql`select count(*) as n from goods`)).toBeGreaterThanOrEqual(150);
    const rows = await queryRows<{ spec: { items: string[] }[]; skus: string; stockless: string }>(
      t.db,
      sql`select g.spec, (select count(*) from goods_skus s where s.goods_id = g.id) as skus,
            (select count(*) from goods_skus s where s.goods_id = g.id and s.stock <= 0) as stockless
          from goods g`,
    );
    for (const row of rows) {
      expect(Number(row.skus)).toBe(
        row.spec.reduce((product, group) => product * group.items.length, 1),
      );
      expect(Number(row.stockless)).toBe(0);
    }
  });

  it('prices explicitly, with the SKU supplements of the spec', async () => {
    const skus = await queryRows<{ difference: string; price: string; market_price: string }>(
      t.db,
      sql`select s.difference, s.price, s.market_price from goods_skus s join goods g on g.id = s.goods_id
          where g.title = 'Aurora X12 Smartphone, 6.5" AMOLED, 5G' order by s.id`,
    );
    expect(skus[0]).toEqual({
      difference: 'Midnight Black,128GB',
      price: '399.00',
      market_price: '459.00',
    });
    expect(skus[1]).toEqual({
      difference: 'Midnight Black,256GB',
      price: '459.00',
      market_price: '519.00',
    });
    expect(
      await number(
        sql`select count(*) as n from goods where price <> (select min(price) from goods_skus where goods_id = goods.id)`,
      ),
    ).toBe(0);
  });

  it('gives the SKUs of a colour a stored picture in that colour, the same for every size', async () => {
    const skus = await queryRows<{ difference: string; image: string }>(
      t.db,
      sql`select s.difference, s.image from goods_skus s join goods g on g.id = s.goods_id
          where g.title = 'Aurora X12 Smartphone, 6.5" AMOLED, 5G' order by s.id`,
    );
    const byColour = new Map<string, Set<string>>();
    for (const sku of skus) {
      const colour = sku.difference.split(',')[0] as string;
      byColour.set(colour, (byColour.get(colour) ?? new Set()).add(sku.image));
    }
    expect([...byColour.keys()]).toEqual(['Midnight Black', 'Glacier Silver', 'Ocean Blue']);
    const pictures = [...byColour.values()].map((images) => [...images]);
    for (const images of pictures) expect(images).toHaveLength(1);
    expect(new Set(pictures.flat()).size).toBe(3);
    expect(
      await number(
        sql`select count(*) as n from goods_skus s where s.image <> ''
            and not exists (select 1 from uploads u where '/uploads/' || u.name = s.image)`,
      ),
    ).toBe(0);
    // Sizes and volumes are not colours: those SKUs show the goods' pictures.
    expect(
      await number(
        sql`select count(*) as n from goods_skus s join goods g on g.id = s.goods_id
            where s.image <> '' and not (g.spec::text ~ '"name": ?"(Colour|Finish)"')`,
      ),
    ).toBe(0);
  });

  it('has a wholesale market, and the demo merchant lists market goods at the suggested retail price', async () => {
    expect(
      await number(
        sql`select count(*) as n from market_goods where wholesale_price < retail_price`,
      ),
    ).toBe(16);
    const listed = await queryRows<{
      price: string;
      wholesale_price: string;
      retail_price: string;
    }>(
      t.db,
      sql`select s.price, s.wholesale_price, s.retail_price from goods g
          join shops sh on sh.id = g.shop_id join users u on u.id = sh.user_id and u.username = 'merchant'
          join goods_skus s on s.goods_id = g.id where g.market_goods_id is not null`,
    );
    expect(listed.length).toBeGreaterThanOrEqual(10);
    for (const sku of listed) expect(sku.price).toBe(sku.retail_price);
    expect(listed.every((sku) => isPositive(sku.wholesale_price))).toBe(true);
  });

  it('has reviews with scores of 1 to 5, banners, and a currency for each of the 13 languages', async () => {
    expect(await number(sql`select count(*) as n from comments`)).toBeGreaterThan(100);
    expect(await number(sql`select count(distinct score) as n from comments`)).toBe(5);
    expect(
      await number(sql`select count(*) as n from banners where position = 'home'`),
    ).toBeGreaterThanOrEqual(3);
    const rates = await queryRows<{ language: string; symbol: string; rate: string }>(
      t.db,
      sql`select language, symbol, rate from currencies`,
    );
    expect(rates.map((row) => row.language).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(rates.find((row) => row.language === 'en')?.rate).toMatch(/^1(\.0+)?$/);
  });

  it('writes its catalogue in English, Simplified Chinese, Japanese and Thai', async () => {
    for (const language of ['zh-cn', 'ja', 'th']) {
      // Every category, banner, goods and market goods has its texts in the language.
      expect(
        await number(
          sql`select count(*) as n from categories where i18n -> ${language} ->> 'name' is null`,
        ),
      ).toBe(0);
      expect(
        await number(
          sql`select count(*) as n from banners where i18n -> ${language} ->> 'title' is null`,
        ),
      ).toBe(0);
      for (const table of ['goods', 'market_goods']) {
        expect(
          await number(
            sql`select count(*) as n from ${sql.identifier(table)} where i18n -> ${language} ->> 'title' is null
              or i18n -> ${language} ->> 'description' is null
              or jsonb_array_length(i18n -> ${language} -> 'spec') <> jsonb_array_length(spec)`,
          ),
        ).toBe(0);
      }
    }
    // A visitor in Japanese sees a Japanese shop: categories, goods and a goods page's spec.
    const headers = { 'accept-language': 'ja' };
    const tree = await t.call(common.categorys, { headers });
    expect(tree.data.list.map((node) => node.name)).toContain('家電・デジタル');
    const found = await t.call(common.goods, { query: { keyword: 'ヘッドホン' }, headers });
    expect(found.data.data.map((item) => ('title' in item ? item.title : ''))).toContain(
      'Halo ノイズキャンセリング ワイヤレスヘッドホン',
    );
    const halo = found.data.data.find(
      (item) => 'title' in item && item.title === 'Halo ノイズキャンセリング ワイヤレスヘッドホン',
    );
    const page = await t.call(goodsApi.detail, { query: { id: halo!.id }, headers });
    expect(page.data.spec).toEqual([{ name: 'カラー', items: ['ブラック', 'ホワイト'] }]);
    expect(page.data.description).toBe(
      'Halo ノイズキャンセリング ワイヤレスヘッドホン。TechHub Electronics が販売・発送します。',
    );
  });

  it('stores every picture as a PNG upload that /uploads serves', async () => {
    const missing = await queryRows(
      t.db,
      sql`select g.id from goods g where not exists (select 1 from uploads u where '/uploads/' || u.name = g.image)`,
    );
    expect(missing).toEqual([]);
    const [first] = await queryRows<{ image: string }>(
      t.db,
      sql`select image from banners order by id limit 1`,
    );
    const response = await t.app.inject({ method: 'GET', url: first!.image });
    expect(response.statusCode).toBe(200);
    expect(detectImageType(response.rawPayload)?.mime).toBe('image/png');
  });

  it('draws the same pictures on every machine', async () => {
    const phones = CATEGORY_TREE[0]!.children[0]!;
    const [row] = await queryRows<{ data: Buffer | Uint8Array }>(
      t.db,
      sql`select data from uploads where name = 'seed-goods-phones-1.png'`,
    );
    const expected = await goodsImage(phones.kind, CATEGORY_TREE[0]!.palette, 0);
    expect(Buffer.from(row!.data).equals(expected)).toBe(true);
  });

  it('seeds once: a second run changes nothing', async () => {
    const before = await number(sql`select count(*) as n from goods`);
    expect((await seedDatabase(t.db, t.clock)).seeded).toBe(false);
    expect(await number(sql`select count(*) as n from goods`)).toBe(before);
  });
});

describe('skuPlans', () => {
  it('combines the options of every spec in order, adding their supplements', () => {
    expect(
      skuPlans([
        {
          name: 'Colour',
          options: [
            { value: 'Red', extra: '0.00' },
            { value: 'Blue', extra: '1.50' },
          ],
        },
        {
          name: 'Size',
          options: [
            { value: 'S', extra: '0.00' },
            { value: 'L', extra: '2.00' },
          ],
        },
      ]),
    ).toEqual([
      { difference: 'Red,S', extra: '0.00' },
      { difference: 'Red,L', extra: '2.00' },
      { difference: 'Blue,S', extra: '1.50' },
      { difference: 'Blue,L', extra: '3.50' },
    ]);
    expect(skuPlans([])).toEqual([{ difference: '', extra: '0.00' }]);
  });
});
