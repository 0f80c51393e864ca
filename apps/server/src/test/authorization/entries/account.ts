import { asc, eq } from 'drizzle-orm';
import { addresses, notices } from '../../../db/schema/index.js';
import { defineEntries, type MatrixContext } from '../matrix.js';

/** A new address of the demo buyer, so deleting it leaves the seeded ones alone. */
async function freshBuyerAddress({ t, userId }: MatrixContext): Promise<number> {
  const [row] = await t.db
    .insert(addresses)
    .values({
      userId: await userId('buyer'),
      name: 'Matrix',
      mobile: '91234567',
      country: 'hk',
      areaCode: 852,
      address: '1 Matrix Road',
      createtime: 0,
      updatetime: 0,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

/** The shopper's own things (apps/server/src/routes/account-routes.ts). */
export const entries = defineEntries({
  'user.editProfile': { access: 'self' },
  'user.resetpwd': { access: 'self' },
  'user.scoreLog': { access: 'self' },
  'user.comment': { access: 'self' },
  'address.getaddress': { access: 'self' },
  'address.save': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({
      body: {
        type: 'edit',
        data: {
          id: await freshBuyerAddress(ctx),
          name: 'Bella Buyer',
          mobile: '91234567',
          country: 'hk',
          address: "Flat 12B, 88 Queen's Road Central",
        },
      },
    }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'address.deladdress': {
    access: 'owned',
    owner: 'buyer',
    input: async (ctx) => ({ body: { id: await freshBuyerAddress(ctx) } }),
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
  'product.follow': { access: 'self' },
  'product.collect': { access: 'self' },
  'product.footprint': { access: 'self' },
  'shop.follow': { access: 'self' },
  'shop.followList': { access: 'self' },
  'signin.getSignin': { access: 'self' },
  'signin.dosign': { access: 'self' },
  'feedback.add': { access: 'self' },
  'feedback.lists': { access: 'self' },
  'complaint.add': { access: 'self' },
  'complaint.lists': { access: 'self' },
  'coupon.getMyList': { access: 'self' },
  'notice.lists': { access: 'self' },
  'notice.read': {
    access: 'owned',
    owner: 'buyer',
    input: async ({ t, userId }) => {
      const [row] = await t.db
        .select({ id: notices.id })
        .from(notices)
        .where(eq(notices.userId, await userId('buyer')))
        .orderBy(asc(notices.id))
        .limit(1);
      return { body: { id: row!.id } };
    },
    refusals: { otherBuyer: 404, otherMerchant: 404 },
  },
});
