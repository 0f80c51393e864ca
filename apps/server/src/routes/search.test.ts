import { common, type GoodsCard, type ShopCard } from '@bazaar/api/contract';
import { and, eq } from 'drizzle-orm';
import { goods, searchKeywords, shops } from '../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

// Typo-tolerant search (pg_trgm): the same answers on PGlite and PostgreSQL (run this file with
// DATABASE_URL for the latter).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function searchGoods(query: Record<string, unknown>): Promise<GoodsCard[]> {
  const result = await t.call(common.goods, { query: { limit: 100, ...query } });
  expect(result.body.code, result.body.msg).toBe(1);
  if (result.data.type !== 'goods') throw new Error('expected goods');
  return result.data.data;
}

async function searchShops(keyword: string): Promise<ShopCard[]> {
  const result = await t.call(common.goods, { query: { type: 'shop', keyword } });
  expect(result.body.code, result.body.msg).toBe(1);
  if (result.data.type !== 'shop') throw new Error('expected shops');
  return result.data.data;
}

const titles = (items: readonly GoodsCard[]) => items.map((item) => item.title);

describe('common/goods: a search that forgives', () => {
  it('finds goods by a misspelt word', async () => {
    const found = titles(await searchGoods({ keyword: 'hedphones' }));
    expect(found).toContain('Halo ANC Wireless Headphones');
    expect(found).toContain('Voyager Travel ANC Headphones');
    expect(titles(await searchGoods({ keyword: 'smartwach' }))).toContain('Lyra Slim Smartwatch');
    expect(titles(await searchGoods({ keyword: 'Shrit' }))).toContain('Oxford Slim Fit Shirt');
  });

  it('finds goods by a part of a word, and every word must match', async () => {
    expect(titles(await searchGoods({ keyword: 'headph' }))).toContain(
      'Halo ANC Wireless Headphones',
    );
    const both = titles(await searchGoods({ keyword: 'wireles earbud' }));
    expect(both).toContain('Breeze True Wireless Earbuds');
    expect(both).not.toContain('Halo ANC Wireless Headphones');
  });

  it('ranks the titles holding the word first, then the like ones, each by units sold', async () => {
    // "Waterproof" is like "watch" (pg_trgm's word similarity 0.5): found, after the watches.
    const items = await searchGoods({ keyword: 'watch' });
    const holds = items.map((item) => item.title.toLowerCase().includes('watch'));
    expect(holds.indexOf(false)).toBeGreaterThan(0);
    // Every title holding the word comes before every title only like it.
    expect(holds.slice(holds.indexOf(false))).not.toContain(true);
    expect(titles(items)).toContain('Waterproof Rain Boots');
    const holding = items.filter((_, index) => holds[index]);
    for (let i = 1; i < holding.length; i += 1) {
      expect(holding[i]!.sales).toBeLessThanOrEqual(holding[i - 1]!.sales);
    }
    expect(new Set(holding.map((item) => item.sales)).size).toBeGreaterThan(1);
  });

  it('keeps the other sort keys when asked for one', async () => {
    const items = await searchGoods({ keyword: 'hedphones', order: 'price', sort: 'asc' });
    expect(items.length).toBeGreaterThan(1);
    for (let i = 1; i < items.length; i += 1) {
      expect(Number(items[i]!.price)).toBeGreaterThanOrEqual(Number(items[i - 1]!.price));
    }
  });

  it('finds nothing for an unrelated word', async () => {
    expect(await searchGoods({ keyword: 'xylophonique' })).toEqual([]);
    expect(await searchGoods({ keyword: 'zqxjv' })).toEqual([]);
    expect(await searchShops('xylophonique')).toEqual([]);
  });

  it('finds shops by a misspelt or partial name', async () => {
    const techhub = (await searchShops('TechHub Electronics'))[0]!;
    expect(techhub.shopname).toBe('TechHub Electronics');
    expect((await searchShops('Techub')).map((shop) => shop.id)).toContain(techhub.id);
    expect((await searchShops('electro')).map((shop) => shop.id)).toEqual([techhub.id]);
    expect((await searchShops('Urbn Thread'))[0]!.shopname).toBe('Urban Threads');
  });

  it('reads tabs and line breaks as spaces, and refuses a NUL byte with 400', async () => {
    const found = titles(await searchGoods({ keyword: 'wireless\theadphones\n' }));
    expect(found).toEqual(['Halo ANC Wireless Headphones']);
    const blank = await t.call(common.goods, { query: { keyword: '\t\r\n' } });
    expect(blank.body.code).toBe(1);
    expect(blank.data.total).toBe((await t.call(common.goods, { query: {} })).data.total);
    const refused = await t.call(common.goods, { query: { keyword: 'wireless\u0000' } });
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([
      400,
      0,
      { field: 'keyword' },
    ]);
  });

  it('answers a long query of 100 characters, and refuses a longer one with 400', async () => {
    const long = 'headphones '.repeat(10).slice(0, 100);
    expect(titles(await searchGoods({ keyword: long }))).toContain('Halo ANC Wireless Headphones');
    const refused = await t.call(common.goods, { query: { keyword: 'a'.repeat(200) } });
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([
      400,
      0,
      { field: 'keyword' },
    ]);
    const gibberish = await t.call(common.goods, { query: { keyword: '%_\\'.repeat(33) } });
    expect([gibberish.status, gibberish.body.code]).toEqual([200, 1]);
  });
});

/** The ids of the goods on sale with `part` in their title in some language (lower case). */
async function goodsHolding(part: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: goods.id, title: goods.title, i18n: goods.i18n })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(goods.status, 'normal'), eq(shops.status, 'normal')));
  return rows
    .filter((row) =>
      [row.title, ...Object.values(row.i18n).map((texts) => texts?.title ?? '')].some((title) =>
        title.toLowerCase().includes(part),
      ),
    )
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

const ids = (items: readonly GoodsCard[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('common/goods: words of one or two characters (no trigram of their own)', () => {
  it('finds exactly the goods with the word in a title, in any language', async () => {
    // Chinese words are often two characters: 耳机 (earphones) inside 无线耳机, 头戴式耳机...
    const earphones = await searchGoods({ keyword: '耳机' });
    expect(titles(earphones)).toContain('Halo ANC Wireless Headphones');
    expect(titles(earphones)).toContain('Breeze True Wireless Earbuds');
    // 耳麦 (headset) shares a character, not the word.
    expect(titles(earphones)).not.toContain('Arena Gaming Headset with Mic');
    for (const word of ['耳机', '手表', 'ヘッ', 'pr', 'TV', '耳', 'x']) {
      const found = await searchGoods({ keyword: word, limit: 100 });
      const holding = await goodsHolding(word.toLowerCase());
      expect(holding.length, word).toBeLessThanOrEqual(100);
      expect(ids(found), word).toEqual(holding);
    }
    expect(await goodsHolding('耳机')).not.toEqual([]);
  });

  it('ranks them by units sold, and mixes with longer words (every word must match)', async () => {
    const items = await searchGoods({ keyword: '耳机' });
    for (let i = 1; i < items.length; i += 1) {
      expect(items[i]!.sales).toBeLessThanOrEqual(items[i - 1]!.sales);
    }
    const both = titles(await searchGoods({ keyword: '耳机 wireles' }));
    expect(both).toContain('Halo ANC Wireless Headphones');
    expect(both).toContain('Breeze True Wireless Earbuds');
    expect(both).not.toContain('Cadence Studio Monitor Headphones');
    // The words' order changes nothing.
    expect(titles(await searchGoods({ keyword: 'wireles 耳机' }))).toEqual(both);
  });

  it('answers the same ranked page on both engines', async () => {
    // The seed is the same on PGlite and PostgreSQL: this file runs on both (DATABASE_URL).
    expect(titles(await searchGoods({ keyword: '无线耳机' }))).toEqual([
      'Pixel Pods Wireless Earbuds Pro',
      'Wireless Earbuds with Charging Case',
      'Breeze True Wireless Earbuds',
      'Halo ANC Wireless Headphones',
    ]);
    const headphones = [
      'Foldable Bluetooth Headphones',
      'Solo Kids Volume-Safe Headphones',
      'Bassline Over-Ear Headphones',
      'Voyager Travel ANC Headphones',
      'Cadence Studio Monitor Headphones',
    ];
    // A misspelt English word; a Japanese word and a two-character Chinese one together.
    expect(titles(await searchGoods({ keyword: 'hedphone', limit: 5 }))).toEqual(headphones);
    expect(titles(await searchGoods({ keyword: 'ヘッドホン 耳机', limit: 5 }))).toEqual(headphones);
  });
});

describe('common/goods: the search titles follow the goods', () => {
  it('finds a goods by its new title or translation at once, and no longer by the old one', async () => {
    const [row] = await t.db
      .select({ id: goods.id, i18n: goods.i18n })
      .from(goods)
      .where(eq(goods.title, 'Lyra Slim Smartwatch'));
    const id = row!.id;
    await t.db
      .update(goods)
      .set({ title: 'Lyra Slim Chronograph', i18n: { ...row!.i18n, ja: { title: 'リラ 腕時計' } } })
      .where(eq(goods.id, id));
    try {
      expect(ids(await searchGoods({ keyword: 'chronograf' }))).toContain(id);
      expect(ids(await searchGoods({ keyword: '腕時計' }))).toEqual([id]);
      expect(ids(await searchGoods({ keyword: 'lyra smartwatch' }))).not.toContain(id);
      // Other languages' titles stay searchable.
      expect(ids(await searchGoods({ keyword: '纤薄' }))).toContain(id);
    } finally {
      await t.db
        .update(goods)
        .set({ title: 'Lyra Slim Smartwatch', i18n: row!.i18n })
        .where(eq(goods.id, id));
    }
    expect(ids(await searchGoods({ keyword: 'lyra smartwatch' }))).toContain(id);
    expect(await searchGoods({ keyword: '腕時計' })).toEqual([]);
  });
});

describe('common/suggest', () => {
  async function suggest(keyword: string) {
    const result = await t.call(common.suggest, { query: { keyword } });
    expect(result.body.code, result.body.msg).toBe(1);
    return result.data.list;
  }

  it('suggests at most 8 goods titles and shop names for a prefix, the most relevant first', async () => {
    const list = await suggest('head');
    expect(list.length).toBeGreaterThan(2);
    expect(list.length).toBeLessThanOrEqual(8);
    // The titles holding the prefix first; titles only like it ("Heavyweight") after them.
    const holds = list.map((item) => /head/i.test(item.text));
    expect(holds.slice(0, 3)).toEqual([true, true, true]);
    if (holds.includes(false)) expect(holds.slice(holds.indexOf(false))).not.toContain(true);
    expect(await suggest('s')).toHaveLength(8);
  });

  it('suggests for a misspelt word, and a shop by its name', async () => {
    const list = await suggest('hedphones');
    expect(list.map((item) => item.text)).toContain('Halo ANC Wireless Headphones');
    const shops = await suggest('techub');
    expect(shops[0]).toMatchObject({ type: 'shop', text: 'TechHub Electronics' });
  });

  it('lists each title once, with a goods on sale to open', async () => {
    const list = await suggest('phone');
    const texts = list.map((item) => item.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('answers none for an empty or unrelated keyword, and refuses a NUL or a keyword over 100 characters', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
    expect(await suggest('xylophonique')).toEqual([]);
    for (const keyword of ['head\u0000', 'a'.repeat(101)]) {
      const refused = await t.call(common.suggest, { query: { keyword } });
      expect([refused.status, refused.body.code, refused.body.data]).toEqual([
        400,
        0,
        { field: 'keyword' },
      ]);
    }
  });
});

describe('common/hotSearch: popular searches', () => {
  async function counted(keyword: string): Promise<number | undefined> {
    const [row] = await t.db
      .select({ count: searchKeywords.count })
      .from(searchKeywords)
      .where(eq(searchKeywords.keyword, keyword));
    return row?.count;
  }

  it('answers the seeded popular searches, most searched first', async () => {
    const result = await t.call(common.hotSearch);
    expect(result.body.code).toBe(1);
    expect(result.data.list.slice(0, 2)).toEqual(['headphones', 'smartwatch']);
    expect(result.data.list.length).toBeLessThanOrEqual(8);
  });

  it('counts the first page of a search that found something, by its normalised keyword only', async () => {
    await searchGoods({ keyword: '  Merino   WOOL ' });
    await searchGoods({ keyword: 'merino wool' });
    expect(await counted('merino wool')).toBe(2);
    await searchGoods({ keyword: 'merino wool', page: 2 });
    await searchGoods({ keyword: 'xylophonique' });
    await searchGoods({ keyword: 'a' });
    expect(await counted('merino wool')).toBe(2);
    expect(await counted('xylophonique')).toBeUndefined();
    expect(await counted('a')).toBeUndefined();
    expect(Object.keys((await t.db.select().from(searchKeywords).limit(1))[0]!).sort()).toEqual([
      'count',
      'keyword',
      'updatetime',
    ]);
  });

  it('counts searches made at once, and lists a keyword once it was searched 3 times', async () => {
    const before = (await t.call(common.hotSearch)).data.list;
    expect(before).not.toContain('linen');
    await Promise.all([1, 2, 3].map(() => searchGoods({ keyword: 'Linen' })));
    expect(await counted('linen')).toBe(3);
    const after = (await t.call(common.hotSearch)).data.list;
    expect(after).toContain('linen');
  });
});
