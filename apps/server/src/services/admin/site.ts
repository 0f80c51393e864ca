import type { BodyOf, QueryOf, ResponseOf, admin } from '@bazaar/api/contract';
import { DomainError, assertValid, money, validateCurrencyForm } from '@bazaar/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { banners, categories, currencies } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { cleanTextTranslations } from '../catalogue/translations.js';
import { assertStoredImages } from './stored-images.js';

type AdminCategory = ResponseOf<typeof admin.saveCategory>;
type AdminBanner = ResponseOf<typeof admin.saveBanner>;
type AdminCurrency = ResponseOf<typeof admin.saveCurrency>;

const categoryFields = {
  id: categories.id,
  pid: categories.pid,
  name: categories.name,
  i18n: categories.i18n,
  image: categories.image,
  weigh: categories.weigh,
  status: categories.status,
  goods_count: sql<number>`((select count(*) from goods g where g.category_id = categories.id)
    + (select count(*) from market_goods m where m.category_id = categories.id))`.mapWith(Number),
};

/** `admin/categories`: every platform category, hidden ones too, as the two-level tree. */
export async function listCategoriesForAdmin(
  db: Database,
): Promise<ResponseOf<typeof admin.categories>> {
  const rows = await db
    .select(categoryFields)
    .from(categories)
    .orderBy(desc(categories.weigh), asc(categories.id));
  return {
    list: rows
      .filter((row) => row.pid === 0)
      .map((top) => ({ ...top, childlist: rows.filter((row) => row.pid === top.id) })),
  };
}

/**
 * `admin/categories` POST: creates or edits a category. Two levels: `pid` is 0 or a top-level
 * category other than itself, and a category with children stays at the top (`bad_request` on
 * `pid`); an English name is required (`field_required`), names in other languages are optional
 * (`i18n`, replacing the stored ones when sent); an icon is a stored image.
 */
export async function saveCategory(
  db: Database,
  body: BodyOf<typeof admin.saveCategory>,
  now: number,
): Promise<AdminCategory> {
  const name = body.name.trim();
  if (name === '') throw new DomainError('field_required', { field: 'name' });
  const image = (body.image ?? '').trim();
  return withTransaction(db, async (tx) => {
    if (image !== '') await assertStoredImages(tx, [image], 'image');
    if (body.pid !== 0) {
      const [parent] = await tx
        .select({ pid: categories.pid })
        .from(categories)
        .where(eq(categories.id, body.pid));
      if (!parent || parent.pid !== 0 || body.pid === body.id) {
        throw new DomainError('bad_request', { field: 'pid' });
      }
    }
    const values = {
      pid: body.pid,
      name,
      ...(body.i18n === undefined ? {} : { i18n: cleanTextTranslations(body.i18n) }),
      image,
      weigh: body.weigh ?? 0,
      status: body.status ?? 'normal',
    };
    let id: number;
    if (body.id === undefined) {
      const [row] = await tx
        .insert(categories)
        .values({ ...values, createtime: now })
        .returning({ id: categories.id });
      id = (row as { id: number }).id;
    } else {
      id = body.id;
      const [current] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!current) throw new DomainError('not_found');
      if (body.pid !== 0) {
        const [children] = await tx
          .select({ n: count() })
          .from(categories)
          .where(eq(categories.pid, id));
        if ((children?.n ?? 0) > 0) throw new DomainError('bad_request', { field: 'pid' });
      }
      await tx.update(categories).set(values).where(eq(categories.id, id));
    }
    const [row] = await tx.select(categoryFields).from(categories).where(eq(categories.id, id));
    return row as AdminCategory;
  });
}

/** `admin/categories/delete`: deletes a category without children or goods (`category_in_use`). */
export async function deleteCategory(db: Database, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!row) throw new DomainError('not_found');
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select (select count(*) from categories c where c.pid = ${id})
        + (select count(*) from goods g where g.category_id = ${id})
        + (select count(*) from market_goods m where m.category_id = ${id}) as n`,
    );
    if (Number(used?.n ?? 0) > 0) throw new DomainError('category_in_use');
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

const bannerFields = {
  id: banners.id,
  position: banners.position,
  title: banners.title,
  i18n: banners.i18n,
  image: banners.image,
  url: banners.url,
  weigh: banners.weigh,
  status: banners.status,
  createtime: banners.createtime,
};

/** `admin/banners`: banners by position and display order, hidden ones too. */
export async function listBannersForAdmin(
  db: Database,
  query: QueryOf<typeof admin.banners>,
): Promise<{ list: AdminBanner[] }> {
  const list = await db
    .select(bannerFields)
    .from(banners)
    .where(query.position === undefined ? undefined : eq(banners.position, query.position))
    .orderBy(asc(banners.position), desc(banners.weigh), asc(banners.id));
  return { list };
}

/**
 * `admin/banners` POST: creates or edits a banner (a stored picture, an app path or ''; the title
 * in other languages in `i18n`, replacing the stored ones when sent).
 */
export async function saveBanner(
  db: Database,
  body: BodyOf<typeof admin.saveBanner>,
  now: number,
): Promise<AdminBanner> {
  const values = {
    position: body.position,
    title: (body.title ?? '').trim(),
    ...(body.i18n === undefined ? {} : { i18n: cleanTextTranslations(body.i18n) }),
    image: body.image.trim(),
    url: body.url ?? '',
    weigh: body.weigh ?? 0,
    status: body.status ?? 'normal',
  };
  return withTransaction(db, async (tx) => {
    await assertStoredImages(tx, [values.image], 'image');
    const [row] =
      body.id === undefined
        ? await tx
            .insert(banners)
            .values({ ...values, createtime: now })
            .returning(bannerFields)
        : await tx
            .update(banners)
            .set(values)
            .where(eq(banners.id, body.id))
            .returning(bannerFields);
    if (!row) throw new DomainError('not_found');
    return row;
  });
}

/** `admin/banners/delete`. */
export async function deleteBanner(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (deleted.length === 0) throw new DomainError('not_found');
}

/** A stored rate on the wire: the decimal without trailing zeros (`"0.0066"`). */
function currencyView(row: typeof currencies.$inferSelect): AdminCurrency {
  return {
    id: row.id,
    language: row.language,
    code: row.code,
    symbol: row.symbol,
    rate: money(row.rate).toFixed(),
    updatetime: row.updatetime,
  };
}

/** `admin/currencies`: the currency of each interface language. */
export async function listCurrenciesForAdmin(db: Database): Promise<{ list: AdminCurrency[] }> {
  const rows = await db
    .select()
    .from(currencies)
    .orderBy(desc(currencies.weigh), asc(currencies.id));
  return { list: rows.map(currencyView) };
}

/**
 * `admin/currencies` POST: sets the currency of a language (the domain's `validateCurrencyForm`),
 * replacing the one it had.
 */
export async function saveCurrency(
  db: Database,
  body: BodyOf<typeof admin.saveCurrency>,
  now: number,
): Promise<AdminCurrency> {
  const form = { ...body, symbol: body.symbol.trim() };
  assertValid(validateCurrencyForm(form));
  const [row] = await db
    .insert(currencies)
    .values({ ...form, updatetime: now })
    .onConflictDoUpdate({
      target: currencies.language,
      set: { code: form.code, symbol: form.symbol, rate: form.rate, updatetime: now },
    })
    .returning();
  return currencyView(row as typeof currencies.$inferSelect);
}
