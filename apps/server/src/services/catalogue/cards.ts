import type { GoodsOrder, SortDirection } from '@bazaar/api/contract';
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Static } from 'typebox';
import { goods, shops } from '../../db/schema/index.js';
import { goodsSoldTotal } from './sales.js';

/** A language code, or a placeholder of one in a prepared query. */
export type LanguageValue = string | SQLWrapper;

/**
 * The text of `field` in `language` from an `i18n` column, else the English `base` column (the
 * services store no empty translation; English has none, so it reads the base).
 */
export function localizedText(
  i18n: SQLWrapper,
  field: 'name' | 'title' | 'description' | 'content',
  base: SQLWrapper,
  language: LanguageValue,
): SQL<string> {
  return sql<string>`coalesce(${i18n} -> ${language}::text ->> ${sql.raw(`'${field}'`)}, ${base})`;
}

/** A goods' title in `language` (English when it has none). */
export function goodsTitle(language: LanguageValue): SQL<string> {
  return localizedText(goods.i18n, 'title', goods.title, language);
}

/**
 * The columns of a goods card (`GoodsCard` of the contract) in `language`, selected under its wire
 * names; `sales` is the units sold, counted from orders (`./sales.ts`).
 */
export function goodsCardFields(language: LanguageValue) {
  return {
    id: goods.id,
    shop_id: goods.shopId,
    category_id: goods.categoryId,
    title: goodsTitle(language),
    image: goods.image,
    price: goods.price,
    market_price: goods.marketPrice,
    sales: goodsSoldTotal,
    createtime: goods.createtime,
  };
}

// Correlated subqueries name the outer row as `shops.id` / `goods.id` in the SQL text: drizzle
// leaves columns unqualified in a one-table select, where `"id"` would be ambiguous.

/** A shop's followers, as a correlated subquery on `shops`. */
export const shopFansCount =
  sql<number>`(select count(*) from shop_follows sf where sf.shop_id = shops.id)`.mapWith(Number);

/** A shop's goods on sale, as a correlated subquery on `shops`. */
export const shopGoodsCount =
  sql<number>`(select count(*) from goods sg where sg.shop_id = shops.id and sg.status = 'normal')`.mapWith(
    Number,
  );

/** The columns of a shop card (`ShopCard` of the contract), selected under its wire names. */
export const shopCardFields = {
  id: shops.id,
  shopname: shops.shopname,
  avatar: shops.avatar,
  image: shops.image,
  description: shops.description,
  city: shops.city,
  score: shops.score,
  fans: shopFansCount,
  goods_count: shopGoodsCount,
  is_star: shops.isStar,
};

/**
 * The sort keys of a goods list, most significant first, ending with the id so pages never
 * overlap. `all` is the recommended order: featured first, then the platform's weight, then units
 * sold (counted from orders, as the cards show them).
 */
export function goodsSortKeys(order: Static<typeof GoodsOrder>): SQL[] {
  switch (order) {
    case 'all':
      return [sql`${goods.isCuration}`, sql`${goods.weigh}`, goodsSoldTotal, sql`${goods.id}`];
    case 'sale':
      return [goodsSoldTotal, sql`${goods.id}`];
    case 'new':
      return [sql`${goods.createtime}`, sql`${goods.id}`];
    case 'price':
      return [sql`${goods.price}`, sql`${goods.id}`];
    default:
      return order satisfies never;
  }
}

/** The `ORDER BY` of a goods list: its sort keys ({@link goodsSortKeys}) in the asked direction. */
export function goodsOrderBy(
  order: Static<typeof GoodsOrder>,
  direction: Static<typeof SortDirection>,
): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return goodsSortKeys(order).map((key) => by(key));
}

/**
 * A `LIKE` pattern matching `word` anywhere: the wildcards `%` and `_` and the escape `\` in the
 * word are matched literally.
 */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A search keyword as it is matched and recorded: control characters (a NUL byte, which PostgreSQL
 * text cannot hold, tabs, line breaks) read as spaces, spaces trimmed and collapsed, lower case.
 */
export function normalizeKeyword(keyword: string | undefined): string {
  return (
    (keyword ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase()
  );
}

/** The words of a search keyword (normalised, split on spaces, at most 5). */
export function keywordWords(keyword: string | undefined): string[] {
  return normalizeKeyword(keyword).split(' ').filter(Boolean).slice(0, 5);
}
