import type { ConsoleStats } from '@bazaar/api/contract';
import { statsRange, toMoneyString, type StatsPeriod } from '@bazaar/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { platformDay } from '../catalogue/page-views.js';

interface BucketRow {
  readonly bucket: number;
  readonly [figure: string]: unknown;
}

/**
 * `merchant/console`: the shop's figures for today, this month or this year on the platform's
 * calendar (`timeZone`), and a chart series over the domain's `statsRange` buckets (hours, days or
 * months). `sales` and `orders`: orders paid in the period (what buyers paid). `income`: what the
 * owner was credited at receipt (`income` money-log rows). `visitors`: distinct visitors of the
 * storefront and goods pages per day, summed (in an hour's bucket: distinct visitors that hour).
 * `pending`: orders waiting to ship now; `total_income`: all income ever. Four grouped queries.
 */
export async function consoleStats(
  db: Database,
  shop: { readonly id: number; readonly ownerId: number },
  period: StatsPeriod,
  now: number,
  timeZone: string,
): Promise<ConsoleStats> {
  const range = statsRange(period, now * 1000, timeZone);
  const start = Math.floor(range.start / 1000);
  const end = Math.floor(range.end / 1000);
  const thresholds = sql`array[${sql.join(
    range.buckets.map((bucket) => sql`${Math.floor(bucket.start / 1000)}`),
    sql`, `,
  )}]::bigint[]`;
  // width_bucket answers i for thresholds[i] <= t < thresholds[i + 1] (1-based), n past the last.
  const bucketOf = (column: SQL) => sql`width_bucket(${column}, ${thresholds})`;
  const inPeriod = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const grouped = (select: SQL) => queryRows<BucketRow>(db, sql`${select} group by rollup (1)`);

  const [sales, income, visitors, [totals]] = await Promise.all([
    grouped(sql`select ${bucketOf(sql`o.paymenttime`)} as bucket, count(*)::int as orders,
        coalesce(sum(o.pay_amount), 0)::text as sales
      from orders o where o.shop_id = ${shop.id} and ${inPeriod(sql`o.paymenttime`)}`),
    grouped(sql`select ${bucketOf(sql`l.createtime`)} as bucket,
        coalesce(sum(l.money), 0)::text as income
      from money_log l where l.user_id = ${shop.ownerId} and l.type = 'income'
        and ${inPeriod(sql`l.createtime`)}`),
    grouped(sql`select ${bucketOf(sql`v.createtime`)} as bucket,
        count(distinct (v.visitor, v.day))::int as visitors
      from page_views v where v.shop_id = ${shop.id}
        and v.day between ${platformDay(start, timeZone)} and ${platformDay(end - 1, timeZone)}
        and ${inPeriod(sql`v.createtime`)}`),
    queryRows<{ pending: number; total_income: string }>(
      db,
      sql`select
        (select count(*)::int from orders where shop_id = ${shop.id} and state = 2) as pending,
        (select coalesce(sum(money), 0)::text from money_log
          where user_id = ${shop.ownerId} and type = 'income') as total_income`,
    ),
  ]);

  // A rollup row (bucket null) carries the whole period's figures.
  const figure = (rows: readonly BucketRow[], bucket: number | null, name: string) =>
    rows.find((row) => (row.bucket === null ? null : Number(row.bucket)) === bucket)?.[name];
  const money = (value: unknown) => toMoneyString(String(value ?? '0'));
  const count = (value: unknown) => Number(value ?? 0);
  return {
    period,
    time_zone: timeZone,
    start,
    end,
    sales: money(figure(sales, null, 'sales')),
    income: money(figure(income, null, 'income')),
    orders: count(figure(sales, null, 'orders')),
    visitors: count(figure(visitors, null, 'visitors')),
    pending: count(totals?.pending),
    total_income: money(totals?.total_income),
    series: range.buckets.map((bucket, index) => ({
      label: bucket.label,
      start: Math.floor(bucket.start / 1000),
      sales: money(figure(sales, index + 1, 'sales')),
      income: money(figure(income, index + 1, 'income')),
      orders: count(figure(sales, index + 1, 'orders')),
      visitors: count(figure(visitors, index + 1, 'visitors')),
    })),
  };
}
