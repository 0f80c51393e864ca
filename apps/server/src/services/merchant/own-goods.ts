import type { BodyOf, MerchantGoodsInfo, merchant } from '@bazaar/api/contract';
import { DomainError, assertValid, toMoneyString, validateOwnGoods } from '@bazaar/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { categories, goods, goodsSkus, shopCategories } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { assertOwnUploads } from '../uploads/owned-uploads.js';
import { cleanGoodsTranslations } from '../catalogue/translations.js';
import { shopGoodsInfo } from './goods.js';
import { tellLowStock, type StockChange } from './stock-alert.js';

/** The body of `merchant/goodsCreate`. */
export type OwnGoodsBody = BodyOf<typeof merchant.goodsCreate>;

/** The merchant's shop: its id and its owner (whose uploads the form may use). */
export interface OwnShop {
  readonly id: number;
  readonly ownerId: number;
}

/** The form with its text trimmed, as it is checked and stored. */
function normalised(body: OwnGoodsBody) {
  const spec = body.spec.map((group) => ({
    name: group.name.trim(),
    items: group.items.map((item) => item.trim()),
  }));
  return {
    categoryId: body.category_id,
    shopCategoryId: body.shop_category_id ?? null,
    title: body.title.trim(),
    description: body.description.trim(),
    content: body.content.trim(),
    images: body.images.map((image) => image.trim()),
    spec,
    skus: body.skus.map((sku) => ({
      difference: sku.difference
        .split(',')
        .map((value) => value.trim())
        .join(','),
      price: sku.price.trim(),
      market_price: sku.market_price.trim(),
      stock: sku.stock,
      code: (sku.code ?? '').trim(),
      image: (sku.image ?? '').trim(),
    })),
    freight: body.freight.trim(),
    status: body.status,
    stockAlert: body.stock_alert,
    i18n: body.i18n === undefined ? undefined : cleanGoodsTranslations(body.i18n, spec),
  };
}

type Form = ReturnType<typeof normalised>;

/** Checks the form with the domain's `validateOwnGoods`; answers it trimmed. */
function checkedForm(body: OwnGoodsBody): Form {
  const form = normalised(body);
  assertValid(
    validateOwnGoods({
      title: form.title,
      images: form.images,
      freight: form.freight,
      spec: form.spec,
      skus: form.skus,
      stock_alert: form.stockAlert,
    }),
  );
  return form;
}

/**
 * What the form points at: a second-level platform category, one of the shop's categories (or
 * none), and pictures that are the owner's uploads, except those the goods has already
 * (`bad_request` with the field).
 */
async function assertReferences(
  tx: Database,
  shop: OwnShop,
  form: Form,
  kept: ReadonlySet<string>,
): Promise<void> {
  const [category] = await tx
    .select({ pid: categories.pid, status: categories.status })
    .from(categories)
    .where(eq(categories.id, form.categoryId));
  if (!category || category.pid === 0 || category.status !== 'normal') {
    throw new DomainError('bad_request', { field: 'category_id' });
  }
  if (form.shopCategoryId !== null) {
    const [own] = await tx
      .select({ id: shopCategories.id })
      .from(shopCategories)
      .where(and(eq(shopCategories.id, form.shopCategoryId), eq(shopCategories.shopId, shop.id)));
    if (!own) throw new DomainError('bad_request', { field: 'shop_category_id' });
  }
  const fresh = (urls: readonly string[]) => urls.filter((url) => url !== '' && !kept.has(url));
  await assertOwnUploads(tx, shop.ownerId, fresh(form.images), 'images');
  await assertOwnUploads(tx, shop.ownerId, fresh(form.skus.map((sku) => sku.image)), 'skus');
}

/** The goods columns the form sets. */
function goodsColumns(form: Form, now: number) {
  return {
    categoryId: form.categoryId,
    shopCategoryId: form.shopCategoryId,
    title: form.title,
    image: form.images[0] as string,
    images: form.images,
    description: form.description,
    content: form.content,
    spec: form.spec,
    freight: toMoneyString(form.freight),
    status: form.status,
    stockAlert: form.stockAlert,
    ...(form.i18n === undefined ? {} : { i18n: form.i18n }),
    updatetime: now,
  };
}

/** Sets the goods' `price` and `market_price` to the lowest of its orderable SKUs'. */
async function refreshLowestPrices(tx: Database, goodsId: number): Promise<void> {
  await tx.execute(
    sql`update goods set
        price = coalesce((select min(k.price) from goods_skus k
          where k.goods_id = ${goodsId} and not k.retired), 0),
        market_price = coalesce((select min(k.market_price) from goods_skus k
          where k.goods_id = ${goodsId} and not k.retired), 0)
      where id = ${goodsId}`,
  );
}

/** The SKU columns of one line of the form. */
function skuColumns(sku: Form['skus'][number]) {
  return {
    difference: sku.difference,
    price: toMoneyString(sku.price),
    marketPrice: toMoneyString(sku.market_price),
    stock: sku.stock,
    code: sku.code,
    image: sku.image,
    retired: false,
  };
}

/**
 * `merchant/goodsCreate`: one of the shop's own goods from the goods form (see the contract), with
 * one SKU per combination, in one transaction. Answers the goods as `goodsInfo` does.
 */
export async function createOwnGoods(
  db: Database,
  shop: OwnShop,
  body: OwnGoodsBody,
  now: number,
): Promise<MerchantGoodsInfo> {
  const form = checkedForm(body);
  return withTransaction(db, async (tx) => {
    await assertReferences(tx, shop, form, new Set());
    const [created] = await tx
      .insert(goods)
      .values({
        ...goodsColumns(form, now),
        shopId: shop.id,
        price: '0',
        marketPrice: '0',
        createtime: now,
      })
      .returning({ id: goods.id });
    const id = (created as { id: number }).id;
    await tx
      .insert(goodsSkus)
      .values(form.skus.map((sku) => ({ ...skuColumns(sku), goodsId: id })));
    await refreshLowestPrices(tx, id);
    return shopGoodsInfo(tx, shop.id, id);
  });
}

/**
 * `merchant/goodsEdit`: the whole form over one of the shop's own goods (another shop's is
 * `not_found`, a market goods `goods_from_market`), in one transaction with the goods row locked.
 * SKUs are matched by combination: kept ones are updated (a retired one comes back), new ones
 * added, dropped ones deleted when no order has them and retired otherwise. Orders keep their own
 * copies of title, picture, combination and prices, so nothing here reaches a placed order. A SKU
 * whose stock the edit takes to or below the threshold from above it tells the merchant.
 */
export async function editOwnGoods(
  db: Database,
  shop: OwnShop,
  body: BodyOf<typeof merchant.goodsEdit>,
  now: number,
): Promise<MerchantGoodsInfo> {
  const form = checkedForm(body);
  return withTransaction(db, async (tx) => {
    const [current] = await tx
      .select({
        marketGoodsId: goods.marketGoodsId,
        images: goods.images,
        stockAlert: goods.stockAlert,
      })
      .from(goods)
      .where(and(eq(goods.id, body.id), eq(goods.shopId, shop.id)))
      .for('update');
    if (!current) throw new DomainError('not_found');
    if (current.marketGoodsId !== null) throw new DomainError('goods_from_market');
    const existing = await queryRows<{
      id: number;
      difference: string;
      stock: number;
      image: string;
      retired: boolean;
      ordered: boolean;
    }>(
      tx,
      sql`select k.id, k.difference, k.stock, k.image, k.retired,
          exists (select 1 from order_goods og where og.sku_id = k.id) as ordered
        from goods_skus k where k.goods_id = ${body.id} order by k.id for update of k`,
    );
    const kept = new Set([...current.images, ...existing.map((sku) => sku.image)]);
    await assertReferences(tx, shop, form, kept);

    const byDifference = new Map(existing.map((sku) => [sku.difference, sku]));
    const wanted = new Set(form.skus.map((sku) => sku.difference));
    const changes: StockChange[] = [];
    for (const sku of form.skus) {
      const before = byDifference.get(sku.difference);
      if (before) {
        await tx.update(goodsSkus).set(skuColumns(sku)).where(eq(goodsSkus.id, before.id));
        changes.push({
          skuId: before.id,
          // A retired SKU coming back was not for sale: it was not low.
          before: before.retired ? Number.MAX_SAFE_INTEGER : Number(before.stock),
          after: sku.stock,
          thresholdBefore: current.stockAlert,
        });
      } else {
        await tx.insert(goodsSkus).values({ ...skuColumns(sku), goodsId: body.id });
      }
    }
    const dropped = existing.filter((sku) => !wanted.has(sku.difference));
    const retire = dropped.filter((sku) => toBoolean(sku.ordered)).map((sku) => sku.id);
    const remove = dropped.filter((sku) => !toBoolean(sku.ordered)).map((sku) => sku.id);
    if (retire.length > 0) {
      await tx.update(goodsSkus).set({ retired: true }).where(inArray(goodsSkus.id, retire));
    }
    if (remove.length > 0) await tx.delete(goodsSkus).where(inArray(goodsSkus.id, remove));

    await tx.update(goods).set(goodsColumns(form, now)).where(eq(goods.id, body.id));
    await refreshLowestPrices(tx, body.id);
    await tellLowStock(tx, changes, now);
    return shopGoodsInfo(tx, shop.id, body.id);
  });
}

/** A boolean the database answered (PGlite and node-postgres both give booleans; `t` to be safe). */
function toBoolean(value: unknown): boolean {
  return value === true || value === 't';
}
