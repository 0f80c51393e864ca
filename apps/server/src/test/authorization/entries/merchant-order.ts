import { defineEntries } from '../matrix.js';
import { buyerOrder, SHIPMENT } from '../../order-helpers.js';

/** The shop's orders: a buyer without a shop gets 403, a merchant of another shop 404. */
export const entries = defineEntries({
  'merchantOrder.orders': { access: 'own-shop' },
  'merchantOrder.orderInfo': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ query: { id: await buyerOrder(ctx, 'unpaid') } }),
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
  'merchantOrder.ship': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ body: { id: await buyerOrder(ctx, 'paid'), ...SHIPMENT } }),
    refusals: { otherBuyer: 403, otherMerchant: 404 },
  },
});
