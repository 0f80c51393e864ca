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
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@bazaar/domain';
import type { Database } from '../../db/database.js';
import { categories, goods, goodsSearch, searchKeywords, shops } from '../../db/schema/index.js';
import { pageWindow } from '../../lib/paging.js';
import { categoryWithChildren } from './categories.js';
import {
  containsPattern,
  goodsCardFields,
  goodsSortKeys,
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
  /** Shorter than a trigram ({@link isShortWord}). */
  readonly short: boolean;
}

/** pg_trgm's trigram: a search word of fewer characters has none of its own inside a word. */
const TRIGRAM_LENGTH = 3;

/**
 * A word of one or two characters ("tv", "耳机": Chinese and Japanese words are often two): the
 * trigram index cannot narrow it, so the goods search finds it through the title's character
 * pairs (`goods_search.grams`, which hold every character and pair of a title, so the word itself
 * is one of them when a title holds it), as a substring only. pg_trgm's word similarity adds nothing for
 * such a word: a title word like it (two of its three padded trigrams) starts or ends with it, so
 * the substring finds it too.
 */
export function isShortWord(word: string): boolean {
  return [...word].length < TRIGRAM_LENGTH;
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
 * The goods with a title (in some language, `goods_search`) matching word `index`, with the best
 * relevance among their titles: a derived table (`goods_id`, `rank`) to join. A short word is a
 * substring narrowed by the character pairs' GIN index (relevance 1); a longer one matches as
 * {@link wordMatches} on the titles' trigram index. One title row is short (one language), so
 * checking an index hit costs little.
 */
function wordGoods(db: Database, word: WordValues, index: number) {
  // A short word's `ILIKE` checks the rows the pairs' index found, on `title || ''` so that no
  // plan asks the trigram index for it: a prepared statement's generic plan (the pattern
  // unknown) would, and a pattern of two characters has no trigram to look up: every row.
  const where = word.short
    ? sql`${goodsSearch.grams} @> array[lower(${word.word}::text)] and (${goodsSearch.title} || '') ilike ${word.pattern}`
    : wordMatches(goodsSearch.title, word);
  const rank = word.short
    ? sql<number>`1`
    : sql<number>`max(${wordRelevance(goodsSearch.title, word)})`;
  return db
    .select({ goodsId: goodsSearch.goodsId, rank: rank.as('rank') })
    .from(goodsSearch)
    .where(where)
    .groupBy(goodsSearch.goodsId)
    .as(`word${index}`);
}

/**
 * Goods on sale in open shops, every word in a title in some language (each word's
 * {@link wordGoods} joined), in the category or its children: `from(query)` joins and filters a
 * select from `goods` to them; `rank` (the sum of the words' relevance; undefined without words).
 */
function matchingGoods(
  db: Database,
  words: readonly WordValues[],
  category: number | SQLWrapper | undefined,
) {
  const tables = words.map((word, index) => wordGoods(db, word, index));
  const rank =
    tables.length === 0
      ? undefined
      : sql<number>`(${sql.join(
          tables.map((_, index) => sql`${sql.identifier(`word${index}`)}."rank"`),
          sql` + `,
        )})`;
  /** `query` (a select from `goods`) joined to the shops and words and filtered. */
  function from<Query extends PgSelect>(query: Query): Query {
    // The joins select nothing (the query's fields are given), so its rows keep their type.
    let joined = query.innerJoin(shops, eq(shops.id, goods.shopId)) as unknown as Query;
    for (const table of tables) {
      joined = joined.innerJoin(table, eq(table.goodsId, goods.id)) as unknown as Query;
    }
    return joined.where(
      and(
        eq(goods.status, 'normal'),
        eq(shops.status, 'normal'),
        category === undefined
          ? undefined
          : inArray(
              goods.categoryId,
              db
                .select({ id: categories.id })
                .from(categories)
                .where(categoryWithChildren(category)),
            ),
      ),
    );
  }
  return { rank, from };
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

/**
 * The words of a keyword, short ones ({@link isShortWord}) first: the order the prepared queries'
 * placeholders take them in (the rank is a sum, so the order changes no answer).
 */
function orderedWords(keyword: string | undefined): string[] {
  const words = keywordWords(keyword);
  return [...words.filter(isShortWord), ...words.filter((word) => !isShortWord(word))];
}

/** The shape of a search's words: how many short ones (first), how many in all. */
interface WordShape {
  readonly short: number;
  readonly all: number;
}

function wordShape(words: readonly string[]): WordShape {
  return { short: words.filter(isShortWord).length, all: words.length };
}

/** Placeholders `p0`/`w0`, `p1`/`w1`... for words of `shape` (short ones first). */
function wordPlaceholders(shape: WordShape): WordValues[] {
  return Array.from({ length: shape.all }, (_, index) => ({
    pattern: sql.placeholder(`p${index}`),
    word: sql.placeholder(`w${index}`),
    short: index < shape.short,
  }));
}

/** The placeholders' values of `words` (short ones first). */
function wordParameters(words: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  words.forEach((word, index) => {
    values[`p${index}`] = containsPattern(word);
    values[`w${index}`] = word;
  });
  return values;
}

/** The words as values (for the count of a page past the end). */
function wordValues(words: readonly string[]): WordValues[] {
  return words.map((word) => ({
    pattern: containsPattern(word),
    word,
    short: isShortWord(word),
  }));
}

/**
 * The prepared goods search of one shape (sort key, direction, words short and long, with or
 * without a category): each built once. With words, the recommended order (`all`) ranks by
 * relevance (the word in the title, else how like a word of it), then units sold.
 *
 * Two levels: the inner query sorts the matching goods' ids by the sort keys alone and counts
 * them (`count(*) over ()`), keeping one page; only that page's goods are then read whole for
 * their cards. Sorting the whole cards of thousands of matches (each with its translations) cost
 * more than finding them.
 */
function goodsSearchQuery(
  db: Database,
  order: NonNullable<SearchFilter['order']>,
  sort: NonNullable<SearchFilter['sort']>,
  shape: WordShape,
  withCategory: boolean,
) {
  const name = `search_goods_${order}_${sort}_${shape.short}_${shape.all}${withCategory ? '_category' : ''}`;
  return preparedQuery(db, name, () => {
    const matching = matchingGoods(
      db,
      wordPlaceholders(shape),
      withCategory ? sql.placeholder('category') : undefined,
    );
    const by = sort === 'asc' ? asc : desc;
    const keys =
      order === 'all' && matching.rank !== undefined
        ? [matching.rank, goodsSoldTotal, sql`${goods.id}`]
        : goodsSortKeys(order);
    const keyName = (index: number) => `k${index}`;
    const keyFields = Object.fromEntries(
      keys.map((key, index) => [keyName(index), sql`${key}`.as(keyName(index))]),
    );
    const page = matching
      .from(
        db
          .select({ id: goods.id, total: sql<number>`count(*) over ()`.as('total'), ...keyFields })
          .from(goods)
          .$dynamic(),
      )
      .orderBy(...keys.map((_, index) => by(sql.identifier(keyName(index)))))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        ...goodsCardFields(sql.placeholder('lang')),
        total: sql<number>`${page.total}`.mapWith(Number),
      })
      .from(page)
      .innerJoin(goods, eq(goods.id, page.id))
      .orderBy(
        ...keys.map((_, index) =>
          by(sql`${sql.identifier('page')}.${sql.identifier(keyName(index))}`),
        ),
      )
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
    const placeholders = wordPlaceholders({ short: 0, all: words });
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
  const words = orderedWords(filter.keyword);
  const values: Record<string, unknown> = {
    limit: window.limit,
    offset: window.offset,
    lang: language,
    ...wordParameters(words),
  };
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
  const query = goodsSearchQuery(
    db,
    filter.order ?? 'all',
    sort,
    wordShape(words),
    filter.id !== undefined,
  );
  const rows = await query.execute(values);
  const page = await pageOfRows(window, rows, async () => {
    const [row] = await matchingGoods(db, wordValues(words), filter.id).from(
      db.select({ n: count() }).from(goods).$dynamic(),
    );
    return row?.n ?? 0;
  });
  return { ...page, type: 'goods' };
}

/**
 * The prepared suggestion queries of one shape of words: goods titles in the language `lang` (one
 * per title: several shops may sell a market goods under one title) matched in any language, and
 * shop names (matched by the name alone), each best first.
 */
function suggestionQueries(db: Database, shape: WordShape) {
  const name = `search_suggest_${shape.short}_${shape.all}`;
  return preparedQuery(db, name, () => {
    const placeholders = wordPlaceholders(shape);
    const matching = matchingGoods(db, placeholders, undefined);
    // The matching goods with their title in the asked language, grouped by that title below.
    const matches = matching
      .from(
        db
          .select({
            id: goods.id,
            text: goodsTitle(sql.placeholder('lang')).as('text'),
            rank: sql<number>`${matching.rank ?? sql`0`}`.as('rank'),
            sold: goodsSoldTotal.as('sold'),
          })
          .from(goods)
          .$dynamic(),
      )
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
        .prepare(`${name}_goods`),
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
        .prepare(`${name}_shops`),
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
  const words = orderedWords(keyword);
  if (words.length === 0) return [];
  const values: Record<string, unknown> = { lang: language, ...wordParameters(words) };
  const queries = suggestionQueries(db, wordShape(words));
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
