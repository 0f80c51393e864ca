import { merchant, shop } from '@bazaar/api/contract';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  goods,
  goodsSkus,
  jobs,
  marketGoods,
  marketGoodsSkus,
} from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { listIntoShop } from '../services/merchant/market.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { newMerchant } from '../test/merchant-helpers.js';

let t: TestApp;
let merchantToken: string;
let adminToken: string;
let marketIds: number[];

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  [merchantToken, adminToken] = await Promise.all([t.login('merchant'), t.login('admin')]);
  const rows = await t.db
    .select({ id: marketGoods.id })
    .from(marketGoods)
    .orderBy(asc(marketGoods.id));
  marketIds = rows.map((row) => row.id);
});
afterAll(() => t?.close());

/** The goods a shop lists from the market, by market goods id. */
async function listedBy(shopId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: goods.marketGoodsId })
    .from(goods)
    .where(and(eq(goods.shopId, shopId), isNotNull(goods.marketGoodsId)))
    .orderBy(asc(goods.marketGoodsId));
  return rows.map((row) => row.id as number);
}

describe('the wholesale market', () => {
  it('lists the platform goods with wholesale and suggested retail prices and what the shop lists', async () => {
    const page = await t.call(merchant.market, { token: merchantToken, query: { limit: 100 } });
    expect(page.data.total).toBe(marketIds.length);
    const listed = page.data.data.filter((item) => item.is_listed);
    expect(listed).toHaveLength(10);
    for (const item of page.data.data) {
      expect(item.goods_id !== null).toBe(item.is_listed);
      expect(Number(item.retail_price)).toBeGreaterThanOrEqual(Number(item.wholesale_price));
    }
    const newcomer = await newMerchant(t, 'fresh_shop', adminToken);
    const theirs = await t.call(merchant.market, { token: newcomer.token, query: { limit: 100 } });
    expect(theirs.data.data.some((item) => item.is_listed)).toBe(false);
  });

  it('filters by category, a top level including its children', async () => {
    const [first] = await t.db.select().from(marketGoods).orderBy(asc(marketGoods.id)).limit(1);
    const [leaf] = await t.db.select().from(categories).where(eq(categories.id, first!.categoryId));
    for (const id of [leaf!.id, leaf!.pid]) {
      const page = await t.call(merchant.market, {
        token: merchantToken,
        query: { category_id: id, limit: 100 },
      });
      expect(page.data.data.map((item) => item.id)).toContain(first!.id);
      expect(page.data.total).toBeLessThan(marketIds.length);
    }
  });

  it('lists chosen goods at the suggested retail price, specs and SKUs copied and linked', async () => {
    const owner = await newMerchant(t, 'picker', adminToken);
    const id = marketIds[3] as number;
    const result = await t.call(merchant.marketList, { token: owner.token, body: { ids: [id] } });
    expect(result.data).toMatchObject({ listed: 1, skipped: 0, job: null });
    const goodsId = result.data.goods_ids[0] as number;

    const [source] = await t.db.select().from(marketGoods).where(eq(marketGoods.id, id));
    const sourceSkus = await t.db
      .select()
      .from(marketGoodsSkus)
      .where(eq(marketGoodsSkus.marketGoodsId, id))
      .orderBy(asc(marketGoodsSkus.id));
    const info = await t.call(merchant.goodsInfo, { token: owner.token, query: { id: goodsId } });
    expect(info.data).toMatchObject({
      title: source!.title,
      category_id: source!.categoryId,
      status: 'normal',
      market_goods_id: id,
      price: source!.retailPrice,
      wholesale_price: source!.wholesalePrice,
      retail_price: source!.retailPrice,
      spec: source!.spec,
    });
    expect(info.data.skus).toEqual(
      sourceSkus.map((sku) =>
        expect.objectContaining({
          difference: sku.difference,
          price: sku.retailPrice,
          wholesale_price: sku.wholesalePrice,
          retail_price: sku.retailPrice,
          stock: sku.stock,
        }),
      ),
    );
    const links = await t.db
      .select({ market: goodsSkus.marketSkuId })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId))
      .orderBy(asc(goodsSkus.id));
    expect(links.map((link) => link.market)).toEqual(sourceSkus.map((sku) => sku.id));

    const storefront = await t.call(shop.goods, { query: { shop_id: owner.shopId } });
    expect(storefront.data.data.map((card) => card.id)).toEqual([goodsId]);
    const market = await t.call(merchant.market, { token: owner.token, query: { limit: 100 } });
    expect(market.data.data.find((item) => item.id === id)).toMatchObject({
      is_listed: true,
      goods_id: goodsId,
    });
  });

  it('skips goods the shop lists already and never lists one twice', async () => {
    const [listedOne] = await listedBy(await shopOf(merchantToken));
    const again = await t.call(merchant.marketList, {
      token: merchantToken,
      body: { ids: [listedOne as number, listedOne as number] },
    });
    expect(again.data).toMatchObject({ listed: 0, skipped: 1, goods_ids: [] });
    const [row] = await t.db
      .select({ n: count() })
      .from(goods)
      .where(eq(goods.marketGoodsId, listedOne as number));
    expect(row?.n).toBe(1);
  });

  it.each([
    ['nothing', {}, 'Please select an item first'],
    ['an empty selection', { ids: [] }, 'Please select an item first'],
  ])('refuses %s with "please select an item first"', async (_name, body, msg) => {
    const result = await t.call(merchant.marketList, { token: merchantToken, body });
    expect(result.body).toMatchObject({ code: 0, msg });
  });

  it('answers 404 for goods that are not on the market (unknown or hidden)', async () => {
    const hidden = marketIds.at(-1) as number;
    await t.db.update(marketGoods).set({ status: 'hidden' }).where(eq(marketGoods.id, hidden));
    try {
      for (const ids of [[999_999], [hidden], [marketIds[0] as number, 999_999]]) {
        const result = await t.call(merchant.marketList, { token: merchantToken, body: { ids } });
        expect(result.status).toBe(404);
      }
    } finally {
      await t.db.update(marketGoods).set({ status: 'normal' }).where(eq(marketGoods.id, hidden));
    }
  });

  it('refuses ids together with all', async () => {
    const result = await t.call(merchant.marketList, {
      token: merchantToken,
      body: { all: true, ids: [marketIds[0] as number] },
    });
    expect(result.status).toBe(400);
  });

  it('lists the same goods once when two requests race', async () => {
    const owner = await newMerchant(t, 'racer', adminToken);
    const ids = marketIds.slice(0, 5);
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.call(merchant.marketList, { token: owner.token, body: { ids } })),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual([1, 1, 1]);
    expect(answers.reduce((sum, answer) => sum + answer.data.listed, 0)).toBe(5);
    expect(await listedBy(owner.shopId)).toEqual(ids);
  });
});

/** The shop id of a merchant token's user. */
async function shopOf(token: string): Promise<number> {
  return (await t.call(merchant.shop, { token })).data.id;
}

describe('listing the whole market', () => {
  it('runs as a job: a second request while it runs is refused, its progress can be read', async () => {
    const owner = await newMerchant(t, 'lister', adminToken);
    expect((await t.call(merchant.marketJob, { token: owner.token })).data.job).toBeNull();

    const started = await t.call(merchant.marketList, { token: owner.token, body: { all: true } });
    expect(started.data).toMatchObject({ listed: 0, skipped: 0, goods_ids: [] });
    expect(started.data.job).toMatchObject({ status: 'queued', progress: 0, total: 0, listed: 0 });

    const second = await t.call(merchant.marketList, { token: owner.token, body: { all: true } });
    expect(second.body).toMatchObject({ code: 0, msg: 'Listing in progress, please wait' });
    expect(second.body.data).toEqual({ job_id: started.data.job?.id });
    // Another shop's job is its own.
    const other = await t.call(merchant.marketList, { token: merchantToken, body: { all: true } });
    expect(other.body.code).toBe(1);

    const queued = await t.call(merchant.marketJob, { token: owner.token });
    expect(queued.data.job).toMatchObject({ id: started.data.job?.id, status: 'queued' });

    await t.app.deps.jobs.runUntilIdle();
    const done = await t.call(merchant.marketJob, { token: owner.token });
    expect(done.data.job).toMatchObject({
      status: 'done',
      progress: marketIds.length,
      total: marketIds.length,
      listed: marketIds.length,
      error: null,
    });
    expect(done.data.job?.finishtime).not.toBeNull();
    expect(await listedBy(owner.shopId)).toEqual(marketIds);
    // The demo merchant's job listed the six it lacked.
    expect((await t.call(merchant.marketJob, { token: merchantToken })).data.job?.listed).toBe(
      marketIds.length - 10,
    );

    const none = await t.call(merchant.market, { token: owner.token, query: { limit: 100 } });
    expect(none.data.data.every((item) => item.is_listed)).toBe(true);
    const again = await t.call(merchant.marketList, { token: owner.token, body: { all: true } });
    expect(again.data.job?.status).toBe('queued');
    await t.app.deps.jobs.runUntilIdle();
    expect((await t.call(merchant.marketJob, { token: owner.token })).data.job).toMatchObject({
      status: 'done',
      listed: 0,
    });
  });

  it('starts one job when two list-all requests race', async () => {
    const owner = await newMerchant(t, 'twins', adminToken);
    const answers = await Promise.all(
      [0, 1].map(() => t.call(merchant.marketList, { token: owner.token, body: { all: true } })),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 1]);
    expect(answers.find((answer) => answer.body.code === 0)?.body.msg).toBe(
      'Listing in progress, please wait',
    );
    await t.app.deps.jobs.runUntilIdle();
    expect(await listedBy(owner.shopId)).toEqual(marketIds);
  });

  it('is safe to run again after an interruption: it lists only what is missing', async () => {
    const owner = await newMerchant(t, 'resumer', adminToken);
    // An earlier attempt got through some goods before its process died.
    await withTransaction(t.db, (tx) => listIntoShop(tx, owner.shopId, marketIds.slice(0, 7), 0));
    await t.call(merchant.marketList, { token: owner.token, body: { all: true } });
    await t.app.deps.jobs.runUntilIdle();
    const job = (await t.call(merchant.marketJob, { token: owner.token })).data.job;
    expect(job).toMatchObject({ status: 'done', listed: marketIds.length - 7 });
    expect(await listedBy(owner.shopId)).toEqual(marketIds);
    const [active] = await t.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.type, 'market.list-all'), inArray(jobs.status, ['queued', 'running'])));
    expect(active?.n).toBe(0);
  });
});
