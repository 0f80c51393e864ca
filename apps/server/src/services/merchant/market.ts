import type {
  BodyOf,
  MarketGoodsItem,
  MarketJob,
  PagedOf,
  QueryOf,
  merchant,
} from '@bazaar/api/contract';
import { DomainError } from '@bazaar/domain';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { categories, jobs, marketGoods } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pageWindow } from '../../lib/paging.js';
import { pageOfRows, windowTotal } from '../catalogue/paged-query.js';
import type { JobQueue } from '../jobs/job-queue.js';

/** The job type that lists every market goods into a shop. */
export const MARKET_LIST_ALL_JOB = 'market.list-all';

/** How many market goods the list-all job lists per transaction (and per progress step). */
export const MARKET_LIST_BATCH = 50;

/** The unique key of a shop's list-all job: one queued or running per shop. */
export function marketJobKey(shopId: number): string {
  return `${MARKET_LIST_ALL_JOB}:${shopId}`;
}

/** Market goods a shop may list: on the market, with at least one SKU. */
const listable = sql`m.status = 'normal'
  and exists (select 1 from market_goods_skus mk where mk.market_goods_id = m.id)`;

/** `merchant/market`: the wholesale market, newest first, with whether the shop lists each goods. */
export async function listMarket(
  db: Database,
  shopId: number,
  query: QueryOf<typeof merchant.market>,
): Promise<PagedOf<MarketGoodsItem>> {
  const window = pageWindow(query);
  const where = and(
    eq(marketGoods.status, 'normal'),
    query.category_id === undefined
      ? undefined
      : inArray(
          marketGoods.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, query.category_id), eq(categories.pid, query.category_id))),
        ),
  );
  const listedGoodsId = sql<number | null>`(select g.id from goods g
    where g.shop_id = ${shopId} and g.market_goods_id = market_goods.id)`;
  const rows = await db
    .select({
      id: marketGoods.id,
      category_id: marketGoods.categoryId,
      title: marketGoods.title,
      image: marketGoods.image,
      description: marketGoods.description,
      freight: marketGoods.freight,
      wholesale_price: marketGoods.wholesalePrice,
      retail_price: marketGoods.retailPrice,
      stock: sql<number>`(select coalesce(sum(k.stock), 0) from market_goods_skus k
        where k.market_goods_id = market_goods.id)`.mapWith(Number),
      goods_id: listedGoodsId,
      total: windowTotal,
    })
    .from(marketGoods)
    .where(where)
    .orderBy(desc(marketGoods.createtime), desc(marketGoods.id))
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageOfRows(window, rows, async () => {
    const [row] = await db.select({ n: count() }).from(marketGoods).where(where);
    return row?.n ?? 0;
  });
  return {
    ...page,
    data: page.data.map((row) => {
      const goodsId = row.goods_id === null ? null : Number(row.goods_id);
      return { ...row, goods_id: goodsId, is_listed: goodsId !== null };
    }),
  };
}

/**
 * Lists the market goods `marketIds` (those still listable and not yet in the shop) into the shop
 * in one statement: each goods on sale at the suggested retail price, its spec and SKUs copied,
 * every SKU linked to its market SKU (wholesale and suggested retail price, for the cost at
 * shipping). The unique key on (shop, market goods) makes a repeat, a retried job or a concurrent
 * request list nothing twice. Answers the new goods ids (with their market goods).
 */
export async function listIntoShop(
  db: Database,
  shopId: number,
  marketIds: readonly number[],
  now: number,
): Promise<{ goodsId: number; marketGoodsId: number }[]> {
  if (marketIds.length === 0) return [];
  const ids = sql`array[${sql.join(
    marketIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const rows = await queryRows<{ id: number; market_goods_id: number }>(
    db,
    sql`with inserted as (
        insert into goods (shop_id, category_id, market_goods_id, title, image, images, description,
          content, spec, i18n, price, market_price, freight, status, createtime, updatetime)
        select ${shopId}, m.category_id, m.id, m.title, m.image, m.images, m.description,
          m.description, m.spec,
          -- The platform's translations, the description also standing for the rich description.
          coalesce((select jsonb_object_agg(t.key, t.value || case when t.value ? 'description'
              then jsonb_build_object('content', t.value -> 'description') else '{}' end)
            from jsonb_each(m.i18n) t), '{}'),
          m.retail_price, m.retail_price, m.freight, 'normal', ${now}, ${now}
        from market_goods m
        where m.id = any(${ids}) and ${listable}
        order by m.id
        on conflict (shop_id, market_goods_id) where market_goods_id is not null do nothing
        returning id, market_goods_id
      ), skus as (
        insert into goods_skus (goods_id, market_sku_id, difference, price, market_price,
          wholesale_price, retail_price, stock)
        select i.id, k.id, k.difference, k.retail_price, k.retail_price, k.wholesale_price,
          k.retail_price, k.stock
        from inserted i join market_goods_skus k on k.market_goods_id = i.market_goods_id
        returning goods_id
      )
      select id, market_goods_id from inserted order by id`,
  );
  return rows.map((row) => ({
    goodsId: Number(row.id),
    marketGoodsId: Number(row.market_goods_id),
  }));
}

/** The wire form of a list-all job. */
function marketJobView(job: typeof jobs.$inferSelect): MarketJob {
  const result = job.result as { listed?: number } | null;
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    total: job.total,
    listed: result?.listed ?? 0,
    error: job.error,
    createtime: job.createtime,
    finishtime: job.finishtime,
  };
}

/** `merchant/marketJob`: the shop's latest list-all job, null when it never ran one. */
export async function latestMarketJob(db: Database, shopId: number): Promise<MarketJob | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.uniqueKey, marketJobKey(shopId)))
    .orderBy(desc(jobs.id))
    .limit(1);
  return job ? marketJobView(job) : null;
}

/**
 * `merchant/marketList`: `{ ids }` lists those market goods now (an id that is not on the market is
 * `not_found`; goods the shop lists already are skipped); `{ all: true }` queues the shop's
 * list-all job, refused with `listing_in_progress` while one is queued or running. Neither, or an
 * empty selection: `select_item_first`.
 */
export async function marketList(
  db: Database,
  queue: JobQueue,
  shopId: number,
  body: BodyOf<typeof merchant.marketList>,
  now: number,
) {
  const ids = [...new Set(body.ids ?? [])];
  if (body.all) {
    if (ids.length > 0) throw new DomainError('bad_request', { field: 'ids' });
    return withTransaction(db, async (tx) => {
      const { job, created } = await queue.enqueue(tx, {
        type: MARKET_LIST_ALL_JOB,
        payload: { shop_id: shopId },
        uniqueKey: marketJobKey(shopId),
      });
      if (!created) throw new DomainError('listing_in_progress', { job_id: job.id });
      const [row] = await tx.select().from(jobs).where(eq(jobs.id, job.id));
      return {
        listed: 0,
        skipped: 0,
        goods_ids: [],
        job: marketJobView(row as typeof jobs.$inferSelect),
      };
    });
  }
  if (ids.length === 0) throw new DomainError('select_item_first');
  return withTransaction(db, async (tx) => {
    const found = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from market_goods m
        where m.id = any(array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) and ${listable}`,
    );
    if (Number(found[0]?.n ?? 0) !== ids.length) throw new DomainError('not_found');
    const listed = await listIntoShop(tx, shopId, ids, now);
    return {
      listed: listed.length,
      skipped: ids.length - listed.length,
      goods_ids: listed.map((row) => row.goodsId),
      job: null,
    };
  });
}

/**
 * Registers the list-all job: it walks the listable market goods in id order, lists each batch
 * that the shop does not list yet in its own transaction, and records its progress. A retried job
 * starts over and lists only what is still missing.
 */
export function registerMarketJobs(queue: JobQueue): void {
  queue.register(MARKET_LIST_ALL_JOB, async (payload, { db, clock, progress }) => {
    const shopId = Number(payload['shop_id']);
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from market_goods m where ${listable}`,
    );
    const total = Number(counted?.n ?? 0);
    await progress(0, total);
    let done = 0;
    let listed = 0;
    let after = 0;
    for (;;) {
      const batch = await queryRows<{ id: number }>(
        db,
        sql`select m.id from market_goods m where ${listable} and m.id > ${after}
          order by m.id limit ${MARKET_LIST_BATCH}`,
      );
      if (batch.length === 0) break;
      const ids = batch.map((row) => Number(row.id));
      const now = Math.floor(clock.now().getTime() / 1000);
      listed += (await withTransaction(db, (tx) => listIntoShop(tx, shopId, ids, now))).length;
      done = Math.min(total, done + ids.length);
      after = ids.at(-1) as number;
      await progress(done, total);
    }
    return { listed };
  });
}
