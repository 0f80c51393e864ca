import type { AdminMarketGoods, BodyOf, PagedOf, QueryOf, admin } from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  compare,
  toMoneyString,
  validateMarketGoods,
} from '@bazaar/domain';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  categories,
  goods,
  goodsSkus,
  marketGoods,
  marketGoodsSkus,
} from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { containsPattern } from '../catalogue/cards.js';
import { cleanGoodsTranslations } from '../catalogue/translations.js';
import { assertStoredImages } from './stored-images.js';

type MarketRow = typeof marketGoods.$inferSelect;
type SaveBody = BodyOf<typeof admin.saveMarket>;

/** The operator's view of market goods rows: their SKUs and how many shops list each. */
async function marketViews(db: Database, rows: readonly MarketRow[]): Promise<AdminMarketGoods[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [skus, listed] = await Promise.all([
    db
      .select()
      .from(marketGoodsSkus)
      .where(inArray(marketGoodsSkus.marketGoodsId, ids))
      .orderBy(asc(marketGoodsSkus.id)),
    db
      .select({ id: goods.marketGoodsId, n: count() })
      .from(goods)
      .where(inArray(goods.marketGoodsId, ids))
      .groupBy(goods.marketGoodsId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    category_id: row.categoryId,
    title: row.title,
    image: row.image,
    images: row.images,
    description: row.description,
    spec: row.spec,
    i18n: row.i18n,
    freight: toMoneyString(row.freight),
    wholesale_price: toMoneyString(row.wholesalePrice),
    retail_price: toMoneyString(row.retailPrice),
    status: row.status,
    skus: skus
      .filter((sku) => sku.marketGoodsId === row.id)
      .map((sku) => ({
        id: sku.id,
        difference: sku.difference,
        wholesale_price: toMoneyString(sku.wholesalePrice),
        retail_price: toMoneyString(sku.retailPrice),
        stock: sku.stock,
      })),
    listed: listed.find((entry) => entry.id === row.id)?.n ?? 0,
    createtime: row.createtime,
    updatetime: row.updatetime,
  }));
}

/** `admin/market`: the wholesale catalogue, newest first, by category, status and title words. */
export async function listMarketForAdmin(
  db: Database,
  query: QueryOf<typeof admin.market>,
): Promise<PagedOf<AdminMarketGoods>> {
  const window = pageWindow(query);
  const status = query.status ?? 'all';
  const keyword = (query.keyword ?? '').trim();
  const where = and(
    status === 'all' ? undefined : eq(marketGoods.status, status),
    query.category_id === undefined
      ? undefined
      : inArray(
          marketGoods.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, query.category_id), eq(categories.pid, query.category_id))),
        ),
    keyword === '' ? undefined : ilike(marketGoods.title, containsPattern(keyword)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(marketGoods)
      .where(where)
      .orderBy(desc(marketGoods.createtime), desc(marketGoods.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(marketGoods).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, await marketViews(db, rows));
}

/** `admin/market/info`: one market goods with its SKUs, hidden or not (`not_found` otherwise). */
export async function marketGoodsForAdmin(db: Database, id: number): Promise<AdminMarketGoods> {
  const rows = await db.select().from(marketGoods).where(eq(marketGoods.id, id));
  const [view] = await marketViews(db, rows);
  if (!view) throw new DomainError('not_found');
  return view;
}

/** A category goods can be filed under: a second-level one. */
async function assertLeafCategory(db: Database, id: number): Promise<void> {
  const [category] = await db
    .select({ pid: categories.pid })
    .from(categories)
    .where(eq(categories.id, id));
  if (!category || category.pid === 0)
    throw new DomainError('bad_request', { field: 'category_id' });
}

/** The lowest of some prices (for the goods row). */
function lowest(prices: readonly string[]): string {
  return toMoneyString(prices.reduce((low, price) => (compare(price, low) < 0 ? price : low)));
}

/**
 * `admin/market` POST: creates or edits a wholesale market goods (the domain's
 * `validateMarketGoods`). Editing keeps the SKU set; new wholesale and suggested retail prices
 * also reach the SKUs shops listed from it, never the shops' own prices. Translations (`i18n`,
 * optional; a spec must match the English one) are copied to a goods when a shop lists it.
 */
export async function saveMarketGoods(
  db: Database,
  body: SaveBody,
  now: number,
): Promise<AdminMarketGoods> {
  const spec = (body.spec ?? []).map((group) => ({
    name: group.name.trim(),
    items: group.items.map((item) => item.trim()),
  }));
  const skus = body.skus.map((sku) => ({ ...sku, difference: sku.difference.trim() }));
  const form = {
    title: body.title.trim(),
    image: body.image.trim(),
    freight: body.freight,
    spec,
    skus,
  };
  assertValid(validateMarketGoods(form));
  const i18n = body.i18n === undefined ? undefined : cleanGoodsTranslations(body.i18n, spec);
  const images = body.images ?? [form.image];
  return withTransaction(db, async (tx) => {
    await assertLeafCategory(tx, body.category_id);
    await assertStoredImages(tx, [form.image, ...images], 'image');
    const values = {
      categoryId: body.category_id,
      title: form.title,
      image: form.image,
      images: [...images],
      description: (body.description ?? '').trim(),
      spec,
      ...(i18n === undefined ? {} : { i18n }),
      freight: toMoneyString(body.freight),
      wholesalePrice: lowest(skus.map((sku) => sku.wholesale_price)),
      retailPrice: lowest(skus.map((sku) => sku.retail_price)),
      status: body.status ?? 'normal',
      updatetime: now,
    };
    let id: number;
    if (body.id === undefined) {
      const [row] = await tx
        .insert(marketGoods)
        .values({ ...values, createtime: now })
        .returning({ id: marketGoods.id });
      id = (row as { id: number }).id;
      await tx.insert(marketGoodsSkus).values(
        skus.map((sku) => ({
          marketGoodsId: id,
          difference: sku.difference,
          wholesalePrice: toMoneyString(sku.wholesale_price),
          retailPrice: toMoneyString(sku.retail_price),
          stock: sku.stock,
        })),
      );
    } else {
      id = body.id;
      const [row] = await tx
        .update(marketGoods)
        .set(values)
        .where(eq(marketGoods.id, id))
        .returning({ id: marketGoods.id });
      if (!row) throw new DomainError('not_found');
      const existing = await tx
        .select({ id: marketGoodsSkus.id, difference: marketGoodsSkus.difference })
        .from(marketGoodsSkus)
        .where(eq(marketGoodsSkus.marketGoodsId, id));
      if (
        existing.length !== skus.length ||
        !skus.every((sku) => existing.some((old) => old.difference === sku.difference))
      ) {
        throw new DomainError('bad_request', { field: 'skus' });
      }
      for (const sku of skus) {
        const skuId = existing.find((old) => old.difference === sku.difference)?.id as number;
        const prices = {
          wholesalePrice: toMoneyString(sku.wholesale_price),
          retailPrice: toMoneyString(sku.retail_price),
        };
        await tx
          .update(marketGoodsSkus)
          .set({ ...prices, stock: sku.stock })
          .where(eq(marketGoodsSkus.id, skuId));
        await tx.update(goodsSkus).set(prices).where(eq(goodsSkus.marketSkuId, skuId));
      }
    }
    const [row] = await tx.select().from(marketGoods).where(eq(marketGoods.id, id));
    return (await marketViews(tx, [row as MarketRow]))[0] as AdminMarketGoods;
  });
}

/**
 * `admin/market/delete`: deletes a market goods that no shop lists (its SKUs go with it); one that
 * shops list is refused with `market_goods_listed`.
 */
export async function deleteMarketGoods(db: Database, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: marketGoods.id })
      .from(marketGoods)
      .where(eq(marketGoods.id, id))
      .for('update');
    if (!row) throw new DomainError('not_found');
    const [listed] = await tx.select({ n: count() }).from(goods).where(eq(goods.marketGoodsId, id));
    if ((listed?.n ?? 0) > 0) throw new DomainError('market_goods_listed');
    await tx.delete(marketGoods).where(eq(marketGoods.id, id));
  });
}
