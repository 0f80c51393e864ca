import type {
  BodyOf,
  MerchantGoodsInfo,
  MerchantGoodsItem,
  PagedOf,
  QueryOf,
  merchant,
} from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  belowCostPrices,
  subtract,
  toMoneyString,
  validateSelection,
  validateSkuPrices,
} from '@bazaar/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { goods, goodsSkus } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pageWindow } from '../../lib/paging.js';
import { pageOfRows, windowTotal } from '../catalogue/paged-query.js';
import { goodsSoldTotal, lineSoldCondition } from '../catalogue/sales.js';

/** A money amount the database answered (or null), as a wire string. */
function moneyOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toMoneyString(String(value));
}

/** An aggregate of a goods' SKUs, as a correlated subquery on `goods`. */
function skuAggregate(expression: string): SQL {
  return sql.raw(`(select ${expression} from goods_skus k where k.goods_id = goods.id)`);
}

/** An orderable SKU of the goods is at or below its low-stock threshold (own goods only). */
const lowStock = sql.raw(`(goods.stock_alert is not null and exists (select 1 from goods_skus k
  where k.goods_id = goods.id and not k.retired and k.stock <= goods.stock_alert))`);

/** The columns of a merchant's goods item, under its wire names. */
const goodsItemFields = {
  id: goods.id,
  category_id: goods.categoryId,
  title: goods.title,
  image: goods.image,
  price: goods.price,
  market_price: goods.marketPrice,
  status: goods.status,
  stock: skuAggregate('coalesce(sum(k.stock) filter (where not k.retired), 0)').mapWith(Number),
  sales: goodsSoldTotal,
  market_goods_id: goods.marketGoodsId,
  wholesale_price: skuAggregate('min(k.wholesale_price)').mapWith(moneyOrNull),
  retail_price: skuAggregate('min(k.retail_price)').mapWith(moneyOrNull),
  below_cost: skuAggregate('coalesce(bool_or(k.price < k.wholesale_price), false)').mapWith(
    (value: unknown) => value === true || value === 't',
  ),
  stock_alert: goods.stockAlert,
  low_stock: sql`${lowStock}`.mapWith((value: unknown) => value === true || value === 't'),
  createtime: goods.createtime,
  updatetime: goods.updatetime,
};

/** `merchant/goods`: the shop's goods, newest first, by status tab or low stock. */
export async function listShopGoods(
  db: Database,
  shopId: number,
  query: QueryOf<typeof merchant.goods>,
): Promise<PagedOf<MerchantGoodsItem>> {
  const window = pageWindow(query);
  const status = query.status ?? 'all';
  const where = and(
    eq(goods.shopId, shopId),
    status === 'all' ? undefined : status === 'low' ? lowStock : eq(goods.status, status),
  );
  const rows = await db
    .select({ ...goodsItemFields, total: windowTotal })
    .from(goods)
    .where(where)
    .orderBy(desc(goods.createtime), desc(goods.id))
    .limit(window.limit)
    .offset(window.offset);
  return pageOfRows(window, rows, async () => {
    const [row] = await db.select({ n: count() }).from(goods).where(where);
    return row?.n ?? 0;
  });
}

/** `merchant/goodsInfo`: one of the shop's goods with its SKUs; another shop's is `not_found`. */
export async function shopGoodsInfo(
  db: Database,
  shopId: number,
  id: number,
): Promise<MerchantGoodsInfo> {
  const [item] = await db
    .select({
      ...goodsItemFields,
      shop_category_id: goods.shopCategoryId,
      description: goods.description,
      content: goods.content,
      images: goods.images,
      freight: goods.freight,
      spec: goods.spec,
      i18n: goods.i18n,
    })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.shopId, shopId)));
  if (!item) throw new DomainError('not_found');
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, id))
    .orderBy(asc(goodsSkus.id));
  const sold = new Map(
    (
      await queryRows<{ sku_id: number; sold: string }>(
        db,
        sql`select og.sku_id, sum(og.number) as sold from order_goods og
          join orders o on o.id = og.order_id
          where og.goods_id = ${id} and ${lineSoldCondition} group by og.sku_id`,
      )
    ).map((row) => [Number(row.sku_id), Number(row.sold)]),
  );
  return {
    ...item,
    freight: toMoneyString(item.freight),
    skus: skus.map((sku) => ({
      id: sku.id,
      difference: sku.difference,
      price: toMoneyString(sku.price),
      market_price: toMoneyString(sku.marketPrice),
      stock: sku.stock,
      sales: sold.get(sku.id) ?? 0,
      wholesale_price: moneyOrNull(sku.wholesalePrice),
      retail_price: moneyOrNull(sku.retailPrice),
      margin:
        sku.wholesalePrice === null ? null : toMoneyString(subtract(sku.price, sku.wholesalePrice)),
      code: sku.code,
      image: sku.image,
      retired: sku.retired,
    })),
  };
}

/**
 * `merchant/goodsStatus`: puts the selected goods of the shop on sale or in the warehouse, all
 * or none. An empty selection is `select_item_first` (the domain's `validateSelection`); an id
 * that is not the shop's goods is `not_found`.
 */
export async function setGoodsStatus(
  db: Database,
  shopId: number,
  body: BodyOf<typeof merchant.goodsStatus>,
  now: number,
): Promise<{ updated: number; status: 'normal' | 'hidden' }> {
  const ids = [...new Set(body.ids)];
  assertValid(validateSelection(ids.length));
  return withTransaction(db, async (tx) => {
    const updated = await tx
      .update(goods)
      .set({ status: body.status, updatetime: now })
      .where(and(eq(goods.shopId, shopId), inArray(goods.id, ids)))
      .returning({ id: goods.id });
    if (updated.length !== ids.length) throw new DomainError('not_found');
    return { updated: updated.length, status: body.status };
  });
}

/**
 * `merchant/goodsPrice`: sets the given SKUs' prices of one of the shop's goods exactly as the
 * merchant typed them (the domain's `validateSkuPrices`), and the goods' lowest price with them.
 * A SKU of another goods, or a goods of another shop, is `not_found`.
 */
export async function setSkuPrices(
  db: Database,
  shopId: number,
  body: BodyOf<typeof merchant.goodsPrice>,
  now: number,
): Promise<MerchantGoodsInfo> {
  assertValid(validateSkuPrices(body.skus));
  if (new Set(body.skus.map((sku) => sku.id)).size !== body.skus.length) {
    throw new DomainError('bad_request', { field: 'skus' });
  }
  return withTransaction(db, async (tx) => {
    const [owned] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, body.id), eq(goods.shopId, shopId)))
      .for('update');
    if (!owned) throw new DomainError('not_found');
    if (!body.confirm_loss) {
      // A price under cost loses money on every unit sold: only once the merchant saw the loss.
      const costs = await tx
        .select({ id: goodsSkus.id, wholesale: goodsSkus.wholesalePrice })
        .from(goodsSkus)
        .where(eq(goodsSkus.goodsId, body.id));
      const wholesale = new Map(costs.map((sku) => [sku.id, sku.wholesale]));
      // A SKU of another goods is not found, whatever its price.
      if (body.skus.some((sku) => !wholesale.has(sku.id))) throw new DomainError('not_found');
      const [first, ...others] = belowCostPrices(
        body.skus.map((sku) => ({
          id: sku.id,
          price: sku.price,
          wholesale: wholesale.get(sku.id) ?? null,
        })),
      );
      if (first) {
        throw new DomainError('price_below_cost', {
          sku_id: first.id,
          loss: first.loss,
          count: others.length + 1,
        });
      }
    }
    const values = sql.join(
      body.skus.map((sku) => sql`(${sku.id}::int, ${toMoneyString(sku.price)}::numeric)`),
      sql`, `,
    );
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update goods_skus set price = v.price
        from (values ${values}) as v(id, price)
        where goods_skus.id = v.id and goods_skus.goods_id = ${body.id}
        returning goods_skus.id`,
    );
    if (updated.length !== body.skus.length) throw new DomainError('not_found');
    await tx
      .update(goods)
      .set({
        price: sql`(select min(k.price) from goods_skus k
          where k.goods_id = ${body.id} and not k.retired)`,
        updatetime: now,
      })
      .where(eq(goods.id, body.id));
    return shopGoodsInfo(tx, shopId, body.id);
  });
}
