import { eq } from 'drizzle-orm';
import { orderGoods } from '../../../db/schema/index.js';
import { buyerOrder, defaultAddressId } from '../../order-helpers.js';
import { defineEntries } from '../matrix.js';

/** Orders of the buyer: another buyer and a merchant of another shop get 404 for them. */
export const entries = defineEntries({
  'order.getOrderGoodsList': { access: 'self' },
  // The submission token is the caller's own: another's answers `order_token_invalid`.
  'order.addOrder': { access: 'self' },
  'order.getOrderList': { access: 'self' },
  'order.getOrderInfo': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({ query: { id: await buyerOrder(ctx, 'unpaid') } }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'order.cancelOrder': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({ body: { id: await buyerOrder(ctx, 'unpaid') } }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'order.confirmOrder': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({ body: { id: await buyerOrder(ctx, 'shipped') } }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'order.editOrderAddress': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({
      body: {
        id: await buyerOrder(ctx, 'unpaid'),
        address_id: await defaultAddressId(ctx.t, 'buyer'),
      },
    }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'order.commentOrder': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => {
      const id = await buyerOrder(ctx, 'received');
      const [line] = await ctx.t.db
        .select({ goodsId: orderGoods.goodsId })
        .from(orderGoods)
        .where(eq(orderGoods.orderId, id));
      return { body: { id, comments: [{ goods_id: line?.goodsId as number, score: 5 }] } };
    },
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
});
