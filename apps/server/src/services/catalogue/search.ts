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
import { goodsSoldTotal } from './sales.js';

/** The search filter as the endpoint receives it (defaults filled in). */
export type SearchFilter = QueryOf<typeof common.goods>;

type Value = string | number | SQLWrapper;

/** The placeholders of word `index`: its `LIKE` pattern and the word itself. */
interface WordValues {
  readonly pattern: Value;
  readonly word: Value;
}

/**
 * `column` matches a search word: the word is in it (`ILIKE`, any letter case), or it has a word
 * like it (pg_trgm's word similarity at least `pg_trgm.word_similarity_threshold`, see
 * `WORD_SIMILARITY_THRESHOLD`): "hedphones" and "headph" find "Headphones". Both are served by the
 * column's GIN trigram index.
 */
function wordMatches(column: SQLWrapper, { pattern, word }: WordValues): SQL {
  return sql`(${column} ilike ${pattern} or ${column} %> ${word})`;
}

/** How well `column` matches a word: 1 when the word is in it, else the word similarity (0 to 1). */
function wordRelevance(column: SQLWrapper, { pattern, word }: WordValues): SQL<number> {
  return sql<number>`(case when ${column} ilike ${pattern} then 1 else word_similarity(${word}, ${column}) end)`;
}

/** The sum of the words' relevance: the search rank, higher first. */
function relevance(words: readonly WordValues[], of: (values: WordValues) => SQL): SQL<number> {
  return sql<number>`(${sql.join(words.map(of), sql` + `)})`;
}

/** Goods on sale in open shops, every word in the title, in the category or its children. */
function goodsWhere(
  db: Database,
  words: readonly WordValues[],
  category: number | SQLWrapper | undefined,
) {
  return and(
    eq(goods.status, 'normal'),
    eq(shops.status, 'normal'),
    ...words.map((word) => wordMatches(goods.title, word)),
    category === undefined
      ? undefined
      : inArray(
          goods.categoryId,
          db.select({ id: categories.id }).from(categories).where(categoryWithChildren(category)),
        ),
  );
}

/** Open shops with every word in the name (or like a word of it) or in the keywords. */
function shopWhere(words: readonly WordValues[]): SQL | undefined {
  return and(
    eq(shops.status, 'normal'),
    ...words.map((word) =>
      or(
        wordMatches(shops.shopname, word),
        ilike(shops.keywords, word.pattern as string | SQLWrapper),
      ),
    ),
  );
}

/** A shop's relevance for one word: the better of its name and its keywords. */
function shopWordRelevance(word: WordValues): SQL {
  return sql`greatest(${wordRelevance(shops.shopname, word)}, case when ${shops.keywords} ilike ${word.pattern} then 1 else 0 end)`;
}

/** Placeholders `p0`/`w0`, `p1`/`w1`... for `words` keyword words. */
function wordPlaceholders(words: number): WordValues[] {
  return Array.from({ length: words }, (_, index) => ({
    pattern: sql.placeholder(`p${index}`),
    word: sql.placeholder(`w${index}`),
  }));
}

/** The words as values (for the count of a page past the end). */
function wordValues(words: readonly string[]): WordValues[] {
  return words.map((word) => ({ pattern: containsPattern(word), word }));
}

/**
 * The prepared goods search of one shape (sort key, direction, number of words, with or without a
 * category): at most 96 shapes, each built once. With words, the recommended order (`all`) ranks
 * by relevance (the word in the title, else how like a word of it), then units sold.
 */
function goodsSearch(
  db: Database,
  order: NonNullable<SearchFilter['order']>,
  sort: NonNullable<SearchFilter['sort']>,
  words: number,
  withCategory: boolean,
) {
  const name = `search_goods_${order}_${sort}_${words}${withCategory ? '_category' : ''}`;
  return preparedQuery(db, name, () => {
    const placeholders = wordPlaceholders(words);
    const by = sort === 'asc' ? asc : desc;
    const orderBy =
      order === 'all' && words > 0
        ? [
            by(relevance(placeholders, (word) => wordRelevance(goods.title, word))),
            by(goodsSoldTotal),
            by(goods.id),
          ]
        : goodsOrderBy(order, sort);
    return db
      .select({ ...goodsCardFields, total: windowTotal })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(goodsWhere(db, placeholders, withCategory ? sql.placeholder('category') : undefined))
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/**
 * The prepared shop search of one shape (direction, number of words): by relevance (with words),
 * then rating.
 */
function shopSearch(db: Database, sort: NonNullable<SearchFilter['sort']>, words: number) {
  const name = `search_shops_${sort}_${words}`;
  const by = sort === 'asc' ? asc : desc;
  return preparedQuery(db, name, () => {
    const placeholders = wordPlaceholders(words);
    const ranked = words > 0 ? [by(relevance(placeholders, shopWordRelevance))] : [];
    return db
      .select({ ...shopCardFields, total: windowTotal })
      .from(shops)
      .where(shopWhere(placeholders))
      .orderBy(...ranked, by(shops.score), by(shops.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/**
 * `common/goods`: a page of goods on sale (or of open shops, `type: 'shop'`) matching the filter:
 * every word of `keyword` in the title (shops: in the name or keywords), the category `id` or one of
 * its children, sorted by `order` in the `sort` direction. One prepared query per page.
 */
export async function searchCatalogue(db: Database, filter: SearchFilter): Promise<SearchPage> {
  const window = pageWindow(filter);
  const words = keywordWords(filter.keyword);
  const values: Record<string, unknown> = { limit: window.limit, offset: window.offset };
  words.forEach((word, index) => {
    values[`p${index}`] = containsPattern(word);
    values[`w${index}`] = word;
  });
  const sort = filter.sort ?? 'desc';
  if (filter.type === 'shop') {
    const rows = await shopSearch(db, sort, words.length).execute(values);
    const page = await pageOfRows(window, rows, async () => {
      const [row] = await db
        .select({ n: count() })
        .from(shops)
        .where(shopWhere(wordValues(words)));
      return row?.n ?? 0;
    });
    return { ...page, type: 'shop' };
  }
  if (filter.id !== undefined) values['category'] = filter.id;
  const query = goodsSearch(db, filter.order ?? 'all', sort, words.length, filter.id !== undefined);
  const rows = await query.execute(values);
  const page = await pageOfRows(window, rows, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(goodsWhere(db, wordValues(words), filter.id));
    return row?.n ?? 0;
  });
  return { ...page, type: 'goods' };
}
