import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  addresses,
  categories,
  goods,
  goodsSkus,
  shops,
  users,
} from '../../src/db/schema/index.js';
import { withTransaction } from '../../src/db/transaction.js';
import { systemClock, unixNow } from '../../src/lib/clock.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { makeMissingVariants } from '../../src/services/images/variant-job.js';
import { changeBalance } from '../../src/services/ledger/ledger.js';

/** The password of every bench buyer (login and payment). */
export const BENCH_PASSWORD = 'bench123';

/** What the load needs from the prepared database. */
export interface BenchFixture {
  /** Goods on sale, for the goods page load. */
  readonly goodsIds: readonly number[];
  /** Top-level category ids, for category searches. */
  readonly categoryIds: readonly number[];
  /** The goods every bench order buys: a shop's own goods with a SKU of (practically) endless stock. */
  readonly orderLine: { readonly goodsId: number; readonly skuId: number };
  /** Usernames of the bench buyers (password {@link BENCH_PASSWORD}). */
  readonly buyers: readonly string[];
}

/**
 * Seeds the demo data into a migrated, empty database and adds what the load needs: `buyerCount`
 * buyers with a default address and a balance credited through the ledger (so the money log still
 * adds up), and a cheap goods whose first SKU has stock for any number of orders.
 */
export async function prepareBenchDatabase(
  db: Database,
  buyerCount: number,
  goodsCount = 0,
): Promise<BenchFixture> {
  await seedDatabase(db, systemClock);
  const now = unixNow(systemClock);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const buyers: string[] = [];
  await withTransaction(db, async (tx) => {
    for (let index = 1; index <= buyerCount; index += 1) {
      const username = `bench${String(index).padStart(3, '0')}`;
      const [row] = await tx
        .insert(users)
        .values({
          username,
          nickname: `Bench buyer ${index}`,
          passwordHash,
          payPasswordHash: passwordHash,
          inviteCode: `BENCH${index}`,
          createtime: now,
          updatetime: now,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      await changeBalance(tx, {
        account: { userId },
        amount: '1000000.00',
        type: 'sys_recharge',
        memo: 'Benchmark balance',
        now,
      });
      await tx.insert(addresses).values({
        userId,
        name: `Bench buyer ${index}`,
        mobile: '91234567',
        country: 'hk',
        areaCode: 852,
        address: '1 Benchmark Road',
        isDefault: true,
        createtime: now,
        updatetime: now,
      });
      buyers.push(username);
    }
  });
  const [cheapest] = await db
    .select({ goodsId: goods.id, skuId: goodsSkus.id })
    .from(goods)
    .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.id))
    .where(and(eq(goods.status, 'normal'), isNull(goods.marketGoodsId)))
    .orderBy(asc(goods.price), asc(goodsSkus.id))
    .limit(1);
  await db.update(goodsSkus).set({ stock: 1_000_000_000 }).where(eq(goodsSkus.id, cheapest!.skuId));
  const onSale = await db
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(eq(goods.status, 'normal'))
    .orderBy(asc(goods.id));
  const step = Math.max(1, Math.floor(onSale.length / 20));
  const tops = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.pid, 0))
    .orderBy(asc(categories.id));
  await growCatalogue(db, goodsCount);
  // The seed stores its pictures without their sized copies, and a server started on such a
  // database makes them in the background: measured, that job would compete with the load for the
  // CPU and load sharp into the server. A running shop has made them long ago, so they are made here.
  await makeMissingVariants(db, () => unixNow(systemClock));
  // The planner's statistics of the seeded and grown tables, as autovacuum gathers them within a
  // minute on a live database: without them the search plans for a catalogue of a few dozen goods.
  await db.execute(sql`analyze`);
  return {
    goodsIds: onSale.filter((_, index) => index % step === 0).map((row) => row.id),
    categoryIds: tops.map((row) => row.id),
    orderLine: cheapest!,
    buyers,
  };
}

/** Words the bench's extra goods titles are made of (beside a seeded title). */
const BRANDS = ['Acme', 'Nova', 'Zenith', 'Orbit', 'Lumen', 'Vertex', 'Aurora', 'Pioneer'];
const EDITIONS = ['Lite', 'Plus', 'Pro', 'Max', 'Mini', 'Classic', 'Sport', 'Travel', 'Eco'];

/**
 * Adds goods until `total` goods are on sale (nothing when the seed already has as many): copies
 * of the seeded shops' own goods (no SKUs: only the search lists them) under titles of a brand, the
 * seeded title, an edition and a number ("Nova Halo ANC Wireless Headphones Pro 37"), with the
 * seeded goods' translations (zh-cn, ja, th), so the trigram index over every language's titles and
 * the ranking work on a catalogue of that size. The goods pages of the load stay
 * the seeded ones (they have SKUs).
 */
async function growCatalogue(db: Database, total: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(goods).where(eq(goods.status, 'normal'));
  const missing = total - (row?.n ?? 0);
  if (missing <= 0) return;
  const brands = sql.raw(`(array[${BRANDS.map((word) => `'${word}'`).join(',')}])`);
  const editions = sql.raw(`(array[${EDITIONS.map((word) => `'${word}'`).join(',')}])`);
  await db.execute(sql`
    with source as (
      select g.*, row_number() over (order by g.id) - 1 as n, count(*) over () as size
      from goods g where g.status = 'normal' and g.market_goods_id is null
    )
    insert into goods (shop_id, category_id, title, image, images, description, content, spec,
      i18n, price, market_price, freight, status, weigh, createtime, updatetime)
    select s.shop_id, s.category_id,
      ${brands}[1 + i % ${BRANDS.length}] || ' ' || s.title || ' '
        || ${editions}[1 + (i / ${BRANDS.length}) % ${EDITIONS.length}] || ' ' || i,
      s.image, s.images, s.description, s.content, s.spec, s.i18n, s.price, s.market_price, s.freight,
      'normal', 0, s.createtime, s.updatetime
    from generate_series(1, ${missing}) as i
    join source s on s.n = i % s.size`);
}
