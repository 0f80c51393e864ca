import {
  SUGGESTIONS_MAX,
  type common,
  type QueryOf,
  type SearchPage,
  type SearchSuggestion,
} from '@bazaar/api/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { LanguageCode } from '@bazaar/domain';
import type { Database } from '../../db/database.js';
import { categories, goods, searchKeywords, shops } from '../../db/schema/index.js';
import { pageWindow } from '../../lib/paging.js';
import { categoryWithChildren } from './categories.js';
import {
  containsPattern,
  goodsCardFields,
  goodsOrderBy,
  goodsTitle,
  keywordWords,
  normalizeKeyword,
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

/**
 * Goods on sale in open shops, every word in the title in some language (`search_text`: the English
 * title and every translation, one GIN trigram index), in the category or its children.
 */
function goodsWhere(
  db: Database,
  words: readonly WordValues[],
  category: number | SQLWrapper | undefined,
) {
  return and(
    eq(goods.status, 'normal'),
    eq(shops.status, 'normal'),
    ...words.map((word) => wordMatches(goods.searchText, word)),
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
            by(relevance(placeholders, (word) => wordRelevance(goods.searchText, word))),
            by(goodsSoldTotal),
            by(goods.id),
          ]
        : goodsOrderBy(order, sort);
    return db
      .select({ ...goodsCardFields(sql.placeholder('lang')), total: windowTotal })
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
 * every word of `keyword` in the title in any language (shops: in the name or keywords), the
 * category `id` or one of its children, sorted by `order` in the `sort` direction; goods titled in
 * `language`. One prepared query per page.
 */
export async function searchCatalogue(
  db: Database,
  filter: SearchFilter,
  language: LanguageCode,
): Promise<SearchPage> {
  const window = pageWindow(filter);
  const words = keywordWords(filter.keyword);
  const values: Record<string, unknown> = {
    limit: window.limit,
    offset: window.offset,
    lang: language,
  };
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

/**
 * The prepared suggestion queries of one number of words: goods titles in the language `lang` (one
 * per title: several shops may sell a market goods under one title) matched in any language, and
 * shop names (matched by the name alone), each best first.
 */
function suggestionQueries(db: Database, words: number) {
  return preparedQuery(db, `search_suggest_${words}`, () => {
    const placeholders = wordPlaceholders(words);
    // The matching goods with their title in the asked language, grouped by that title below.
    const matches = db
      .select({
        id: goods.id,
        text: goodsTitle(sql.placeholder('lang')).as('text'),
        rank: relevance(placeholders, (word) => wordRelevance(goods.searchText, word)).as('rank'),
        sold: goodsSoldTotal.as('sold'),
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(goodsWhere(db, placeholders, undefined))
      .as('matches');
    const goodsRank = sql<number>`max(${matches.rank})`;
    // Shops by their name only: a suggestion shows the name, which must show why it came.
    const shopRank = relevance(placeholders, (word) => wordRelevance(shops.shopname, word));
    return {
      goods: db
        .select({
          id: sql<number>`min(${matches.id})`.mapWith(Number),
          text: matches.text,
          rank: goodsRank.mapWith(Number),
        })
        .from(matches)
        .groupBy(matches.text)
        .orderBy(desc(goodsRank), desc(sql`sum(${matches.sold})`), asc(matches.text))
        .limit(SUGGESTIONS_MAX)
        .prepare(`search_suggest_goods_${words}`),
      shops: db
        .select({ id: shops.id, text: shops.shopname, rank: shopRank.mapWith(Number) })
        .from(shops)
        .where(
          and(
            eq(shops.status, 'normal'),
            ...placeholders.map((word) => wordMatches(shops.shopname, word)),
          ),
        )
        .orderBy(desc(shopRank), desc(shops.score), asc(shops.id))
        .limit(SUGGESTIONS_MAX)
        .prepare(`search_suggest_shops_${words}`),
    };
  });
}

/**
 * `common/suggest`: up to {@link SUGGESTIONS_MAX} goods titles (in `language`) and shop names
 * matching `keyword` as the search matches it, the most relevant first (a shop before a goods of
 * the same relevance, then goods by units sold). An empty keyword answers none.
 */
export async function searchSuggestions(
  db: Database,
  keyword: string | undefined,
  language: LanguageCode,
): Promise<SearchSuggestion[]> {
  const words = keywordWords(keyword);
  if (words.length === 0) return [];
  const values: Record<string, unknown> = { lang: language };
  words.forEach((word, index) => {
    values[`p${index}`] = containsPattern(word);
    values[`w${index}`] = word;
  });
  const queries = suggestionQueries(db, words.length);
  const shopRows = await queries.shops.execute(values);
  const goodsRows = await queries.goods.execute(values);
  const ranked = [
    ...shopRows.map((row) => ({ ...row, type: 'shop' as const })),
    ...goodsRows.map((row) => ({ ...row, type: 'goods' as const })),
  ];
  // A stable sort: shops (listed first) stay before goods of the same relevance.
  ranked.sort((a, b) => b.rank - a.rank);
  return ranked.slice(0, SUGGESTIONS_MAX).map(({ type, id, text }) => ({ type, id, text }));
}

/** A keyword is recorded from this many characters (normalised); shorter ones say little. */
const RECORDED_KEYWORD_MIN = 2;

/**
 * Adds searches to the popular-search counts: `keywords` (normalised, repeats allowed) at unix
 * time `now`, in one statement (in key order, so processes writing together never deadlock).
 */
export async function recordSearches(
  db: Database,
  keywords: readonly string[],
  now: number,
): Promise<void> {
  const counts = new Map<string, number>();
  for (const raw of keywords) {
    const keyword = normalizeKeyword(raw);
    if (keyword.length < RECORDED_KEYWORD_MIN) continue;
    counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
  }
  if (counts.size === 0) return;
  const sorted = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await db
    .insert(searchKeywords)
    .values(sorted.map(([keyword, count]) => ({ keyword, count, updatetime: now })))
    .onConflictDoUpdate({
      target: searchKeywords.keyword,
      set: {
        count: sql`${searchKeywords.count} + excluded.count`,
        updatetime: sql`excluded.updatetime`,
      },
    });
}

/** A keyword shows among the popular searches from this many searches that found something. */
export const POPULAR_SEARCH_MIN_COUNT = 3;

/** `common/hotSearch`: the most searched keywords (at least {@link POPULAR_SEARCH_MIN_COUNT} times). */
export async function popularSearches(db: Database): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .where(gte(searchKeywords.count, POPULAR_SEARCH_MIN_COUNT))
    .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
    .limit(SUGGESTIONS_MAX);
  return rows.map((row) => row.keyword);
}
