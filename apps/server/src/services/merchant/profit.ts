import type { PagedOf, ProfitRecord, QueryOf, merchant } from '@bazaar/api/contract';
import { toMoneyString } from '@bazaar/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, profitRecords } from '../../db/schema/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

/**
 * `merchant/profit`: the shop's finance records (one per received order, written at receipt, and
 * one per refund after it), newest first, with the totals of all of them.
 */
export async function listProfitRecords(
  db: Database,
  shopId: number,
  query: QueryOf<typeof merchant.profit>,
): Promise<
  PagedOf<ProfitRecord> & {
    totals: { wholesale: string; retail: string; income: string; profit: string };
  }
> {
  const window = pageWindow(query);
  const where = eq(profitRecords.shopId, shopId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: profitRecords.id,
        order_id: profitRecords.orderId,
        order_no: orders.orderNo,
        before: profitRecords.before,
        after: profitRecords.after,
        kind: profitRecords.kind,
        wholesale: profitRecords.wholesale,
        retail: profitRecords.retail,
        freight: profitRecords.freight,
        voucher: profitRecords.voucher,
        platform_voucher: profitRecords.platformVoucher,
        refund: profitRecords.refund,
        income: profitRecords.income,
        profit: profitRecords.profit,
        createtime: profitRecords.createtime,
      })
      .from(profitRecords)
      .innerJoin(orders, eq(orders.id, profitRecords.orderId))
      .where(where)
      .orderBy(desc(profitRecords.createtime), desc(profitRecords.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        wholesale: sql<string>`coalesce(sum(${profitRecords.wholesale}), 0)`,
        retail: sql<string>`coalesce(sum(${profitRecords.retail}), 0)`,
        income: sql<string>`coalesce(sum(${profitRecords.income}), 0)`,
        profit: sql<string>`coalesce(sum(${profitRecords.profit}), 0)`,
      })
      .from(profitRecords)
      .where(where),
  ]);
  return {
    ...pagedAnswer(
      window,
      totals?.n ?? 0,
      rows.map((row) => ({ ...row, kind: row.kind as ProfitRecord['kind'] })),
    ),
    totals: {
      wholesale: toMoneyString(String(totals?.wholesale ?? 0)),
      retail: toMoneyString(String(totals?.retail ?? 0)),
      income: toMoneyString(String(totals?.income ?? 0)),
      profit: toMoneyString(String(totals?.profit ?? 0)),
    },
  };
}
