import type { AppInfo } from '@bazaar/api/contract';
import { money, type LanguageCode } from '@bazaar/domain';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { banners, currencies, goods, notices, shops, users } from '../../db/schema/index.js';
import { totalUnread } from '../chat/store.js';
import { goodsCardFields, localizedText, shopCardFields } from './cards.js';
import { goodsSoldTotal } from './sales.js';
import { platformCategoryTree } from './categories.js';

/** Goods in each home zone (featured, discount, new). */
export const HOME_ZONE_SIZE = 10;

/** The customer-service account: the first platform operator. */
export async function serviceUserId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'operator'), eq(users.status, 'normal')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new Error('No operator account: the customer service has no one to answer');
  return row.id;
}

/** The goods of a home zone in `language`: on sale in an open shop, in `orderBy` order. */
function zone(
  db: Database,
  language: LanguageCode,
  where: ReturnType<typeof and>,
  ...orderBy: ReturnType<typeof desc>[]
) {
  return db
    .select(goodsCardFields(language))
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(and(eq(goods.status, 'normal'), eq(shops.status, 'normal'), where))
    .orderBy(...orderBy)
    .limit(HOME_ZONE_SIZE);
}

/** The unread notices of `userId`. */
export async function unreadNotices(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.isRead, false)));
  return row?.n ?? 0;
}

/** What the app's message badge counts: unread notices and unread chat messages. */
async function unreadMessages(db: Database, userId: number): Promise<number> {
  const [noticeCount, chatCount] = await Promise.all([
    unreadNotices(db, userId),
    totalUnread(db, userId),
  ]);
  return noticeCount + chatCount;
}

/**
 * common/info: the app's initial data, its categories, banners and goods in `language` (English
 * where they have no translation). The discount zone ranks goods by their reduction from the list
 * price as a share of it; the featured zone is the goods marked `is_curation`.
 */
export async function appInfo(
  db: Database,
  userId: number | null,
  language: LanguageCode,
): Promise<AppInfo> {
  const [
    categorys,
    msgCount,
    bannerRows,
    currencyRows,
    shopList,
    curationGoods,
    discountGoods,
    newGoods,
  ] = await Promise.all([
    platformCategoryTree(db, language),
    userId === null ? Promise.resolve(0) : unreadMessages(db, userId),
    db
      .select({
        id: banners.id,
        position: banners.position,
        title: localizedText(banners.i18n, 'title', banners.title, language),
        image: banners.image,
        url: banners.url,
      })
      .from(banners)
      .where(eq(banners.status, 'normal'))
      .orderBy(desc(banners.weigh), asc(banners.id)),
    db
      .select({
        language: currencies.language,
        code: currencies.code,
        symbol: currencies.symbol,
        rate: currencies.rate,
      })
      .from(currencies)
      .orderBy(desc(currencies.weigh), asc(currencies.id)),
    db
      .select(shopCardFields)
      .from(shops)
      .where(and(eq(shops.status, 'normal'), eq(shops.isStar, true)))
      .orderBy(desc(shops.score), asc(shops.id)),
    zone(
      db,
      language,
      eq(goods.isCuration, true),
      desc(goods.weigh),
      desc(goodsSoldTotal),
      desc(goods.id),
    ),
    zone(
      db,
      language,
      gt(goods.marketPrice, goods.price),
      desc(sql`(${goods.marketPrice} - ${goods.price}) / ${goods.marketPrice}`),
      desc(goods.id),
    ),
    zone(db, language, undefined, desc(goods.createtime), desc(goods.id)),
  ]);
  const banner = ({ id, title, image, url }: (typeof bannerRows)[number]) => ({
    id,
    title,
    image,
    url,
  });
  return {
    categorys,
    msgCount,
    banners: bannerRows.filter((row) => row.position === 'home').map(banner),
    otherBanners: bannerRows.filter((row) => row.position === 'other').map(banner),
    // NUMERIC(20,10) reads "0.1389000000": the contract's rate has no trailing zeros.
    currencyList: currencyRows.map((row) => ({ ...row, rate: money(row.rate).toFixed() })),
    shopList,
    curationGoods,
    discountGoods,
    newGoods,
  };
}
