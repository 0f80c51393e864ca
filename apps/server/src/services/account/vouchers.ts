import type { PagedOf, VoucherItem } from '@bazaar/api/contract';
import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { coupons, shops, userCoupons } from '../../db/schema/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

/** A voucher tab: 0 unused, 1 used, 2 expired. */
export type VoucherState = 0 | 1 | 2;

/**
 * Which of a user's vouchers show under `state` at `now`, and their order: unused ones that have
 * not ended, soonest-ending first; used ones, last used first; expired ones (marked expired, or
 * unused past their end), last ended first.
 */
function voucherTab(state: VoucherState, now: number): { where: SQL; orderBy: SQL[] } {
  switch (state) {
    case 0:
      return {
        where: and(eq(userCoupons.state, 0), gte(coupons.endtime, now))!,
        orderBy: [asc(coupons.endtime), asc(userCoupons.id)],
      };
    case 1:
      return {
        where: eq(userCoupons.state, 1),
        orderBy: [desc(userCoupons.usetime), desc(userCoupons.id)],
      };
    case 2:
      return {
        where: or(
          eq(userCoupons.state, 2),
          and(eq(userCoupons.state, 0), lt(coupons.endtime, now)),
        )!,
        orderBy: [desc(coupons.endtime), desc(userCoupons.id)],
      };
    default:
      return state satisfies never;
  }
}

/** coupon/getMyList: the caller's vouchers in one state at `now` (see {@link voucherTab}). */
export async function listVouchers(
  db: Database,
  userId: number,
  query: { readonly page?: number; readonly limit?: number; readonly state?: number },
  now: number,
): Promise<PagedOf<VoucherItem>> {
  const window = pageWindow(query);
  const state = (query.state ?? 0) as VoucherState;
  const tab = voucherTab(state, now);
  const where = and(eq(userCoupons.userId, userId), tab.where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: userCoupons.id,
        coupon_id: coupons.id,
        shop_id: coupons.shopId,
        shop_name: shops.shopname,
        name: coupons.name,
        amount: coupons.amount,
        threshold: coupons.threshold,
        starttime: coupons.starttime,
        endtime: coupons.endtime,
        usetime: userCoupons.usetime,
        createtime: userCoupons.createtime,
      })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .leftJoin(shops, eq(shops.id, coupons.shopId))
      .where(where)
      .orderBy(...tab.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(where),
  ]);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => ({ ...row, shop_name: row.shop_name ?? '', state })),
  );
}
