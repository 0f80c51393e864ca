import type { BodyOf, MerchantShop, merchant } from '@bazaar/api/contract';
import { DomainError, assertValid, validateShopSettings } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { shops } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { shopFansCount, shopGoodsCount } from '../catalogue/cards.js';
import { shopOrdersCount } from '../catalogue/sales.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';

/** `merchant/shop` GET: the merchant's shop with its counts. */
export async function merchantShop(db: Database, shopId: number): Promise<MerchantShop> {
  const [row] = await db
    .select({
      id: shops.id,
      shopname: shops.shopname,
      keywords: shops.keywords,
      description: shops.description,
      avatar: shops.avatar,
      image: shops.image,
      bio: shops.bio,
      city: shops.city,
      score: shops.score,
      status: shops.status,
      visitors: shops.visitors,
      fans: shopFansCount,
      goods_count: shopGoodsCount,
      orders_count: shopOrdersCount,
      createtime: shops.createtime,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw new DomainError('not_found');
  return row;
}

/**
 * `merchant/shop` POST: the shop's name, keywords, description and logo (the domain's
 * `validateShopSettings`; a new logo must be one of the merchant's uploads).
 */
export async function saveShopSettings(
  db: Database,
  userId: number,
  shopId: number,
  body: BodyOf<typeof merchant.saveShop>,
  now: number,
): Promise<MerchantShop> {
  const form = {
    shopname: body.shopname.trim(),
    keywords: body.keywords.trim(),
    description: body.description.trim(),
    avatar: body.avatar.trim(),
  };
  assertValid(validateShopSettings(form));
  return withTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ avatar: shops.avatar })
      .from(shops)
      .where(eq(shops.id, shopId))
      .for('update');
    if (!current) throw new DomainError('not_found');
    if (form.avatar !== current.avatar) await assertOwnUploads(tx, userId, [form.avatar], 'avatar');
    await tx
      .update(shops)
      .set({ ...form, updatetime: now })
      .where(eq(shops.id, shopId));
    return merchantShop(tx, shopId);
  });
}
