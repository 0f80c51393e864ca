import type { CategoryNode, PagedOf, GoodsCard, ShopDetail, shop } from '@bazaar/api/contract';
import type { QueryOf } from '@bazaar/api/contract';
import { DomainError, type LanguageCode } from '@bazaar/domain';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goods, shopCategories, shops } from '../../db/schema/index.js';
import { pageWindow } from '../../lib/paging.js';
import { goodsCardFields, goodsOrderBy, shopCardFields } from './cards.js';
import { shopCategoryTree } from './categories.js';
import { shopOrdersCount } from './sales.js';
import { pageOfRows, windowTotal } from './paged-query.js';

/** An open shop's id, or `not_found` (unknown or hidden). */
async function assertOpenShop(db: Database, shopId: number): Promise<void> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'normal')));
  if (!row) throw new DomainError('not_found');
}

/**
 * A shop page: the card, owner, visitors, orders (paid, with a line still sold: `./sales.ts`), favourites of its goods, whether `userId`
 * follows it and its bound couple-shop partner (an `agreed` partnership with an open shop). One
 * query. Refuses `not_found` for an unknown or hidden shop.
 */
export async function shopDetail(
  db: Database,
  id: number,
  userId: number | null,
): Promise<ShopDetail> {
  const [row] = await db
    .select({
      ...shopCardFields,
      user_id: shops.userId,
      keywords: shops.keywords,
      bio: shops.bio,
      visitors: shops.visitors,
      createtime: shops.createtime,
      orders_count: shopOrdersCount,
      collect: sql<number>`(select count(*) from goods_favourites f
        join goods fg on fg.id = f.goods_id where fg.shop_id = shops.id)`.mapWith(Number),
      is_follow:
        userId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from shop_follows f
              where f.shop_id = shops.id and f.user_id = ${userId})`,
      couple: sql<
        ShopDetail['couple']
      >`(select json_build_object('id', p.id, 'shopname', p.shopname, 'avatar', p.avatar)
        from couples c
        join shops p on p.id = case when c.inviter_shop_id = shops.id then c.invitee_shop_id else c.inviter_shop_id end
        where c.state = 'agreed' and shops.id in (c.inviter_shop_id, c.invitee_shop_id) and p.status = 'normal'
        order by c.updatetime desc limit 1)`,
    })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.status, 'normal')));
  if (!row) throw new DomainError('not_found');
  return { ...row, is_follow: Boolean(row.is_follow), couple: row.couple ?? null };
}

/** The shop/goods filter (defaults filled in). */
export type ShopGoodsQuery = QueryOf<typeof shop.goods>;

/**
 * shop/goods: a page of an open shop's goods on sale (titled in `language`), optionally in one of
 * its categories (a top-level one with its children). Refuses `not_found` for an unknown or hidden
 * shop.
 */
export async function shopGoods(
  db: Database,
  query: ShopGoodsQuery,
  language: LanguageCode,
): Promise<PagedOf<GoodsCard>> {
  const window = pageWindow(query);
  const conditions = [
    eq(goods.shopId, query.shop_id),
    eq(goods.status, 'normal'),
    eq(shops.status, 'normal'),
  ];
  if (query.category_id !== undefined) {
    conditions.push(
      inArray(
        goods.shopCategoryId,
        db
          .select({ id: shopCategories.id })
          .from(shopCategories)
          .where(
            and(
              eq(shopCategories.shopId, query.shop_id),
              or(
                eq(shopCategories.id, query.category_id),
                eq(shopCategories.pid, query.category_id),
              ),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ ...goodsCardFields(language), total: windowTotal })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(where)
    .orderBy(...goodsOrderBy(query.order ?? 'all', query.sort ?? 'desc'))
    .limit(window.limit)
    .offset(window.offset);
  // An empty page may be an unknown shop: only then is it looked up.
  if (rows.length === 0) await assertOpenShop(db, query.shop_id);
  return pageOfRows(window, rows, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(where);
    return row?.n ?? 0;
  });
}

/** shop/categorys: an open shop's own categories. Refuses `not_found` for an unknown or hidden shop. */
export async function shopCategorys(
  db: Database,
  shopId: number,
): Promise<{ list: CategoryNode[] }> {
  await assertOpenShop(db, shopId);
  return { list: await shopCategoryTree(db, shopId) };
}
