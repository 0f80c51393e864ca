import {
  admin,
  cart,
  common,
  goods as goodsArea,
  merchant,
  order,
  product,
  shop,
} from '@bazaar/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, goods, marketGoods, orderGoods, shops } from '../db/schema/index.js';
import { uploadImageAs, userIdOf } from '../test/finance.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { defaultAddressId } from '../test/order-helpers.js';

// Content in several languages: every translated field in the request's language, English where
// it has none (run this file with DATABASE_URL for PostgreSQL).

let t: TestApp;
let adminToken: string;
let merchantToken: string;
let buyerToken: string;
let leafId: number;
let picture: string;
/** The goods the demo merchant listed from the translated market goods. */
let goodsId: number;
let marketId: number;

const ja = { 'accept-language': 'ja' };
const th = { 'accept-language': 'th' };
const en = { 'accept-language': 'en' };

const kettle = () => ({
  category_id: leafId,
  title: 'Gooseneck Pour-Over Kettle',
  image: picture,
  description: 'A slow, even pour for coffee.',
  freight: '0',
  spec: [
    { name: 'Colour', items: ['Matte Black', 'Copper'] },
    { name: 'Volume', items: ['0.6 L', '1 L'] },
  ],
  skus: [
    { difference: 'Matte Black,0.6 L', wholesale_price: '10', retail_price: '29.9', stock: 9 },
    { difference: 'Matte Black,1 L', wholesale_price: '11', retail_price: '32.9', stock: 9 },
    { difference: 'Copper,0.6 L', wholesale_price: '12', retail_price: '34.9', stock: 9 },
    { difference: 'Copper,1 L', wholesale_price: '13', retail_price: '36.9', stock: 9 },
  ],
  i18n: {
    ja: {
      title: 'グースネック ドリップケトル',
      description: 'コーヒーのためのゆっくり均一な注ぎ。',
      spec: [
        { name: 'カラー', items: ['マットブラック', 'カッパー'] },
        { name: '容量', items: ['0.6 L', '1 L'] },
      ],
    },
    // A blank title falls back to English; the description is Chinese.
    'zh-cn': { title: '  ', description: '为咖啡而生的细口壶。' },
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  [adminToken, merchantToken, buyerToken] = await Promise.all([
    t.login('admin'),
    t.login('merchant'),
    t.login('buyer'),
  ]);
  const [first] = await t.db.select({ id: marketGoods.categoryId }).from(marketGoods).limit(1);
  leafId = first!.id;
  picture = await uploadImageAs(t, await userIdOf(t, 'admin'));
  const saved = await t.call(admin.saveMarket, { token: adminToken, body: kettle() });
  expect(saved.body.msg).toBe('');
  marketId = saved.data.id;
  const listed = await t.call(merchant.marketList, {
    token: merchantToken,
    body: { ids: [marketId] },
  });
  expect(listed.body.msg).toBe('');
  goodsId = listed.data.goods_ids[0] as number;
}, 60_000);
afterAll(() => t?.close());

describe('categories', () => {
  it('are named in the request language, in English without a translation', async () => {
    const saved = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { pid: 0, name: 'Garden', i18n: { ja: { name: ' ガーデン ' }, th: { name: '' } } },
    });
    expect(saved.body.msg).toBe('');
    // Stored trimmed, the empty Thai name left out.
    expect(saved.data.i18n).toEqual({ ja: { name: 'ガーデン' } });
    const names = async (headers: Record<string, string>) => {
      const tree = await t.call(common.categorys, { headers });
      return tree.data.list.map((node) => node.name);
    };
    expect(await names(ja)).toContain('ガーデン');
    expect(await names(th)).toContain('Garden');
    expect(await names(en)).toContain('Garden');
    expect(await names({})).toContain('Garden');
    const home = await t.call(common.info, { headers: ja });
    expect(home.data.categorys.map((node) => node.name)).toContain('ガーデン');
  });

  it('keep their translations when an edit sends none, and replace them when it sends some', async () => {
    const created = await t.call(admin.saveCategory, {
      token: adminToken,
      body: { pid: 0, name: 'Pets', i18n: { ja: { name: 'ペット' } } },
    });
    const id = created.data.id;
    await t.call(admin.saveCategory, { token: adminToken, body: { id, pid: 0, name: 'Pet Care' } });
    const [kept] = await t.db.select().from(categories).where(eq(categories.id, id));
    expect(kept?.i18n).toEqual({ ja: { name: 'ペット' } });
    await t.call(admin.saveCategory, {
      token: adminToken,
      body: { id, pid: 0, name: 'Pet Care', i18n: { th: { name: 'สัตว์เลี้ยง' } } },
    });
    const [replaced] = await t.db.select().from(categories).where(eq(categories.id, id));
    expect(replaced?.i18n).toEqual({ th: { name: 'สัตว์เลี้ยง' } });
  });

  it('refuse an unknown language or field and change nothing', async () => {
    for (const i18n of [
      { xx: { name: 'Nope' } },
      { ja: { title: 'Nope' } },
      { en: { name: 'x' } },
    ]) {
      const result = await t.call(admin.saveCategory, {
        token: adminToken,
        body: { pid: 0, name: 'Refused', i18n },
      });
      expect(result.status).toBe(400);
    }
    const rows = await t.db.select().from(categories).where(eq(categories.name, 'Refused'));
    expect(rows).toEqual([]);
  });
});

describe('banners', () => {
  it('carry their title in the request language, in English without a translation', async () => {
    const saved = await t.call(admin.saveBanner, {
      token: adminToken,
      body: {
        position: 'home',
        title: 'Coffee Week',
        image: picture,
        url: '',
        weigh: 9999,
        i18n: { ja: { title: 'コーヒーウィーク' }, 'zh-cn': { title: '' } },
      },
    });
    expect(saved.body.msg).toBe('');
    expect(saved.data.i18n).toEqual({ ja: { title: 'コーヒーウィーク' } });
    const title = async (headers: Record<string, string>) =>
      (await t.call(common.info, { headers })).data.banners.find((b) => b.id === saved.data.id)
        ?.title;
    expect(await title(ja)).toBe('コーヒーウィーク');
    expect(await title({ 'accept-language': 'zh-CN' })).toBe('Coffee Week');
    expect(await title(en)).toBe('Coffee Week');
    const listed = await t.call(admin.banners, { token: adminToken });
    expect(listed.data.list.find((b) => b.id === saved.data.id)?.i18n).toEqual({
      ja: { title: 'コーヒーウィーク' },
    });
  });
});

describe('market goods and the goods listed from them', () => {
  it('keep the platform translations; a spec that does not match is refused', async () => {
    const info = await t.call(admin.marketInfo, { token: adminToken, query: { id: marketId } });
    expect(info.data.i18n.ja?.title).toBe('グースネック ドリップケトル');
    expect(info.data.i18n['zh-cn']).toEqual({ description: '为咖啡而生的细口壶。' });
    const body = kettle();
    const refused = await t.call(admin.saveMarket, {
      token: adminToken,
      body: {
        ...body,
        id: marketId,
        i18n: { ja: { spec: [{ name: 'カラー', items: ['マットブラック'] }] } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ field: 'i18n' });
    const [row] = await t.db.select().from(marketGoods).where(eq(marketGoods.id, marketId));
    expect(row?.i18n.ja?.title).toBe('グースネック ドリップケトル');
  });

  it('a listed goods takes the platform translations: page, spec and SKUs in Japanese', async () => {
    const page = await t.call(goodsArea.detail, { query: { id: goodsId }, headers: ja });
    expect(page.data.title).toBe('グースネック ドリップケトル');
    expect(page.data.description).toBe('コーヒーのためのゆっくり均一な注ぎ。');
    // The rich description of a listed goods is the market description.
    expect(page.data.content).toBe('コーヒーのためのゆっくり均一な注ぎ。');
    expect(page.data.spec).toEqual([
      { name: 'カラー', items: ['マットブラック', 'カッパー'] },
      { name: '容量', items: ['0.6 L', '1 L'] },
    ]);
    expect(page.data.sku.map((sku) => sku.difference).sort()).toEqual(
      ['カッパー,0.6 L', 'カッパー,1 L', 'マットブラック,0.6 L', 'マットブラック,1 L'].sort(),
    );
  });

  it('falls back field by field: Chinese description, English title and spec', async () => {
    const page = await t.call(goodsArea.detail, {
      query: { id: goodsId },
      headers: { 'accept-language': 'zh-cn' },
    });
    expect(page.data.title).toBe('Gooseneck Pour-Over Kettle');
    expect(page.data.description).toBe('为咖啡而生的细口壶。');
    expect(page.data.content).toBe('为咖啡而生的细口壶。');
    expect(page.data.spec[0]?.name).toBe('Colour');
    expect(page.data.sku.map((sku) => sku.difference)).toContain('Copper,1 L');
  });

  it('answers English in a language without any translation', async () => {
    for (const headers of [th, en, {}]) {
      const page = await t.call(goodsArea.detail, { query: { id: goodsId }, headers });
      expect(page.data.title).toBe('Gooseneck Pour-Over Kettle');
      expect(page.data.description).toBe('A slow, even pour for coffee.');
      expect(page.data.spec[0]).toEqual({ name: 'Colour', items: ['Matte Black', 'Copper'] });
      expect(page.data.sku.map((sku) => sku.difference)).toContain('Matte Black,0.6 L');
    }
  });

  it('shows the spec in English when a stored translation does not match it', async () => {
    const [row] = await t.db.select().from(goods).where(eq(goods.id, goodsId));
    await t.db
      .update(goods)
      .set({ i18n: { ...row!.i18n, th: { title: 'กาต้มน้ำ', spec: [{ name: 'สี', items: [] }] } } })
      .where(eq(goods.id, goodsId));
    const page = await t.call(goodsArea.detail, { query: { id: goodsId }, headers: th });
    expect(page.data.title).toBe('กาต้มน้ำ');
    expect(page.data.spec[0]?.name).toBe('Colour');
    expect(page.data.sku.map((sku) => sku.difference)).toContain('Copper,1 L');
    await t.db.update(goods).set({ i18n: row!.i18n }).where(eq(goods.id, goodsId));
  });
});

describe('goods lists', () => {
  const titleIn = (list: readonly { id: number; title: string }[]) =>
    list.find((item) => item.id === goodsId)?.title;

  it('title goods in the request language: search, storefront, home and favourites', async () => {
    const search = await t.call(common.goods, {
      query: { keyword: 'Gooseneck', limit: 50 },
      headers: ja,
    });
    expect(titleIn(search.data.data as { id: number; title: string }[])).toBe(
      'グースネック ドリップケトル',
    );
    const searchEn = await t.call(common.goods, { query: { keyword: 'Gooseneck' }, headers: en });
    expect(titleIn(searchEn.data.data as { id: number; title: string }[])).toBe(
      'Gooseneck Pour-Over Kettle',
    );

    const [owner] = await t.db
      .select({ id: goods.shopId })
      .from(goods)
      .where(eq(goods.id, goodsId));
    const storefront = await t.call(shop.goods, {
      query: { shop_id: owner!.id, limit: 100, order: 'new' },
      headers: ja,
    });
    expect(titleIn(storefront.data.data)).toBe('グースネック ドリップケトル');

    const home = await t.call(common.info, { headers: ja });
    expect(titleIn(home.data.newGoods)).toBe('グースネック ドリップケトル');

    await t.call(product.follow, { token: buyerToken, body: { id: goodsId } });
    const favourites = await t.call(product.collect, { token: buyerToken, headers: ja });
    expect(titleIn(favourites.data.data)).toBe('グースネック ドリップケトル');
    const favouritesTh = await t.call(product.collect, { token: buyerToken, headers: th });
    expect(titleIn(favouritesTh.data.data)).toBe('Gooseneck Pour-Over Kettle');
  });
});

describe('the cart and orders', () => {
  it('answer the cart in the request language; the order keeps the English title', async () => {
    const page = await t.call(goodsArea.detail, { query: { id: goodsId }, headers: en });
    const sku = page.data.sku.find((item) => item.difference === 'Copper,1 L')!;
    const added = await t.call(cart.storage, {
      token: buyerToken,
      headers: ja,
      body: { type: 'add', goods: { goods_id: goodsId, sku_id: sku.id, number: 1 } },
    });
    expect(added.body.msg).toBe('');
    const line = () => ({ title: 'x', sku: { difference: [] as string[] } });
    const find = (data: typeof added.data) =>
      data.list.flatMap((s) => s.products).find((p) => p.goods_id === goodsId) ?? line();
    expect(find(added.data).title).toBe('グースネック ドリップケトル');
    expect(find(added.data).sku.difference).toEqual(['カッパー', '1 L']);
    const inEnglish = await t.call(cart.get, { token: buyerToken, headers: en });
    expect(find(inEnglish.data).title).toBe('Gooseneck Pour-Over Kettle');
    expect(find(inEnglish.data).sku.difference).toEqual(['Copper', '1 L']);
    const inThai = await t.call(cart.get, { token: buyerToken, headers: th });
    expect(find(inThai.data).title).toBe('Gooseneck Pour-Over Kettle');

    // Ordered in Japanese: the order line keeps the English title and values, as placed.
    const lines = [{ goods_id: goodsId, sku_id: sku.id, number: 1 }];
    const confirmation = await t.call(order.getOrderGoodsList, {
      token: buyerToken,
      headers: ja,
      body: lines,
    });
    expect(confirmation.body.msg).toBe('');
    const submitted = await t.call(order.addOrder, {
      token: buyerToken,
      headers: ja,
      body: {
        order: {
          address_id: await defaultAddressId(t, 'buyer'),
          lists: confirmation.data.orderData.lists.map((list) => ({
            shop_id: list.shop_id,
            products: list.products.map((p) => ({
              goods_id: p.goods_id,
              sku_id: p.sku_id,
              number: p.number,
            })),
          })),
        },
        token: confirmation.data.token,
      },
    });
    expect(submitted.body.msg).toBe('');
    const [placed] = await t.db
      .select({ title: orderGoods.title, difference: orderGoods.difference })
      .from(orderGoods)
      .where(eq(orderGoods.orderId, submitted.data.order_id[0] as number));
    expect(placed).toEqual({ title: 'Gooseneck Pour-Over Kettle', difference: 'Copper,1 L' });
  });
});

describe('search over every language', () => {
  it('finds a goods by a Japanese word or a misspelt English word, never by its description', async () => {
    const ids = async (keyword: string, headers: Record<string, string> = en) => {
      const result = await t.call(common.goods, { query: { keyword, limit: 100 }, headers });
      return result.data.data.map((item) => item.id);
    };
    expect(await ids('ドリップケトル')).toContain(goodsId);
    expect(await ids('ケトル', ja)).toContain(goodsId);
    expect(await ids('goosenek')).toContain(goodsId);
    // The description is not searched: a word only there finds nothing of it.
    expect(await ids('咖啡')).not.toContain(goodsId);
  });

  it('suggests titles in the request language', async () => {
    const suggest = async (keyword: string, headers: Record<string, string>) =>
      (await t.call(common.suggest, { query: { keyword }, headers })).data.list.map(
        (item) => item.text,
      );
    expect(await suggest('gooseneck', ja)).toContain('グースネック ドリップケトル');
    expect(await suggest('ドリップ', en)).toContain('Gooseneck Pour-Over Kettle');
    expect(await suggest('ドリップ', ja)).toContain('グースネック ドリップケトル');
  });

  it('ignores a hidden shop whatever the language', async () => {
    const [owner] = await t.db
      .select({ id: goods.shopId })
      .from(goods)
      .where(eq(goods.id, goodsId));
    await t.db.update(shops).set({ status: 'hidden' }).where(eq(shops.id, owner!.id));
    const result = await t.call(common.goods, {
      query: { keyword: 'ドリップケトル' },
      headers: ja,
    });
    expect(result.data.data.map((item) => item.id)).not.toContain(goodsId);
    await t.db.update(shops).set({ status: 'normal' }).where(eq(shops.id, owner!.id));
  });
});

describe("a merchant's own goods", () => {
  const shirt = (i18n?: Record<string, unknown>) => ({
    category_id: leafId,
    title: 'Washed Linen Shirt',
    description: 'Breathable linen.',
    content: 'Relaxed fit.',
    images: [] as string[],
    spec: [{ name: 'Colour', items: ['White', 'Blue'] }],
    skus: ['White', 'Blue'].map((difference) => ({
      difference,
      price: '30.00',
      market_price: '45.00',
      stock: 10,
    })),
    freight: '0',
    status: 'normal' as const,
    stock_alert: 0,
    ...(i18n ? { i18n } : {}),
  });

  it('are written in other languages by their merchant and answered in them', async () => {
    const photo = await uploadImageAs(t, await userIdOf(t, 'merchant'));
    const body = { ...shirt(), images: [photo] };
    const refused = await t.call(merchant.goodsCreate, {
      token: merchantToken,
      body: { ...body, i18n: { ja: { spec: [{ name: 'カラー', items: ['ホワイト'] }] } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ field: 'i18n' });

    const created = await t.call(merchant.goodsCreate, {
      token: merchantToken,
      body: {
        ...body,
        i18n: {
          ja: {
            title: 'ウォッシュドリネンシャツ',
            content: 'ゆったりとしたシルエット。',
            spec: [{ name: 'カラー', items: ['ホワイト', 'ブルー'] }],
          },
        },
      },
    });
    expect(created.body.msg).toBe('');
    expect(created.data.i18n?.ja?.title).toBe('ウォッシュドリネンシャツ');
    const id = created.data.id;
    const page = await t.call(goodsArea.detail, { query: { id }, headers: ja });
    expect(page.data).toMatchObject({
      title: 'ウォッシュドリネンシャツ',
      description: 'Breathable linen.',
      content: 'ゆったりとしたシルエット。',
      spec: [{ name: 'カラー', items: ['ホワイト', 'ブルー'] }],
    });
    expect(page.data.sku.map((sku) => sku.difference).sort()).toEqual(['ブルー', 'ホワイト']);

    // An edit without i18n keeps the translations; one with i18n replaces them.
    await t.call(merchant.goodsEdit, { token: merchantToken, body: { ...body, id } });
    const kept = await t.call(goodsArea.detail, { query: { id }, headers: ja });
    expect(kept.data.title).toBe('ウォッシュドリネンシャツ');
    await t.call(merchant.goodsEdit, {
      token: merchantToken,
      body: { ...body, id, i18n: { th: { title: 'เสื้อเชิ้ตลินิน' } } },
    });
    const replaced = await t.call(goodsArea.detail, { query: { id }, headers: ja });
    expect(replaced.data.title).toBe('Washed Linen Shirt');
    const thai = await t.call(goodsArea.detail, { query: { id }, headers: th });
    expect(thai.data.title).toBe('เสื้อเชิ้ตลินิน');
    const search = await t.call(common.goods, { query: { keyword: 'ลินิน' }, headers: th });
    expect(search.data.data.map((item) => item.id)).toContain(id);
  });
});
