import { merchant } from '@bazaar/api/contract';
import { asc, eq, ne } from 'drizzle-orm';
import { categories, comments, goods, goodsSkus } from '../../../db/schema/index.js';
import { uploadImageAs } from '../../finance.js';
import { defineEntries, type MatrixContext } from '../matrix.js';

/** The first goods of the demo merchant's shop. */
async function merchantGoods(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.t.db
    .select({ id: goods.id })
    .from(goods)
    .where(eq(goods.shopId, await ctx.shopId('merchant')))
    .orderBy(asc(goods.id))
    .limit(1);
  return row!.id;
}

/** A goods form of the demo merchant (a photo of theirs, the first second-level category). */
async function ownGoodsForm(ctx: MatrixContext) {
  const [leaf] = await ctx.t.db
    .select({ id: categories.id })
    .from(categories)
    .where(ne(categories.pid, 0))
    .orderBy(asc(categories.id))
    .limit(1);
  return {
    category_id: leaf!.id,
    title: 'Matrix mug',
    description: '',
    content: '',
    images: [await uploadImageAs(ctx.t, await ctx.userId('merchant'))],
    spec: [],
    skus: [{ difference: '', price: '9.00', market_price: '12.00', stock: 5 }],
    freight: '0',
    status: 'hidden' as const,
    stock_alert: 1,
  };
}

/**
 * The merchant console (apps/server/src/routes/merchant-routes.ts). Endpoints without an id work
 * on the caller's shop; those with the id of a goods or a review refuse another shop's with 404.
 */
export const entries = defineEntries({
  'merchant.console': { access: 'own-shop' },
  'merchant.shop': { access: 'own-shop' },
  'merchant.saveShop': { access: 'own-shop' },
  'merchant.goods': { access: 'own-shop' },
  'merchant.goodsInfo': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ query: { id: await merchantGoods(ctx) } }),
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  'merchant.goodsStatus': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ body: { ids: [await merchantGoods(ctx)], status: 'normal' } }),
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  'merchant.goodsPrice': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => {
      const id = await merchantGoods(ctx);
      const [sku] = await ctx.t.db
        .select({ id: goodsSkus.id, price: goodsSkus.price })
        .from(goodsSkus)
        .where(eq(goodsSkus.goodsId, id))
        .limit(1);
      return { body: { id, skus: [{ id: sku!.id, price: sku!.price }] } };
    },
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  'merchant.goodsCreate': { access: 'own-shop' },
  // Own goods only: the one the owner creates here.
  'merchant.goodsEdit': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => {
      const body = await ownGoodsForm(ctx);
      const created = await ctx.t.call(merchant.goodsCreate, {
        token: await ctx.token('merchant'),
        body,
      });
      return { body: { ...body, id: created.data.id } };
    },
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  // Market goods ids are the platform's catalogue, open to every merchant.
  'merchant.market': { access: 'own-shop' },
  'merchant.marketList': { access: 'own-shop' },
  'merchant.marketJob': { access: 'own-shop' },
  'merchant.comments': { access: 'own-shop' },
  'merchant.commentInfo': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => {
      const [row] = await ctx.t.db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.shopId, await ctx.shopId('merchant')))
        .orderBy(asc(comments.id))
        .limit(1);
      return { query: { id: row!.id } };
    },
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  'merchant.reply': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => {
      const [row] = await ctx.t.db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.shopId, await ctx.shopId('merchant')))
        .orderBy(asc(comments.id))
        .limit(1);
      return { body: { id: row!.id, content: 'Thank you for your review!' } };
    },
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  'merchant.profit': { access: 'own-shop' },
});
