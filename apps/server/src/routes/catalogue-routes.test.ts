import { common, goods as goodsApi, shop as shopApi, type GoodsCard } from '@bazaar/api/contract';
import { compare, divide, subtract } from '@bazaar/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import {
  categories,
  chatConversations,
  comments,
  couples,
  currencies,
  footprints,
  goods,
  goodsSkus,
  orderGoods,
  orders,
  pageViews,
  shopCategories,
  shops,
  users,
} from '../db/schema/index.js';
import { rollupPageViews } from '../services/catalogue/page-views.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  buyer = await t.login('buyer');
});
afterAll(() => t?.close());

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function shopOf(username: string): Promise<number> {
  const [row] = await t.db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.userId, await userId(username)));
  return row!.id;
}

/** Goods on sale in open shops, as the database has them. */
async function onSaleCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from goods g join shops s on s.id = g.shop_id
        where g.status = 'normal' and s.status = 'normal'`,
  );
  return row!.n;
}

async function search(query: Record<string, unknown>) {
  const result = await t.call(common.goods, { query });
  expect(result.body.code, result.body.msg).toBe(1);
  return result.data;
}

async function searchGoods(query: Record<string, unknown>): Promise<GoodsCard[]> {
  const page = await search({ limit: 100, ...query });
  if (page.type !== 'goods') throw new Error('expected goods');
  return page.data;
}

describe('common/info', () => {
  it('answers the initial data: categories, banners by position, currencies, star shops and the home zones', async () => {
    const result = await t.call(common.info);
    expect(result.body.code).toBe(1);
    const info = result.data;
    expect(info.msgCount).toBe(0);
    expect(info.categorys.length).toBeGreaterThanOrEqual(5);
    expect(info.categorys.every((top) => top.pid === 0 && top.childlist.length > 0)).toBe(true);
    expect(info.banners.length).toBeGreaterThan(0);
    expect(info.otherBanners.length).toBeGreaterThan(0);
    expect(info.currencyList).toHaveLength(13);
    expect(info.currencyList[0]).toEqual({ language: 'en', code: 'USD', symbol: '$', rate: '1' });
    expect(info.currencyList.find((c) => c.language === 'zh-cn')?.rate).toBe('0.1389');
    expect(info.currencyList.find((c) => c.language === 'vi')?.rate).toBe('0.00004');
    expect(info.shopList.length).toBe(4);
    expect(info.shopList.every((shop) => shop.is_star && shop.goods_count > 0)).toBe(true);
    for (const zone of [info.curationGoods, info.discountGoods, info.newGoods]) {
      expect(zone.length).toBeGreaterThan(0);
      expect(zone.length).toBeLessThanOrEqual(10);
    }
    const featured = await t.db
      .select({ id: goods.id, isCuration: goods.isCuration })
      .from(goods)
      .where(eq(goods.isCuration, true));
    const featuredIds = new Set(featured.map((row) => row.id));
    expect(info.curationGoods.every((item) => featuredIds.has(item.id))).toBe(true);
  });

  it('ranks the discount zone by the reduction as a share of the list price', async () => {
    const { discountGoods } = (await t.call(common.info)).data;
    const share = (item: GoodsCard) =>
      divide(subtract(item.market_price, item.price), item.market_price);
    for (const [index, item] of discountGoods.entries()) {
      expect(compare(item.market_price, item.price)).toBe(1);
      const next = discountGoods[index + 1];
      if (next) expect(compare(share(item), share(next))).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists new arrivals newest first', async () => {
    const { newGoods } = (await t.call(common.info)).data;
    const times = newGoods.map((item) => item.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("counts a logged-in caller's unread notices and chat messages", async () => {
    const result = await t.call(common.info, { token: buyer });
    expect(result.data.msgCount).toBe(1);
    const buyerId = await userId('buyer');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    await t.db.insert(chatConversations).values({
      userId: buyerId,
      peerId: await userId('techhub'),
      count: 4,
      createtime: now,
      updatetime: now,
    });
    try {
      expect((await t.call(common.info, { token: buyer })).data.msgCount).toBe(5);
    } finally {
      await t.db.delete(chatConversations).where(eq(chatConversations.userId, buyerId));
    }
  });

  it('treats an invalid token as a visitor', async () => {
    const result = await t.call(common.info, { token: 'not-a-token' });
    expect([result.status, result.data.msgCount]).toEqual([200, 0]);
  });
});

describe('common/getServiceUrl', () => {
  it('answers the chat with the first operator account', async () => {
    const admin = await userId('admin');
    const result = await t.call(common.getServiceUrl);
    expect(result.data).toEqual({ url: `/chat/${admin}`, user_id: admin });
  });
});

describe('common/categorys', () => {
  it('answers the two-level tree in display order, without hidden categories', async () => {
    const [hidden] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.pid} <> 0`)
      .orderBy(asc(categories.id))
      .limit(1);
    await t.db.update(categories).set({ status: 'hidden' }).where(eq(categories.id, hidden!.id));
    try {
      const { list } = (await t.call(common.categorys)).data;
      const tops = await t.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.pid, 0))
        .orderBy(sql`${categories.weigh} desc`, asc(categories.id));
      expect(list.map((node) => node.id)).toEqual(tops.map((row) => row.id));
      const children = list.flatMap((node) => node.childlist);
      expect(children.every((child) => child.childlist.length === 0)).toBe(true);
      expect(children.map((child) => child.id)).not.toContain(hidden!.id);
      for (const node of list) {
        expect(node.childlist.every((child) => child.pid === node.id)).toBe(true);
      }
    } finally {
      await t.db.update(categories).set({ status: 'normal' }).where(eq(categories.id, hidden!.id));
    }
  });
});

describe('common/goods: search', () => {
  it('defaults to page 1 of goods, 10 a page, recommended first, with the total', async () => {
    const page = await search({});
    expect(page.type).toBe('goods');
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: await onSaleCount() });
    expect(page.data).toHaveLength(10);
    expect(page.last_page).toBe(Math.ceil(page.total / 10));
  });

  it('ignores empty values', async () => {
    const page = await search({ keyword: '', id: '', sort: '', order: '', type: '' });
    expect(page.type).toBe('goods');
    expect(page.total).toBe(await onSaleCount());
  });

  it('pages without overlap, and answers an empty page past the end with the total', async () => {
    const first = await search({ limit: 7, order: 'price', sort: 'asc' });
    const second = await search({ page: 2, limit: 7, order: 'price', sort: 'asc' });
    const ids = new Set(first.data.map((item) => item.id));
    expect(second.data.some((item) => ids.has(item.id))).toBe(false);
    const past = await search({ page: 999, limit: 7 });
    expect(past).toMatchObject({ data: [], total: first.total, current_page: 999 });
  });

  it.each([
    ['sale', 'desc', (item: GoodsCard) => item.sales, -1],
    ['sale', 'asc', (item: GoodsCard) => item.sales, 1],
    ['new', 'desc', (item: GoodsCard) => item.createtime, -1],
  ] as const)('sorts by %s %s', async (order, sort, key, direction) => {
    const items = await searchGoods({ order, sort });
    for (let i = 1; i < items.length; i += 1) {
      expect(Math.sign(key(items[i]!) - key(items[i - 1]!)) * direction).toBeGreaterThanOrEqual(0);
    }
  });

  it.each([
    ['asc', 1],
    ['desc', -1],
  ] as const)('sorts by price %s as decimals', async (sort, direction) => {
    const items = await searchGoods({ order: 'price', sort });
    for (let i = 1; i < items.length; i += 1) {
      expect(compare(items[i]!.price, items[i - 1]!.price) * direction).toBeGreaterThanOrEqual(0);
    }
  });

  it('puts featured goods first in the recommended order', async () => {
    const items = await searchGoods({ order: 'all' });
    const rows = await t.db.select({ id: goods.id, isCuration: goods.isCuration }).from(goods);
    const featured = new Map(rows.map((row) => [row.id, row.isCuration]));
    const flags = items.map((item) => featured.get(item.id));
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false))).not.toContain(true);
  });

  it('matches every word of the keyword in the title, in any letter case', async () => {
    const [sample] = await t.db
      .select({ title: goods.title })
      .from(goods)
      .where(eq(goods.status, 'normal'))
      .limit(1);
    const words = sample!.title.split(' ');
    const keyword = `${words[0]!.toUpperCase()}  ${words.at(-1)!.toLowerCase()}`;
    const items = await searchGoods({ keyword });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.title.toLowerCase()).toContain(words[0]!.toLowerCase());
      expect(item.title.toLowerCase()).toContain(words.at(-1)!.toLowerCase());
    }
    expect(items.map((item) => item.title)).toContain(sample!.title);
  });

  it('takes % and _ in a keyword literally', async () => {
    const withPercent = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`${goods.title} like '%\\%%'`);
    const found = await searchGoods({ keyword: '%' });
    expect(found.every((item) => item.title.includes('%'))).toBe(true);
    expect(found.length).toBe(withPercent.length);
    expect(await searchGoods({ keyword: '_' })).toEqual([]);
  });

  it('searches a top-level category with its children, or one child alone', async () => {
    const [top] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.pid, 0))
      .orderBy(asc(categories.id))
      .limit(1);
    const children = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.pid, top!.id));
    const childIds = children.map((row) => row.id);
    const inTop = await searchGoods({ id: top!.id });
    expect(inTop.length).toBeGreaterThan(0);
    expect(inTop.every((item) => childIds.includes(item.category_id))).toBe(true);
    const inChild = await searchGoods({ id: childIds[0] });
    expect(inChild.every((item) => item.category_id === childIds[0])).toBe(true);
    expect(inChild.length).toBeLessThan(inTop.length);
    expect(await searchGoods({ id: 999_999 })).toEqual([]);
  });

  it('leaves out hidden goods and the goods of a hidden shop', async () => {
    const techhub = await shopOf('techhub');
    const [hidden] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.shopId, await shopOf('glowbeauty')))
      .limit(1);
    const total = (await search({})).total;
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, hidden!.id));
    await t.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, techhub));
    try {
      const items = await searchGoods({});
      expect(items.map((item) => item.id)).not.toContain(hidden!.id);
      expect(items.some((item) => item.shop_id === techhub)).toBe(false);
      expect((await search({})).total).toBeLessThan(total - 1);
    } finally {
      await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, hidden!.id));
      await t.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, techhub));
    }
  });

  it('searches shops by name or keywords, best rated first, with their counts', async () => {
    const all = await search({ type: 'shop' });
    if (all.type !== 'shop') throw new Error('expected shops');
    expect(all.total).toBe(6);
    const scores = all.data.map((shop) => shop.score);
    expect(scores).toEqual([...scores].sort((a, b) => compare(b, a)));
    const techhub = await shopOf('techhub');
    const [row] = await t.db
      .select({ shopname: shops.shopname, keywords: shops.keywords })
      .from(shops)
      .where(eq(shops.id, techhub));
    const byName = await search({ type: 'shop', keyword: row!.shopname.toUpperCase() });
    expect(byName.data.map((shop) => shop.id)).toEqual([techhub]);
    const keyword = row!.keywords.split(',')[0]!.trim();
    const byKeyword = await search({ type: 'shop', keyword });
    expect(byKeyword.data.map((shop) => shop.id)).toContain(techhub);
    const card = all.data.find((shop) => shop.id === techhub);
    expect(card && 'fans' in card ? card.fans : -1).toBe(1);
  });

  it.each([
    [{ order: 'cheapest' }, 'order'],
    [{ type: 'users' }, 'type'],
    [{ sort: 'up' }, 'sort'],
    [{ id: 'abc' }, 'id'],
    [{ page: 0 }, 'page'],
    [{ limit: 101 }, 'limit'],
  ])('refuses %j with 400', async (query, field) => {
    const result = await t.call(common.goods, { query });
    expect([result.status, result.body.code, result.body.data]).toEqual([400, 0, { field }]);
  });
});

describe('goods/detail', () => {
  let goodsId: number;
  beforeAll(async () => {
    const [row] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`exists (select 1 from comments c where c.goods_id = ${goods.id})`)
      .orderBy(asc(goods.id))
      .limit(1);
    goodsId = row!.id;
  });

  it('answers the goods with its SKUs, specs, shop, review counts and latest reviews', async () => {
    const result = await t.call(goodsApi.detail, { query: { id: goodsId } });
    expect(result.body.code).toBe(1);
    const page = result.data;
    const skus = await t.db
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId))
      .orderBy(asc(goodsSkus.id));
    expect(page.sku).toEqual(
      skus.map((sku) => ({
        id: sku.id,
        difference: sku.difference,
        image: sku.image,
        price: sku.price,
        market_price: sku.marketPrice,
        stock: sku.stock,
        sales: expect.any(Number),
      })),
    );
    // The SKUs' units sold add up to the goods' (both counted from the seeded orders).
    expect(page.sku.reduce((total, sku) => total + sku.sales, 0)).toBe(page.sales);
    expect(page.stock).toBe(skus.reduce((total, sku) => total + sku.stock, 0));
    expect(page.spec.length).toBeGreaterThan(0);
    expect(page.shop.id).toBe(page.shop_id);
    expect(page.is_follow).toBe(false);
    const reviews = await t.db.select().from(comments).where(eq(comments.goodsId, goodsId));
    const grade = (min: number, max: number) =>
      reviews.filter((review) => review.score >= min && review.score <= max).length;
    expect(page.comment).toMatchObject({
      total: reviews.length,
      good: grade(4, 5),
      pertinent: grade(3, 3),
      poor: grade(1, 2),
    });
    expect(page.comment.list.length).toBe(Math.min(3, reviews.length));
    expect(page.comment.list[0]!.user.nickname).not.toBe('');
    expect(page).not.toHaveProperty('wholesale_price');
  });

  it('counts the units of paid orders of the last 30 days as monthly sales', async () => {
    const before = (await t.call(goodsApi.detail, { query: { id: goodsId } })).data;
    const buyerId = await userId('buyer2');
    const [sku] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId));
    const [detail] = await t.db.select().from(goods).where(eq(goods.id, goodsId));
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const [orderNo, paymenttime, number] of [
      ['T-MONTHLY-1', now - 86_400, 2],
      ['T-MONTHLY-2', now - 40 * 86_400, 5],
      ['T-MONTHLY-3', null, 7],
    ] as const) {
      const [order] = await t.db
        .insert(orders)
        .values({
          orderNo,
          userId: buyerId,
          shopId: detail!.shopId,
          state: paymenttime ? 2 : 1,
          addressName: 'B',
          addressMobile: '123456',
          addressCountry: 'hk',
          addressAreaCode: 852,
          addressText: 'x',
          createtime: now - 50 * 86_400,
          updatetime: now,
          paymenttime,
        })
        .returning({ id: orders.id });
      await t.db.insert(orderGoods).values({
        orderId: order!.id,
        goodsId,
        skuId: sku!.id,
        title: detail!.title,
        image: detail!.image,
        number,
        createtime: now,
      });
    }
    const page = (await t.call(goodsApi.detail, { query: { id: goodsId } })).data;
    expect(page.monthly_sales).toBe(before.monthly_sales + 2);
    expect(page.sales).toBe(before.sales + 2 + 5);
  });

  it('tells a buyer whether the goods is among their favourites, and records their footprint', async () => {
    const [favourite] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .orderBy(asc(goods.id))
      .limit(1);
    const buyerId = await userId('buyer');
    const page = (await t.call(goodsApi.detail, { query: { id: favourite!.id }, token: buyer }))
      .data;
    expect(page.is_follow).toBe(true);
    t.clock.advanceSeconds(10);
    await t.call(goodsApi.detail, { query: { id: favourite!.id }, token: buyer });
    const prints = await t.db
      .select()
      .from(footprints)
      .where(and(eq(footprints.userId, buyerId), eq(footprints.goodsId, favourite!.id)));
    expect(prints).toHaveLength(1);
    expect(prints[0]!.updatetime).toBe(Math.floor(t.clock.now().getTime() / 1000));
  });

  it("records a page view with the platform's day, the user or a visitor's hash", async () => {
    const before = await t.db.select().from(pageViews).where(eq(pageViews.goodsId, goodsId));
    await t.call(goodsApi.detail, { query: { id: goodsId }, headers: { 'user-agent': 'test-ua' } });
    await t.call(goodsApi.detail, { query: { id: goodsId }, token: buyer });
    const after = await t.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.goodsId, goodsId))
      .orderBy(asc(pageViews.id));
    const added = after.slice(before.length);
    expect(added).toHaveLength(2);
    expect(added[0]!.visitor).toMatch(/^v:[0-9a-f]{32}$/);
    expect(added[0]!.userId).toBeNull();
    expect(added[1]).toMatchObject({
      visitor: `u:${await userId('buyer')}`,
      userId: await userId('buyer'),
    });
    const day = Math.floor(t.clock.now().getTime() / 86_400_000);
    expect(added.every((view) => view.day === day && view.shopId !== 0)).toBe(true);
    const footprintCount = await t.db
      .select()
      .from(footprints)
      .where(eq(footprints.goodsId, goodsId));
    expect(footprintCount.every((row) => row.userId === (added[1]!.userId as number))).toBe(true);
  });

  it('refuses an unknown goods, a hidden goods and a goods of a hidden shop with 404', async () => {
    const [other] = await t.db
      .select({ id: goods.id, shopId: goods.shopId })
      .from(goods)
      .where(sql`${goods.id} <> ${goodsId}`)
      .orderBy(sql`${goods.id} desc`)
      .limit(1);
    const views = (await t.db.select().from(pageViews)).length;
    const refused = async (id: number) => {
      const result = await t.call(goodsApi.detail, { query: { id } });
      expect([result.status, result.body.code]).toEqual([404, 0]);
    };
    await refused(999_999);
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, goodsId));
    await refused(goodsId);
    await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, goodsId));
    await t.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, other!.shopId));
    await refused(other!.id);
    await t.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, other!.shopId));
    expect((await t.db.select().from(pageViews)).length).toBe(views);
  });
});

describe('goods/comments', () => {
  it('pages a goods reviews newest first, by tab', async () => {
    const [row] = await queryRows<{ goods_id: number }>(
      t.db,
      sql`select goods_id from comments group by goods_id order by count(*) desc, goods_id limit 1`,
    );
    const goodsId = row!.goods_id;
    const reviews = await t.db.select().from(comments).where(eq(comments.goodsId, goodsId));
    const all = (await t.call(goodsApi.comments, { query: { goods_id: goodsId, limit: 100 } }))
      .data;
    expect(all.total).toBe(reviews.length);
    const times = all.data.map((review) => review.createtime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const [state, min, max] of [
      ['good', 4, 5],
      ['pertinent', 3, 3],
      ['poor', 1, 2],
    ] as const) {
      const tab = (
        await t.call(goodsApi.comments, { query: { goods_id: goodsId, state, limit: 100 } })
      ).data;
      expect(tab.total).toBe(reviews.filter((r) => r.score >= min && r.score <= max).length);
      expect(tab.data.every((review) => review.score >= min && review.score <= max)).toBe(true);
    }
    const one = (
      await t.call(goodsApi.comments, { query: { goods_id: goodsId, limit: 1, page: 2 } })
    ).data;
    expect(one.data.map((review) => review.id)).toEqual([all.data[1]!.id]);
  });

  it('answers an empty page for a goods without reviews, and refuses a bad tab', async () => {
    const empty = await t.call(goodsApi.comments, { query: { goods_id: 999_999 } });
    expect(empty.data).toMatchObject({ total: 0, data: [], last_page: 1 });
    const bad = await t.call(goodsApi.comments, { query: { goods_id: 1, state: 'best' } });
    expect([bad.status, bad.body.data]).toEqual([400, { field: 'state' }]);
  });
});

describe('shop pages', () => {
  it('answers a shop with its counts, is_follow and no partner', async () => {
    const glow = await shopOf('glowbeauty');
    const visitor = (await t.call(shopApi.detail, { query: { id: glow } })).data;
    expect(visitor).toMatchObject({
      id: glow,
      user_id: await userId('glowbeauty'),
      fans: 1,
      is_follow: false,
      couple: null,
      // The seeded orders of the shop (paid, none refunded: see the seed's own test).
      orders_count: Number(
        (
          await queryRows<{ n: string }>(
            t.db,
            sql`select count(*) as n from orders where shop_id = ${glow} and paymenttime is not null`,
          )
        )[0]!.n,
      ),
    });
    const [goodsRow] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from goods where shop_id = ${glow} and status = 'normal'`,
    );
    expect(visitor.goods_count).toBe(goodsRow!.n);
    expect(
      (await t.call(shopApi.detail, { query: { id: glow }, token: buyer })).data.is_follow,
    ).toBe(true);
  });

  it('counts paid orders and the favourites of its goods', async () => {
    const shopId = await shopOf('merchant');
    const [favourites] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from goods_favourites f join goods g on g.id = f.goods_id
          where g.shop_id = ${shopId}`,
    );
    const [paid] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where shop_id = ${shopId} and paymenttime is not null`,
    );
    const page = (await t.call(shopApi.detail, { query: { id: shopId } })).data;
    expect([page.collect, page.orders_count]).toEqual([favourites!.n, paid!.n]);
  });

  it('shows the partner of an agreed couple partnership, from either side', async () => {
    const inviter = await shopOf('techhub');
    const invitee = await shopOf('urbanthreads');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const [pending] = await t.db
      .insert(couples)
      .values({ inviterShopId: inviter, inviteeShopId: invitee, createtime: now, updatetime: now })
      .returning({ id: couples.id });
    expect((await t.call(shopApi.detail, { query: { id: inviter } })).data.couple).toBeNull();
    await t.db.update(couples).set({ state: 'agreed' }).where(eq(couples.id, pending!.id));
    const [inviteeRow] = await t.db.select().from(shops).where(eq(shops.id, invitee));
    expect((await t.call(shopApi.detail, { query: { id: inviter } })).data.couple).toEqual({
      id: invitee,
      shopname: inviteeRow!.shopname,
      avatar: inviteeRow!.avatar,
    });
    expect((await t.call(shopApi.detail, { query: { id: invitee } })).data.couple?.id).toBe(
      inviter,
    );
    await t.db.update(couples).set({ state: 'dissolved' }).where(eq(couples.id, pending!.id));
    expect((await t.call(shopApi.detail, { query: { id: invitee } })).data.couple).toBeNull();
  });

  it('records a storefront view, and refuses an unknown or hidden shop with 404', async () => {
    const shopId = await shopOf('casaliving');
    const before = (await t.db.select().from(pageViews).where(eq(pageViews.shopId, shopId))).length;
    await t.call(shopApi.detail, { query: { id: shopId } });
    const after = await t.db.select().from(pageViews).where(eq(pageViews.shopId, shopId));
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)!.goodsId).toBeNull();
    expect((await t.call(shopApi.detail, { query: { id: 999_999 } })).status).toBe(404);
    await t.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, shopId));
    expect((await t.call(shopApi.detail, { query: { id: shopId } })).status).toBe(404);
    expect((await t.call(shopApi.goods, { query: { shop_id: shopId } })).status).toBe(404);
    expect((await t.call(shopApi.categorys, { query: { shop_id: shopId } })).status).toBe(404);
    await t.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, shopId));
  });

  it("pages a shop's goods, in one of its categories with the children", async () => {
    const shopId = await shopOf('merchant');
    const all = (await t.call(shopApi.goods, { query: { shop_id: shopId, limit: 100 } })).data;
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((item) => item.shop_id === shopId)).toBe(true);
    const cats = await t.db
      .select()
      .from(shopCategories)
      .where(eq(shopCategories.shopId, shopId))
      .orderBy(asc(shopCategories.id));
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const [child] = await t.db
      .insert(shopCategories)
      .values({ shopId, pid: cats[0]!.id, name: 'Child', createtime: now })
      .returning({ id: shopCategories.id });
    const [moved] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.shopId, shopId), eq(goods.shopCategoryId, cats[0]!.id)))
      .limit(1);
    await t.db.update(goods).set({ shopCategoryId: child!.id }).where(eq(goods.id, moved!.id));
    const inTop = (
      await t.call(shopApi.goods, {
        query: { shop_id: shopId, category_id: cats[0]!.id, limit: 100 },
      })
    ).data;
    const inChild = (
      await t.call(shopApi.goods, { query: { shop_id: shopId, category_id: child!.id } })
    ).data;
    expect(inTop.data.map((item) => item.id)).toContain(moved!.id);
    expect(inChild.data.map((item) => item.id)).toEqual([moved!.id]);
    const tree = (await t.call(shopApi.categorys, { query: { shop_id: shopId } })).data.list;
    expect(tree.find((node) => node.id === cats[0]!.id)?.childlist.map((c) => c.id)).toEqual([
      child!.id,
    ]);
    const otherShopCategory = (
      await t.call(shopApi.goods, {
        query: { shop_id: await shopOf('techhub'), category_id: cats[0]!.id },
      })
    ).data;
    expect(otherShopCategory).toMatchObject({ total: 0, data: [] });
  });

  it("sorts a shop's goods like the search", async () => {
    const shopId = await shopOf('techhub');
    const items = (
      await t.call(shopApi.goods, {
        query: { shop_id: shopId, order: 'price', sort: 'asc', limit: 100 },
      })
    ).data.data;
    for (let i = 1; i < items.length; i += 1) {
      expect(compare(items[i]!.price, items[i - 1]!.price)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('page view rollup', () => {
  it('adds settled views to goods and shops once, and moves on', async () => {
    const [target] = await t.db
      .select({ id: goods.id, shopId: goods.shopId, views: goods.views })
      .from(goods)
      .orderBy(sql`${goods.id} desc`)
      .limit(1);
    const [shopBefore] = await t.db.select().from(shops).where(eq(shops.id, target!.shopId));
    await rollupPageViews({ db: t.db, now: Math.floor(t.clock.now().getTime() / 1000) + 10 });
    for (let i = 0; i < 3; i += 1) await t.call(goodsApi.detail, { query: { id: target!.id } });
    await t.call(shopApi.detail, { query: { id: target!.shopId } });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect((await rollupPageViews({ db: t.db, now })).views).toBe(0);
    const [goodsBetween] = await t.db.select().from(goods).where(eq(goods.id, target!.id));
    expect(goodsBetween!.views).toBe(target!.views);
    const ran = await rollupPageViews({ db: t.db, now: now + 10 });
    expect(ran.views).toBe(4);
    const [goodsAfter] = await t.db.select().from(goods).where(eq(goods.id, target!.id));
    const [shopAfter] = await t.db.select().from(shops).where(eq(shops.id, target!.shopId));
    expect(goodsAfter!.views).toBe(target!.views + 3);
    expect(shopAfter!.visitors).toBeGreaterThanOrEqual(shopBefore!.visitors + 4);
    expect((await rollupPageViews({ db: t.db, now: now + 20 })).views).toBe(0);
    const page = (await t.call(goodsApi.detail, { query: { id: target!.id } })).data;
    expect(page.views).toBe(target!.views + 3);
  });

  it('runs on the scheduler', async () => {
    t.clock.advanceSeconds(3600);
    expect(await t.app.deps.scheduler.tick()).toContain('page-view-rollup');
  });

  it('records and counts views past 2^31 ids (page_views.id is a bigint)', async () => {
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('page_views', 'id'), 2147483647, true)`,
    );
    const [target] = await t.db.select().from(goods).where(eq(goods.status, 'normal')).limit(1);
    await t.call(goodsApi.detail, { query: { id: target!.id } });
    const [view] = await queryRows<{ id: string | number }>(
      t.db,
      sql`select max(id) as id from page_views`,
    );
    expect(Number(view!.id)).toBe(2147483648);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect((await rollupPageViews({ db: t.db, now: now + 10 })).views).toBe(1);
  });
});

describe('currencies', () => {
  it('answers rates without trailing zeros', async () => {
    await t.db
      .update(currencies)
      .set({ rate: '0.5000000000' })
      .where(eq(currencies.language, 'ja'));
    const { currencyList } = (await t.call(common.info)).data;
    expect(currencyList.find((c) => c.language === 'ja')?.rate).toBe('0.5');
  });
});

describe('the catalogue cache (CATALOGUE_CACHE_MS)', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
  });
  afterAll(() => cached?.close());

  it("reuses search pages and visitors' goods pages, still counting every view", async () => {
    const first = await cached.call(common.goods, { query: { order: 'price', sort: 'asc' } });
    if (first.data.type !== 'goods') throw new Error('expected goods');
    const cheapest = first.data.data[0]!;
    await cached.db.update(goods).set({ title: 'Renamed' }).where(eq(goods.id, cheapest.id));
    const again = await cached.call(common.goods, { query: { sort: 'asc', order: 'price' } });
    expect(again.data.data[0]).toEqual(cheapest);

    const views = async () =>
      (await cached.db.select().from(pageViews).where(eq(pageViews.goodsId, cheapest.id))).length;
    const before = await views();
    const page = await cached.call(goodsApi.detail, { query: { id: cheapest.id } });
    expect(page.data.title).toBe('Renamed');
    await cached.db.update(goods).set({ title: 'Renamed twice' }).where(eq(goods.id, cheapest.id));
    expect((await cached.call(goodsApi.detail, { query: { id: cheapest.id } })).data.title).toBe(
      'Renamed',
    );
    expect(await views()).toBe(before + 2);
  });

  it("reads a buyer's goods page fresh, for the favourite flag", async () => {
    const token = await cached.login('buyer2');
    const [target] = await cached.db
      .select({ id: goods.id })
      .from(goods)
      .orderBy(asc(goods.id))
      .limit(1);
    await cached.call(goodsApi.detail, { query: { id: target!.id } });
    await cached.db.update(goods).set({ title: 'Fresh title' }).where(eq(goods.id, target!.id));
    const page = await cached.call(goodsApi.detail, { query: { id: target!.id }, token });
    expect(page.data.title).toBe('Fresh title');
  });

  it('keeps no refusal: a goods back on sale shows at once', async () => {
    const [target] = await cached.db
      .select({ id: goods.id })
      .from(goods)
      .orderBy(sql`${goods.id} desc`)
      .limit(1);
    await cached.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, target!.id));
    expect((await cached.call(goodsApi.detail, { query: { id: target!.id } })).status).toBe(404);
    await cached.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, target!.id));
    expect((await cached.call(goodsApi.detail, { query: { id: target!.id } })).status).toBe(200);
  });
});
