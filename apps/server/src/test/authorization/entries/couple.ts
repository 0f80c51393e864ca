import { eq, or } from 'drizzle-orm';
import { coupleBindings, couples, shops, users } from '../../../db/schema/index.js';
import { defineEntries, type MatrixContext } from '../matrix.js';

/**
 * An invitation between the demo merchant's shop and Casa Living (neither of the matrix's other
 * callers), in `state`, after clearing the merchant's earlier ones; answers its id.
 */
async function invitation(
  ctx: MatrixContext,
  state: 'inviting' | 'agreed',
  merchantInvites: boolean,
): Promise<number> {
  const { db } = ctx.t;
  const merchant = await ctx.shopId('merchant');
  const [casa] = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .where(eq(users.username, 'casaliving'));
  const other = casa!.id;
  const mine = or(eq(couples.inviterShopId, merchant), eq(couples.inviteeShopId, merchant));
  await db
    .delete(coupleBindings)
    .where(or(eq(coupleBindings.shopId, merchant), eq(coupleBindings.shopId, other)));
  await db.delete(couples).where(mine);
  const [row] = await db
    .insert(couples)
    .values({
      inviterShopId: merchantInvites ? merchant : other,
      inviteeShopId: merchantInvites ? other : merchant,
      state,
      createtime: 0,
      updatetime: 0,
    })
    .returning({ id: couples.id });
  if (state === 'agreed') {
    await db.insert(coupleBindings).values([
      { shopId: merchant, coupleId: row!.id, createtime: 0 },
      { shopId: other, coupleId: row!.id, createtime: 0 },
    ]);
  }
  return row!.id;
}

const refusals = { otherBuyer: 403, otherMerchant: 404 } as const;

/**
 * Couple shops (apps/server/src/routes/couple-routes.ts): a shop that is not a party to an
 * invitation gets 404 for it, as for one that does not exist.
 */
export const entries = defineEntries({
  'couple.lists': { access: 'own-shop' },
  // The invited shop's id names a public storefront.
  'couple.invite': { access: 'own-shop' },
  'couple.accept': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ body: { id: await invitation(ctx, 'inviting', false) } }),
    refusals,
  },
  'couple.reject': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ body: { id: await invitation(ctx, 'inviting', false) } }),
    refusals,
  },
  'couple.cancel': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ body: { id: await invitation(ctx, 'inviting', true) } }),
    refusals,
  },
  'couple.dissolve': {
    access: 'owned',
    owner: 'merchant',
    input: async (ctx) => ({ body: { id: await invitation(ctx, 'agreed', true) } }),
    refusals,
  },
});
