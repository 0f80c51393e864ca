import type { CommentItem, GoodsDetail } from '@bazaar/api/contract';
import {
  commentGoodRate,
  commentTabScores,
  DomainError,
  localizedDifference,
  localizedSpec,
  salesWindowStart,
  type LanguageCode,
} from '@bazaar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { goods, shops } from '../../db/schema/index.js';
import { goodsCardFields, localizedText, shopCardFields } from './cards.js';
import { preparedQuery } from './prepared.js';
import { goodsSoldSince, skuSoldTotal } from './sales.js';

/** Reviews shown on a goods page (the rest through goods/comments). */
export const GOODS_PAGE_COMMENTS = 3;

/** A review as a JSON object built in SQL (numbers and arrays as the contract has them). */
export const commentJson = sql.raw(`json_build_object(
  'id', c.id, 'goods_id', c.goods_id,
  'user', json_build_object('id', u.id, 'nickname', u.nickname, 'avatar', u.avatar),
  'score', c.score, 'content', c.content, 'images', c.images, 'difference', c.difference,
  'reply', c.reply, 'replytime', c.replytime, 'createtime', c.createtime)`);

/** A score range of a review tab, as an SQL condition on `c.score`. */
export function scoreInTab(tab: 'good' | 'pertinent' | 'poor') {
  const { min, max } = commentTabScores(tab);
  return sql`c.score between ${min} and ${max}`;
}

/** The goods page query, with placeholders `id`, `userId` (0 for a visitor), `since` and `lang`. */
function detailQuery(db: Database) {
  return preparedQuery(db, 'goods_detail', () =>
    db
      .select({
        ...goodsCardFields(sql.placeholder('lang')),
        images: goods.images,
        description: localizedText(
          goods.i18n,
          'description',
          goods.description,
          sql.placeholder('lang'),
        ),
        content: localizedText(goods.i18n, 'content', goods.content, sql.placeholder('lang')),
        freight: goods.freight,
        views: goods.views,
        spec: goods.spec,
        translatedSpec: sql<unknown>`${goods.i18n} -> ${sql.placeholder('lang')}::text -> 'spec'`,
        monthly_sales: goodsSoldSince(sql.placeholder('since')),
        is_follow: sql<boolean>`exists (select 1 from goods_favourites f
          where f.goods_id = goods.id and f.user_id = ${sql.placeholder('userId')})`,
        sku: sql<GoodsDetail['sku']>`(select coalesce(json_agg(json_build_object(
            'id', k.id, 'difference', k.difference, 'image', k.image, 'price', k.price::text,
            'market_price', k.market_price::text, 'stock', k.stock, 'sales', ${skuSoldTotal}) order by k.id), '[]')
          from goods_skus k where k.goods_id = goods.id and not k.retired)`,
        counts: sql<{ total: number; good: number; pertinent: number; poor: number }>`(select
          json_build_object('total', count(*),
            'good', count(*) filter (where ${scoreInTab('good')}),
            'pertinent', count(*) filter (where ${scoreInTab('pertinent')}),
            'poor', count(*) filter (where ${scoreInTab('poor')}))
          from comments c where c.goods_id = goods.id)`,
        latest: sql<
          CommentItem[]
        >`(select coalesce(json_agg(latest.comment order by latest.createtime desc, latest.id desc), '[]')
          from (select ${commentJson} as comment, c.createtime, c.id from comments c
            join users u on u.id = c.user_id
            where c.goods_id = goods.id
            order by c.createtime desc, c.id desc limit ${GOODS_PAGE_COMMENTS}) latest)`,
        shop: shopCardFields,
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(
        and(
          eq(goods.id, sql.placeholder('id')),
          eq(goods.status, 'normal'),
          eq(shops.status, 'normal'),
        ),
      )
      .prepare('goods_detail'),
  );
}

/**
 * A goods page in `language` (title, descriptions, spec and the SKUs' `difference`, English where
 * the goods has no translation): the goods on sale in an open shop, its SKUs, the shop's card, the review counts
 * and latest reviews, the units sold (all time, and in the last 30 days: the domain's `sales`
 * figures, counted from orders), and whether `userId` keeps it as a
 * favourite. One prepared query. Refuses `not_found` for an unknown or hidden goods, or a hidden
 * shop.
 */
export async function goodsDetail(
  db: Database,
  id: number,
  userId: number | null,
  now: number,
  language: LanguageCode,
): Promise<GoodsDetail> {
  const [row] = await detailQuery(db).execute({
    id,
    userId: userId ?? 0,
    since: salesWindowStart(now),
    lang: language,
  });
  if (!row) throw new DomainError('not_found');
  const { counts, latest, translatedSpec, spec, sku, ...rest } = row;
  return {
    ...rest,
    spec: localizedSpec(spec, translatedSpec) as GoodsDetail['spec'],
    sku: sku.map((item) => ({
      ...item,
      difference: localizedDifference(item.difference, spec, translatedSpec),
    })),
    is_follow: Boolean(rest.is_follow),
    stock: sku.reduce((total, item) => total + item.stock, 0),
    comment: { ...counts, rate: commentGoodRate(counts.good, counts.total), list: latest },
  };
}
