import { goods as goodsApi, merchant, shop } from '@bazaar/api/contract';
import { subtract, toMoneyString } from '@bazaar/domain';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, goods, goodsSkus, shops } from '../db/schema/index.js';
import { uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
let techhub: string;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  [token, techhub] = await Promise.all([t.login('merchant'), t.login('techhub')]);
  shopId = (await t.call(merchant.shop, { token })).data.id;
});
afterAll(() => t?.close());

/** The ids of a shop's goods: from the market or its own. */
async function goodsOf(shop: number, market: boolean): Promise<number[]> {
  const rows = await t.db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.shopId, shop),
        market ? isNotNull(goods.marketGoodsId) : isNull(goods.marketGoodsId),
      ),
    )
    .orderBy(asc(goods.id));
  return rows.map((row) => row.id);
}

async function techhubShop(): Promise<number> {
  return (await t.call(merchant.shop, { token: techhub })).data.id;
}

describe('shop settings', () => {
  it('shows the shop with its counts', async () => {
    const result = await t.call(merchant.shop, { token });
    const [goodsCount] = await t.db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.shopId, shopId), eq(goods.status, 'normal')));
    expect(result.data).toMatchObject({
      shopname: 'Bazaar Select',
      status: 'normal',
      goods_count: goodsCount!.n,
    });
  });

  it('saves name, keywords, description and a new logo of the merchant', async () => {
    const avatar = await uploadImageAs(t, await userIdOf(t, 'merchant'));
    const result = await t.call(merchant.saveShop, {
      token,
      body: {
        shopname: '  Bazaar Select Plus ',
        keywords: 'home, gifts',
        description: 'Curated.',
        avatar,
      },
    });
    expect(result.data).toMatchObject({
      shopname: 'Bazaar Select Plus',
      keywords: 'home, gifts',
      description: 'Curated.',
      avatar,
    });
    const storefront = await t.call(shop.detail, { query: { id: shopId } });
    expect(storefront.data).toMatchObject({
      shopname: 'Bazaar Select Plus',
      avatar,
      keywords: 'home, gifts',
    });
    // Keeping the current logo needs no new upload.
    const kept = await t.call(merchant.saveShop, {
      token,
      body: { shopname: 'Bazaar Select', keywords: '', description: '', avatar },
    });
    expect(kept.data).toMatchObject({ shopname: 'Bazaar Select', keywords: '' });
  });

  it.each([
    ['shopname', { shopname: ' ' }],
    ['avatar', { avatar: '' }],
  ])('refuses an empty %s', async (field, change) => {
    const current = (await t.call(merchant.shop, { token })).data;
    const result = await t.call(merchant.saveShop, {
      token,
      body: {
        shopname: current.shopname,
        keywords: '',
        description: '',
        avatar: current.avatar,
        ...change,
      },
    });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'Please fill in the required fields',
      data: { field },
    });
  });

  it("refuses a logo that is not the merchant's upload", async () => {
    const someone = await uploadImageAs(t, await userIdOf(t, 'buyer'));
    for (const avatar of [someone, 'https://example.com/logo.png']) {
      const result = await t.call(merchant.saveShop, {
        token,
        body: { shopname: 'X', keywords: '', description: '', avatar },
      });
      expect(result.status).toBe(400);
      expect(result.body.data).toEqual({ field: 'avatar' });
    }
    expect((await t.call(merchant.shop, { token })).data.shopname).toBe('Bazaar Select');
  });
});

describe('goods', () => {
  it('lists all goods, those on sale and those in the warehouse, newest first', async () => {
    const [hidden] = await goodsOf(shopId, true);
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, hidden!));
    const all = await t.call(merchant.goods, { token, query: { limit: 100 } });
    const onSale = await t.call(merchant.goods, { token, query: { status: 'normal', limit: 100 } });
    const stored = await t.call(merchant.goods, { token, query: { status: 'hidden' } });
    expect(all.data.total).toBe(onSale.data.total + stored.data.total);
    expect(stored.data.data.map((item) => item.id)).toEqual([hidden]);
    const times = all.data.data.map((item) => item.createtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const market = all.data.data.find((item) => item.market_goods_id !== null);
    expect(market?.wholesale_price).toMatch(/^\d+\.\d{2}$/);
    const own = await t.call(merchant.goods, { token: techhub, query: { limit: 1 } });
    expect(own.data.data[0]).toMatchObject({
      market_goods_id: null,
      wholesale_price: null,
      retail_price: null,
    });
    await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, hidden!));
  });

  it('unlists and lists the selected goods; the storefront follows', async () => {
    const ids = (await goodsOf(shopId, true)).slice(0, 2);
    const hidden = await t.call(merchant.goodsStatus, { token, body: { ids, status: 'hidden' } });
    expect(hidden.data).toEqual({ updated: 2, status: 'hidden' });
    expect((await t.call(goodsApi.detail, { query: { id: ids[0] as number } })).status).toBe(404);
    const shown = await t.call(merchant.goodsStatus, { token, body: { ids, status: 'normal' } });
    expect(shown.data.updated).toBe(2);
    expect((await t.call(goodsApi.detail, { query: { id: ids[0] as number } })).body.code).toBe(1);
  });

  it('refuses an empty selection with "please select an item first"', async () => {
    const result = await t.call(merchant.goodsStatus, {
      token,
      body: { ids: [], status: 'hidden' },
    });
    expect(result.body).toMatchObject({ code: 0, msg: 'Please select an item first' });
  });

  it("changes no goods when one of the selection is another shop's", async () => {
    const [own] = await goodsOf(shopId, true);
    const [theirs] = await goodsOf(await techhubShop(), false);
    const result = await t.call(merchant.goodsStatus, {
      token,
      body: { ids: [own!, theirs!], status: 'hidden' },
    });
    expect(result.status).toBe(404);
    const rows = await t.db.select({ status: goods.status }).from(goods).where(eq(goods.id, own!));
    expect(rows[0]?.status).toBe('normal');
    const their = await t.db
      .select({ status: goods.status })
      .from(goods)
      .where(eq(goods.id, theirs!));
    expect(their[0]?.status).toBe('normal');
  });
});

describe('prices', () => {
  it('shows each SKU with the suggested retail price beside the wholesale price', async () => {
    const [id] = await goodsOf(shopId, true);
    const info = await t.call(merchant.goodsInfo, { token, query: { id: id! } });
    expect(info.data.skus.length).toBeGreaterThan(0);
    for (const sku of info.data.skus) {
      expect(sku.wholesale_price).toMatch(/^\d+\.\d{2}$/);
      expect(sku.retail_price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(sku.margin)).toBeCloseTo(Number(sku.price) - Number(sku.wholesale_price), 2);
    }
  });

  it('sets prices exactly as typed, under the wholesale price once the loss is confirmed, and the lowest becomes the goods price', async () => {
    const [id] = await goodsOf(shopId, true);
    const before = await t.call(merchant.goodsInfo, { token, query: { id: id! } });
    const [first] = before.data.skus;
    const under = '0.5';
    // Under cost without the confirmation: refused with the loss per unit, nothing changes.
    const unconfirmed = await t.call(merchant.goodsPrice, {
      token,
      body: { id: id!, skus: [{ id: first!.id, price: under }] },
    });
    expect(unconfirmed.body).toMatchObject({
      code: 0,
      data: {
        sku_id: first!.id,
        loss: toMoneyString(subtract(first!.wholesale_price!, '0.50')),
        count: 1,
      },
    });
    expect(unconfirmed.body.msg).toContain(
      toMoneyString(subtract(first!.wholesale_price!, '0.50')),
    );
    expect((await t.call(merchant.goodsInfo, { token, query: { id: id! } })).data).toEqual(
      before.data,
    );
    const result = await t.call(merchant.goodsPrice, {
      token,
      body: { id: id!, skus: [{ id: first!.id, price: under }], confirm_loss: true },
    });
    const list = await t.call(merchant.goods, { token, query: { status: 'all', limit: 100 } });
    expect(list.data.data.find((goods) => goods.id === id)?.below_cost).toBe(true);
    const changed = result.data.skus.find((sku) => sku.id === first!.id);
    expect(changed).toMatchObject({
      price: '0.50',
      retail_price: first!.retail_price,
      wholesale_price: first!.wholesale_price,
    });
    expect(Number(changed?.margin)).toBeLessThan(0);
    expect(result.data.price).toBe('0.50');
    expect(result.data.skus.filter((sku) => sku.id !== first!.id)).toEqual(
      before.data.skus.filter((sku) => sku.id !== first!.id),
    );
    const page = await t.call(goodsApi.detail, { query: { id: id! } });
    expect(page.data.price).toBe('0.50');
    expect(page.data.sku.find((sku) => sku.id === first!.id)?.price).toBe('0.50');

    const back = await t.call(merchant.goodsPrice, {
      token,
      body: { id: id!, skus: [{ id: first!.id, price: '1234.56' }] },
    });
    expect(back.data.skus.find((sku) => sku.id === first!.id)?.price).toBe('1234.56');
    const after = await t.call(merchant.goods, { token, query: { status: 'all', limit: 100 } });
    expect(after.data.data.find((goods) => goods.id === id)?.below_cost).toBe(false);
  });

  it.each(['0', '-1', '1.234', 'abc', '1e3', ''])('refuses the price %j', async (price) => {
    const [id] = await goodsOf(shopId, true);
    const [sku] = await t.db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, id!));
    const result = await t.call(merchant.goodsPrice, {
      token,
      body: { id: id!, skus: [{ id: sku!.id, price }] },
    });
    expect(result.body).toMatchObject({
      code: 0,
      msg: 'Please enter a valid amount',
      data: { sku_id: sku!.id },
    });
  });

  it('refuses no SKU, a repeated SKU, and answers 404 for a SKU of another goods or shop', async () => {
    const [id, other] = await goodsOf(shopId, true);
    const none = await t.call(merchant.goodsPrice, { token, body: { id: id!, skus: [] } });
    expect(none.body.msg).toBe('Please select an item first');
    const [sku] = await t.db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, id!));
    const twice = await t.call(merchant.goodsPrice, {
      token,
      body: {
        id: id!,
        skus: [
          { id: sku!.id, price: '1' },
          { id: sku!.id, price: '2' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    const [foreign] = await t.db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, other!));
    const wrongGoods = await t.call(merchant.goodsPrice, {
      token,
      body: {
        id: id!,
        skus: [
          { id: sku!.id, price: '3' },
          { id: foreign!.id, price: '3' },
        ],
      },
    });
    expect(wrongGoods.status).toBe(404);
    const unchanged = await t.db
      .select({ price: goodsSkus.price })
      .from(goodsSkus)
      .where(eq(goodsSkus.id, sku!.id));
    expect(unchanged[0]?.price).not.toBe('3.00');
    const [theirs] = await goodsOf(await techhubShop(), false);
    const [theirSku] = await t.db
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, theirs!));
    const notMine = await t.call(merchant.goodsPrice, {
      token,
      body: { id: theirs!, skus: [{ id: theirSku!.id, price: '3' }] },
    });
    expect(notMine.status).toBe(404);
    expect((await t.call(merchant.goodsInfo, { token, query: { id: theirs! } })).status).toBe(404);
  });
});

describe('reviews', () => {
  it('lists the reviews of the shop goods by tab, with the goods', async () => {
    const all = await t.call(merchant.comments, { token, query: { limit: 100 } });
    const [total] = await t.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.shopId, shopId));
    expect(all.data.total).toBe(total!.n);
    const own = new Set([...(await goodsOf(shopId, true)), ...(await goodsOf(shopId, false))]);
    expect(all.data.data.every((item) => own.has(item.goods.id))).toBe(true);
    const tabs = { good: [4, 5], pertinent: [3], poor: [1, 2] } as const;
    let sum = 0;
    for (const [state, scores] of Object.entries(tabs)) {
      const page = await t.call(merchant.comments, {
        token,
        query: { state: state as keyof typeof tabs, limit: 100 },
      });
      expect(
        page.data.data.every((item) => (scores as readonly number[]).includes(item.score)),
      ).toBe(true);
      sum += page.data.total;
    }
    expect(sum).toBe(all.data.total);
  });

  it('replies to a review of the shop goods; the goods page shows the reply', async () => {
    const [first] = (await t.call(merchant.comments, { token })).data.data;
    const result = await t.call(merchant.reply, {
      token,
      body: { id: first!.id, content: '  Thanks for shopping with us!  ' },
    });
    expect(result.data).toMatchObject({ id: first!.id, reply: 'Thanks for shopping with us!' });
    expect(result.data.replytime).toBe(Math.floor(t.clock.now().getTime() / 1000));
    const page = await t.call(goodsApi.comments, {
      query: { goods_id: first!.goods.id, limit: 100 },
    });
    expect(page.data.data.find((item) => item.id === first!.id)?.reply).toBe(
      'Thanks for shopping with us!',
    );
  });

  it('shows one review of the shop goods, and 404 for another shop review', async () => {
    const [first] = (await t.call(merchant.comments, { token })).data.data;
    const result = await t.call(merchant.commentInfo, { token, query: { id: first!.id } });
    expect(result.data).toEqual(first);
    const [theirs] = await t.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.shopId, await techhubShop()))
      .limit(1);
    const other = await t.call(merchant.commentInfo, { token, query: { id: theirs!.id } });
    expect(other.status).toBe(404);
    expect((await t.call(merchant.commentInfo, { token, query: { id: 999_999 } })).status).toBe(
      404,
    );
  });

  it("refuses an empty reply, and answers 404 for another shop's review", async () => {
    const [first] = (await t.call(merchant.comments, { token })).data.data;
    const empty = await t.call(merchant.reply, { token, body: { id: first!.id, content: ' ' } });
    expect(empty.body).toMatchObject({ code: 0, msg: 'Please enter a reply' });
    const [theirs] = await t.db
      .select({ id: comments.id, reply: comments.reply })
      .from(comments)
      .innerJoin(shops, eq(shops.id, comments.shopId))
      .where(eq(shops.id, await techhubShop()))
      .limit(1);
    const result = await t.call(merchant.reply, { token, body: { id: theirs!.id, content: 'Hi' } });
    expect(result.status).toBe(404);
    const [row] = await t.db
      .select({ reply: comments.reply })
      .from(comments)
      .where(eq(comments.id, theirs!.id));
    expect(row?.reply).toBe(theirs!.reply);
  });
});
