import { common, type GoodsCard, type ShopCard } from '@bazaar/api/contract';
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
