import { merchantRefund, refund } from '@bazaar/api/contract';
import { buyerOrder, skuOf } from '../../order-helpers.js';
import { defineEntries, type MatrixContext } from '../matrix.js';

/** Where a refund of the matrix should be when the call is made. */
type RefundStage = 'in_process' | 'seller_agreed' | 'seller_rejected' | 'logistics_submitted';

/** The refund form of the matrix's refunds (a return of received goods). */
const FORM = { money: '1', type: 1, reason: 4, expressType: 1 } as const;

/**
 * A refund of `buyer` for the market goods of an order from the `merchant` demo shop, taken to
 * `stage` through HTTP; answers its id.
 */
async function refundAt(ctx: MatrixContext, stage: RefundStage): Promise<number> {
  const id = await buyerOrder(ctx, 'shipped');
  const sku = await skuOf(ctx.t, 'merchant', { market: true });
  const buyer = await ctx.token('buyer');
  const merchant = await ctx.token('merchant');
  const applied = await ctx.t.call(refund.addApply, {
    token: buyer,
    body: { order_id: id, goods_id: sku.goods_id, ...FORM },
  });
  const refundId = applied.data.id;
  if (stage === 'seller_rejected') {
    await ctx.t.call(merchantRefund.refundReject, {
      token: merchant,
      body: { id: refundId, refuse_reason: 'matrix' },
    });
  }
  if (stage === 'seller_agreed' || stage === 'logistics_submitted') {
    await ctx.t.call(merchantRefund.refundAgree, { token: merchant, body: { id: refundId } });
  }
  if (stage === 'logistics_submitted') {
    await ctx.t.call(refund.toExpress, {
      token: buyer,
      body: { id: refundId, express_name: 'SF', express_no: '1' },
    });
  }
  return refundId;
}

const buyerOwned = {
  access: 'owned',
  owner: 'buyer',
  refusals: { otherBuyer: 404, otherMerchant: 404 },
} as const;
const shopOwned = {
  access: 'owned',
  owner: 'merchant',
  refusals: { otherBuyer: 403, otherMerchant: 404 },
} as const;

/** Refunds (apps/server/src/routes/refund-routes.ts): the buyer's, the shop's and the operator's. */
export const entries = defineEntries({
  'refund.refundList': { access: 'self' },
  'refund.addApply': {
    ...buyerOwned,
    input: async (ctx) => {
      // A return of received goods: the order was shipped (before shipment only the whole line).
      const id = await buyerOrder(ctx, 'shipped');
      const sku = await skuOf(ctx.t, 'merchant', { market: true });
      return { body: { order_id: id, goods_id: sku.goods_id, ...FORM } };
    },
  },
  'refund.editRefund': {
    ...buyerOwned,
    input: async (ctx) => ({ body: { id: await refundAt(ctx, 'in_process'), ...FORM } }),
  },
  'refund.getRefundInfo': {
    ...buyerOwned,
    input: async (ctx) => ({ query: { id: await refundAt(ctx, 'in_process') } }),
  },
  'refund.toExpress': {
    ...buyerOwned,
    input: async (ctx) => ({
      body: { id: await refundAt(ctx, 'seller_agreed'), express_name: 'SF', express_no: '9' },
    }),
  },
  'refund.closeRefund': {
    ...buyerOwned,
    input: async (ctx) => ({ body: { id: await refundAt(ctx, 'in_process') } }),
  },
  'refund.arbitrationRefund': {
    ...buyerOwned,
    input: async (ctx) => ({ body: { id: await refundAt(ctx, 'seller_rejected') } }),
  },
  'merchantRefund.refunds': { access: 'own-shop' },
  'merchantRefund.refundInfo': {
    ...shopOwned,
    input: async (ctx) => ({ query: { id: await refundAt(ctx, 'in_process') } }),
  },
  'merchantRefund.refundAgree': {
    ...shopOwned,
    input: async (ctx) => ({ body: { id: await refundAt(ctx, 'in_process') } }),
  },
  'merchantRefund.refundReject': {
    ...shopOwned,
    input: async (ctx) => ({
      body: { id: await refundAt(ctx, 'in_process'), refuse_reason: 'matrix' },
    }),
  },
  'merchantRefund.refundReceive': {
    ...shopOwned,
    input: async (ctx) => ({ body: { id: await refundAt(ctx, 'logistics_submitted') } }),
  },
  'adminFinance.refunds': { access: 'operator' },
  'adminFinance.refundInfo': { access: 'operator' },
  'adminFinance.arbitrateRefund': { access: 'operator' },
});
