import { desc, eq } from 'drizzle-orm';
import { moneyLog } from '../../../db/schema/index.js';
import { defineEntries } from '../matrix.js';
import { buyerOrder } from '../../order-helpers.js';

/** Payment and the bill (apps/server/src/routes/order-routes.ts). */
export const entries = defineEntries({
  // Another's order answers 404 before the payment password is asked.
  'pay.payment': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({
      body: { order_id: [await buyerOrder(ctx, 'unpaid')], type: 'balance', captcha: 'buyer123' },
    }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'pay.getBalance': { access: 'self' },
  'pay.moneyLog': { access: 'self' },
  'pay.details': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => {
      const [row] = await ctx.t.db
        .select({ id: moneyLog.id })
        .from(moneyLog)
        .where(eq(moneyLog.userId, await ctx.userId('buyer')))
        .orderBy(desc(moneyLog.id))
        .limit(1);
      return { query: { id: row?.id as number } };
    },
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
});
