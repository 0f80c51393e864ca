import type { FavouriteGoods, FollowedShop, FootprintGoods, PagedOf } from '@bazaar/api/contract';
import { DomainError } from '@bazaar/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { footprints, goods, goodsFavourites, shopFollows, shops } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import type { LanguageCode } from '@bazaar/domain';
import { goodsCardFields, shopCardFields } from '../catalogue/cards.js';

interface PageQuery {
  readonly page?: number;
  readonly limit?: number;
}

/**
 * Adds the goods `goodsId` to the caller's favourites, or removes it when it is one. Only a goods
 * on sale in an open shop can be added (`not_found` otherwise); a favourite can always be removed.
 */
export async function toggleGoodsFavourite(
  db: Database,
  userId: number,
  goodsId: number,
  now: number,
): Promise<{ is_follow: boolean }> {
  return withTransaction(db, async (tx) => {
    const removed = await tx
      .delete(goodsFavourites)
      .where(and(eq(goodsFavourites.userId, userId), eq(goodsFavourites.goodsId, goodsId)))
      .returning({ goodsId: goodsFavourites.goodsId });
    if (removed.length > 0) return { is_follow: false };
    const [onSale] = await tx
      .select({ id: goods.id })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(and(eq(goods.id, goodsId), eq(goods.status, 'normal'), eq(shops.status, 'normal')));
    if (!onSale) throw new DomainError('not_found');
    await tx
      .insert(goodsFavourites)
      .values({ userId, goodsId, createtime: now })
      .onConflictDoNothing();
    return { is_follow: true };
  });
}

/** The caller's favourite goods, most recently added first (with `status`: still on sale or not). */
export async function listGoodsFavourites(
  db: Database,
  userId: number,
  query: PageQuery,
  language: LanguageCode,
): Promise<PagedOf<FavouriteGoods>> {
  const window = pageWindow(query);
  const where = eq(goodsFavourites.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...goodsCardFields(language),
        status: goods.status,
        followtime: goodsFavourites.createtime,
      })
      .from(goodsFavourites)
      .innerJoin(goods, eq(goods.id, goodsFavourites.goodsId))
      .where(where)
      .orderBy(desc(goodsFavourites.createtime), desc(goodsFavourites.goodsId))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(goodsFavourites).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows);
}

/** The goods the caller looked at, most recent first (goods/detail records them). */
export async function listFootprints(
  db: Database,
  userId: number,
  query: PageQuery,
  language: LanguageCode,
): Promise<PagedOf<FootprintGoods>> {
  const window = pageWindow(query);
  const where = eq(footprints.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...goodsCardFields(language),
        status: goods.status,
        updatetime: footprints.updatetime,
      })
      .from(footprints)
      .innerJoin(goods, eq(goods.id, footprints.goodsId))
      .where(where)
      .orderBy(desc(footprints.updatetime), desc(footprints.goodsId))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(footprints).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows);
}

/**
 * Follows the shop `shopId`, or unfollows it when followed. Only an open shop can be followed
 * (`not_found` otherwise); a follow can always be ended. Answers the shop's followers after.
 */
export async function toggleShopFollow(
  db: Database,
  userId: number,
  shopId: number,
  now: number,
): Promise<{ is_follow: boolean; fans: number }> {
  return withTransaction(db, async (tx) => {
    const fans = async () => {
      const [row] = await tx
        .select({ n: count() })
        .from(shopFollows)
        .where(eq(shopFollows.shopId, shopId));
      return row?.n ?? 0;
    };
    const removed = await tx
      .delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
      .returning({ shopId: shopFollows.shopId });
    if (removed.length > 0) return { is_follow: false, fans: await fans() };
    const [open] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.status, 'normal')));
    if (!open) throw new DomainError('not_found');
    await tx.insert(shopFollows).values({ userId, shopId, createtime: now }).onConflictDoNothing();
    return { is_follow: true, fans: await fans() };
  });
}

/** The shops the caller follows, most recently followed first. */
export async function listFollowedShops(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<PagedOf<FollowedShop>> {
  const window = pageWindow(query);
  const where = eq(shopFollows.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...shopCardFields, followtime: shopFollows.createtime })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(where)
      .orderBy(desc(shopFollows.createtime), desc(shopFollows.shopId))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(shopFollows).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows);
}
