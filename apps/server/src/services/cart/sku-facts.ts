import { DomainError, toMoneyString } from '@bazaar/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goods, goodsSkus, shops } from '../../db/schema/index.js';

/** What the cart and the order confirmation need to know about a SKU, from the database. */
export interface SkuFacts {
  readonly skuId: number;
  readonly goodsId: number;
  readonly shopId: number;
  readonly shopname: string;
  readonly shopAvatar: string;
  readonly title: string;
  readonly image: string;
  /** Unit price now (`"12.50"`). */
  readonly price: string;
  readonly marketPrice: string;
  /** Per unit, market goods only. */
  readonly wholesalePrice: string | null;
  readonly retailPrice: string | null;
  /** The goods' express fee per order line. */
  readonly freight: string;
  /** Specification values comma-joined (`"Red,L"`), '' without specs. */
  readonly difference: string;
  readonly stock: number;
  /** The goods and its shop are on sale, and the SKU is not retired. */
  readonly onSale: boolean;
  /** The SKU's combination left the goods' specs: kept for its orders, not orderable. */
  readonly retired: boolean;
}

/** The facts of the given SKUs (unknown ids are absent from the map). */
export async function loadSkuFacts(
  db: Database,
  skuIds: readonly number[],
): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      shopId: shops.id,
      shopname: shops.shopname,
      shopAvatar: shops.avatar,
      title: goods.title,
      // The chosen SKU's own picture (its colour), else the goods' picture.
      image: sql<string>`coalesce(nullif(${goodsSkus.image}, ''), ${goods.image})`,
      price: goodsSkus.price,
      marketPrice: goodsSkus.marketPrice,
      wholesalePrice: goodsSkus.wholesalePrice,
      retailPrice: goodsSkus.retailPrice,
      freight: goods.freight,
      difference: goodsSkus.difference,
      stock: goodsSkus.stock,
      retired: goodsSkus.retired,
      goodsStatus: goods.status,
      shopStatus: shops.status,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(inArray(goodsSkus.id, [...new Set(skuIds)]));
  return new Map(
    rows.map(({ goodsStatus, shopStatus, ...row }) => [
      row.skuId,
      {
        ...row,
        price: toMoneyString(row.price),
        marketPrice: toMoneyString(row.marketPrice),
        wholesalePrice: row.wholesalePrice === null ? null : toMoneyString(row.wholesalePrice),
        retailPrice: row.retailPrice === null ? null : toMoneyString(row.retailPrice),
        freight: toMoneyString(row.freight),
        onSale: goodsStatus === 'normal' && shopStatus === 'normal' && !row.retired,
      },
    ]),
  );
}

/**
 * The facts of one SKU of one goods for a buyer: `not_found` when there is no such SKU of that
 * goods, `sku_retired` when the merchant took its combination off the goods, `goods_unavailable`
 * when it is not on sale.
 */
export function requireOnSale(
  facts: ReadonlyMap<number, SkuFacts>,
  line: { readonly goods_id: number; readonly sku_id: number },
): SkuFacts {
  const found = facts.get(line.sku_id);
  if (!found || found.goodsId !== line.goods_id) {
    throw new DomainError('not_found', { goods_id: line.goods_id });
  }
  if (found.retired) throw new DomainError('sku_retired', { goods_id: line.goods_id });
  if (!found.onSale) throw new DomainError('goods_unavailable', { goods_id: line.goods_id });
  return found;
}
