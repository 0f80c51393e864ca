import type { common, QueryOf, SearchPage } from '@bazaar/api/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, goods, shops } from '../../db/schema/index.js';
import { pageWindow } from '../../lib/paging.js';
import { categoryWithChildren } from './categories.js';
import {
  containsPattern,
  goodsCardFields,
  goodsOrderBy,
  keywordWords,
  shopCardFields,
} from './cards.js';
import { pageOfRows, windowTotal } from './paged-query.js';
import { preparedQuery } from './prepared.js';

/** The search filter as the endpoint receives it (defaults filled in). */
export type SearchFilter = QueryOf<typeof common.goods>;

type Value = string | number | SQLWrapper;

/** Goods on sale in open shops, every word pattern in the title, in the category or its children. */
function goodsWhere(
  db: Database,
  patterns: readonly Value[],
  category: number | SQLWrapper | undefined,
) {
  return and(
    eq(goods.status, 'normal'),
    eq(shops.status, 'normal'),
    ...patterns.map((pattern) => ilike(goods.title, pattern as string | SQLWrapper)),
    category === undefined
      ? undefined
      : inArray(
          goods.categoryId,
          db.select({ id: categories.id }).from(categories).where(categoryWithChildren(category)),
        ),
  );
}

/** Open shops with every word pattern in the name or the keywords. */
function shopWhere(patterns: readonly Value[]): SQL | undefined {
  return and(
    eq(shops.status, 'normal'),
    ...patterns.map((pattern) =>
      or(
        ilike(shops.shopname, pattern as string | SQLWrapper),
        ilike(shops.keywords, pattern as string | SQLWrapper),
      ),
    ),
  );
}

/** Placeholders `w0`, `w1`... for `words` keyword patterns. */
function wordPlaceholders(words: number) {
  return Array.from({ length: words }, (_, index) => sql.placeholder(`w${index}`));
}

/**
 * The prepared goods search of one shape (sort key, direction, number of words, with or without a
 * category): at most 96 shapes, each built once.
 */
function goodsSearch(
  db: Database,
  order: NonNullable<SearchFilter['order']>,
  sort: NonNullable<SearchFilter['sort']>,
  words: number,
  withCategory: boolean,
) {
  const name = `search_goods_${order}_${sort}_${words}${withCategory ? '_category' : ''}`;
  return preparedQuery(db, name, () =>
    db
      .select({ ...goodsCardFields, total: windowTotal })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(
        goodsWhere(
          db,
          wordPlaceholders(words),
          withCategory ? sql.placeholder('category') : undefined,
        ),
      )
      .orderBy(...goodsOrderBy(order, sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/** The prepared shop search of one shape (direction, number of words). */
function shopSearch(db: Database, sort: NonNullable<SearchFilter['sort']>, words: number) {
  const name = `search_shops_${sort}_${words}`;
  const by = sort === 'asc' ? asc : desc;
  return preparedQuery(db, name, () =>
    db
      .select({ ...shopCardFields, total: windowTotal })
      .from(shops)
      .where(shopWhere(wordPlaceholders(words)))
      .orderBy(by(shops.score), by(shops.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/**
 * `common/goods`: a page of goods on sale (or of open shops, `type: 'shop'`) matching the filter:
 * every word of `keyword` in the title (shops: in the name or keywords), the category `id` or one of
 * its children, sorted by `order` in the `sort` direction. One prepared query per page.
 */
export async function searchCatalogue(db: Database, filter: SearchFilter): Promise<SearchPage> {
  const window = pageWindow(filter);
  const patterns = keywordWords(filter.keyword).map(containsPattern);
  const values: Record<string, unknown> = { limit: window.limit, offset: window.offset };
  patterns.forEach((pattern, index) => (values[`w${index}`] = pattern));
  const sort = filter.sort ?? 'desc';
  if (filter.type === 'shop') {
    const rows = await shopSearch(db, sort, patterns.length).execute(values);
    const page = await pageOfRows(window, rows, async () => {
      const [row] = await db.select({ n: count() }).from(shops).where(shopWhere(patterns));
      return row?.n ?? 0;
    });
    return { ...page, type: 'shop' };
  }
  if (filter.id !== undefined) values['category'] = filter.id;
  const query = goodsSearch(
    db,
    filter.order ?? 'all',
    sort,
    patterns.length,
    filter.id !== undefined,
  );
  const rows = await query.execute(values);
  const page = await pageOfRows(window, rows, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(goodsWhere(db, patterns, filter.id));
    return row?.n ?? 0;
  });
  return { ...page, type: 'goods' };
}
