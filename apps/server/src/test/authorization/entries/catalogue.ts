import { asc } from 'drizzle-orm';
import { goods, shops } from '../../../db/schema/index.js';
import { defineEntries, type MatrixContext } from '../matrix.js';

async function firstGoods({ t }: MatrixContext): Promise<number> {
  const [row] = await t.db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(1);
  return row!.id;
}

async function firstShop({ t }: MatrixContext): Promise<number> {
  const [row] = await t.db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  return row!.id;
}

/** The public catalogue (apps/server/src/routes/catalogue-routes.ts): visitors are served. */
export const entries = defineEntries({
  'common.info': { access: 'public', input: async () => ({}) },
  'common.getServiceUrl': { access: 'public', input: async () => ({}) },
  'common.goods': { access: 'public', input: async () => ({ query: { keyword: 'a' } }) },
  'common.categorys': { access: 'public', input: async () => ({}) },
  'common.suggest': { access: 'public', input: async () => ({ query: { keyword: 'hedphones' } }) },
  'common.hotSearch': { access: 'public', input: async () => ({}) },
  'goods.detail': {
    access: 'public',
    input: async (ctx) => ({ query: { id: await firstGoods(ctx) } }),
  },
  'goods.comments': {
    access: 'public',
    input: async (ctx) => ({ query: { goods_id: await firstGoods(ctx) } }),
  },
  'shop.detail': {
    access: 'public',
    input: async (ctx) => ({ query: { id: await firstShop(ctx) } }),
  },
  'shop.goods': {
    access: 'public',
    input: async (ctx) => ({ query: { shop_id: await firstShop(ctx) } }),
  },
  'shop.categorys': {
    access: 'public',
    input: async (ctx) => ({ query: { shop_id: await firstShop(ctx) } }),
  },
});
