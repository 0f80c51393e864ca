import type {
  BodyOf,
  ClaimableVoucher,
  ManagedVoucher,
  PagedOf,
  VoucherItem,
  adminCoupon,
} from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  isDomainError,
  isMoneyInput,
  isPositive,
  toMoneyString,
  unixSecondsToMs,
  validateVoucherForm,
  voucherDiscount,
  voucherRefusal,
} from '@bazaar/domain';
import { and, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { PG_ERRORS, pgConstraint, pgErrorCode } from '../../db/errors.js';
import { coupons, goods, shops, userCoupons } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';
import { fundPlatform, readBalance, transfer } from '../ledger/ledger.js';

type CouponRow = typeof coupons.$inferSelect;
type CopyRow = typeof userCoupons.$inferSelect;

/** Who issues: the platform (`null`) or a shop. */
export type Issuer = { readonly shopId: number | null };

function toManaged(row: CouponRow): ManagedVoucher {
  return {
    id: row.id,
    shop_id: row.shopId ?? null,
    name: row.name,
    amount: toMoneyString(row.amount),
    threshold: toMoneyString(row.threshold),
    starttime: row.starttime,
    endtime: row.endtime,
    total: row.total,
    received: row.received,
    used: row.used,
    status: row.status,
    createtime: row.createtime,
  };
}

function issuerCondition(issuer: Issuer): SQL {
  return issuer.shopId === null ? isNull(coupons.shopId) : eq(coupons.shopId, issuer.shopId);
}

/** The issuer's vouchers, newest first, with their claimed and used counts. */
export async function listIssuedVouchers(
  db: Database,
  issuer: Issuer,
  query: { readonly page?: number; readonly limit?: number },
): Promise<PagedOf<ManagedVoucher>> {
  const window = pageWindow(query);
  const where = issuerCondition(issuer);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows.map(toManaged));
}

/**
 * Creates or changes one of the issuer's vouchers (another issuer's id is `not_found`): the
 * domain's `validateVoucherForm`. Once claimed, the amount, the minimum spend and the start are
 * the buyers' terms and stay (`voucher_terms_locked`); the name, the end, the quantity (never
 * under the copies claimed, `voucher_quantity_below_claimed`) and the status may change.
 */
export async function saveVoucher(
  db: Database,
  issuer: Issuer,
  body: BodyOf<typeof adminCoupon.save>,
  now: number,
): Promise<ManagedVoucher> {
  const form = {
    ...body,
    name: body.name.trim(),
    amount: body.amount.trim(),
    threshold: body.threshold.trim(),
  };
  assertValid(validateVoucherForm(form));
  const values = {
    name: form.name,
    amount: toMoneyString(form.amount),
    threshold: toMoneyString(form.threshold),
    starttime: form.starttime,
    endtime: form.endtime,
    total: form.total,
    status: form.status ?? 'normal',
    updatetime: now,
  };
  return withTransaction(db, async (tx) => {
    if (body.id === undefined) {
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, shopId: issuer.shopId, createtime: now })
        .returning();
      return toManaged(row as CouponRow);
    }
    const [current] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, body.id), issuerCondition(issuer)))
      .for('update');
    if (!current) throw new DomainError('not_found', { field: 'id' });
    if (current.received > 0) {
      const changed =
        toMoneyString(current.amount) !== values.amount ||
        toMoneyString(current.threshold) !== values.threshold ||
        current.starttime !== values.starttime;
      if (changed) throw new DomainError('voucher_terms_locked');
      if (values.total < current.received) {
        throw new DomainError('voucher_quantity_below_claimed', {
          claimed: current.received,
          field: 'total',
        });
      }
    }
    const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, body.id)).returning();
    return toManaged(row as CouponRow);
  });
}

/** The platform's voucher budget (the `promotion` account). */
export function voucherBudget(db: Database): Promise<string> {
  return readBalance(db, { platform: 'promotion' });
}

/**
 * The operator puts platform money into the voucher budget (external money, `capital`): a
 * positive amount of at most two decimals (`invalid_amount`). Answers the budget after.
 */
export async function fundVoucherBudget(
  db: Database,
  amount: string,
  now: number,
): Promise<{ budget: string }> {
  const value = amount.trim();
  if (!isMoneyInput(value) || !isPositive(value)) {
    throw new DomainError('invalid_amount', { field: 'amount' });
  }
  return withTransaction(db, async (tx) => {
    const funded = await fundPlatform(tx, {
      account: 'promotion',
      amount: toMoneyString(value),
      memo: 'Voucher budget added by the operator',
      now,
    });
    return { budget: funded.after };
  });
}

/**
 * Vouchers claimable now (on, started or not, not ended; copies left, or claimed by the caller):
 * with a shop (or a goods, read as its shop) that shop's and the platform's, else all. Platform
 * vouchers first, then the largest amount.
 */
export async function listClaimable(
  db: Database,
  userId: number | null,
  query: {
    readonly page?: number;
    readonly limit?: number;
    readonly shop_id?: number;
    readonly goods_id?: number;
  },
  now: number,
): Promise<PagedOf<ClaimableVoucher>> {
  const window = pageWindow(query);
  let shopId = query.shop_id;
  if (query.goods_id !== undefined) {
    const [found] = await db
      .select({ shopId: goods.shopId })
      .from(goods)
      .where(eq(goods.id, query.goods_id));
    if (!found) throw new DomainError('not_found', { field: 'goods_id' });
    shopId = found.shopId;
  }
  const mine = userId
    ? sql<boolean>`exists (select 1 from user_coupons uc where uc.coupon_id = ${coupons.id} and uc.user_id = ${userId})`
    : sql<boolean>`false`;
  const where = and(
    eq(coupons.status, 'normal'),
    gte(coupons.endtime, now),
    or(sql`${coupons.received} < ${coupons.total}`, mine),
    shopId === undefined ? undefined : or(isNull(coupons.shopId), eq(coupons.shopId, shopId)),
    or(
      isNull(coupons.shopId),
      sql`exists (select 1 from shops s where s.id = ${coupons.shopId} and s.status = 'normal')`,
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: coupons, shopName: shops.shopname, isReceived: mine.mapWith(Boolean) })
      .from(coupons)
      .leftJoin(shops, eq(shops.id, coupons.shopId))
      .where(where)
      .orderBy(sql`${coupons.shopId} is not null`, desc(coupons.amount), desc(coupons.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map(({ coupon, shopName, isReceived }) => ({
      id: coupon.id,
      shop_id: coupon.shopId ?? null,
      shop_name: shopName ?? '',
      name: coupon.name,
      amount: toMoneyString(coupon.amount),
      threshold: toMoneyString(coupon.threshold),
      starttime: coupon.starttime,
      endtime: coupon.endtime,
      left: Math.max(coupon.total - coupon.received, 0),
      is_received: Boolean(isReceived),
    })),
  );
}

/** A user's copy of a voucher on the wire (`coupon/getMyList`'s item). */
async function voucherItem(db: Database, copyId: number, now: number): Promise<VoucherItem> {
  const [row] = await db
    .select({ copy: userCoupons, coupon: coupons, shopName: shops.shopname })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(shops, eq(shops.id, coupons.shopId))
    .where(eq(userCoupons.id, copyId));
  const { copy, coupon, shopName } = row as NonNullable<typeof row>;
  const expired = copy.state === 2 || (copy.state === 0 && coupon.endtime < now);
  return toVoucherItem({ copy, coupon, shopName }, expired ? 2 : copy.state);
}

/** A user's copy of a voucher with its voucher and shop, in `state` (`coupon/getMyList`'s item). */
function toVoucherItem(
  { copy, coupon, shopName }: { copy: CopyRow; coupon: CouponRow; shopName: string | null },
  state: number,
): VoucherItem {
  return {
    id: copy.id,
    coupon_id: coupon.id,
    shop_id: coupon.shopId ?? null,
    shop_name: shopName ?? '',
    name: coupon.name,
    amount: toMoneyString(coupon.amount),
    threshold: toMoneyString(coupon.threshold),
    starttime: coupon.starttime,
    endtime: coupon.endtime,
    state,
    usetime: copy.usetime ?? null,
    createtime: copy.createtime,
  };
}

/**
 * `coupon/receive`: one copy per buyer, while the voucher is on and not ended
 * (`voucher_not_claimable`) and copies are left: a guarded `UPDATE ... SET received = received + 1
 * WHERE received < total`, so concurrent claims never give out more than the quantity
 * (`voucher_sold_out`); a second claim of the same buyer is `voucher_already_claimed` (a unique
 * key). An unknown voucher, or one of a closed shop, is 404.
 */
export async function claimVoucher(
  db: Database,
  userId: number,
  couponId: number,
  now: number,
): Promise<VoucherItem> {
  const copyId = await withTransaction(db, async (tx) => {
    const [coupon] = await tx
      .select({ coupon: coupons, shopStatus: shops.status })
      .from(coupons)
      .leftJoin(shops, eq(shops.id, coupons.shopId))
      .where(eq(coupons.id, couponId));
    if (!coupon || (coupon.coupon.shopId !== null && coupon.shopStatus !== 'normal')) {
      throw new DomainError('not_found', { field: 'id' });
    }
    if (coupon.coupon.status !== 'normal' || coupon.coupon.endtime < now) {
      throw new DomainError('voucher_not_claimable');
    }
    const [already] = await tx
      .select({ id: userCoupons.id })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, couponId), eq(userCoupons.userId, userId)));
    if (already) throw new DomainError('voucher_already_claimed');
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`update coupons set received = received + 1
          where id = ${couponId} and received < total returning id`,
    );
    if (taken.length === 0) throw new DomainError('voucher_sold_out');
    try {
      const [copy] = await tx
        .insert(userCoupons)
        .values({ couponId, userId, createtime: now })
        .returning({ id: userCoupons.id });
      return (copy as { id: number }).id;
    } catch (error) {
      if (
        pgErrorCode(error) === PG_ERRORS.uniqueViolation &&
        pgConstraint(error) === 'user_coupons_one_per_user'
      ) {
        throw new DomainError('voucher_already_claimed');
      }
      throw error;
    }
  });
  return voucherItem(db, copyId, now);
}

/** One shop's part of an order as vouchers see it. */
export interface VoucherTargetPart {
  readonly shopId: number;
  readonly goodsTotal: string;
}

/**
 * The caller's vouchers usable with each shop's part of a confirmation (the domain's
 * `voucherRefusal`), with the discount each would give, the largest first.
 */
export async function usableVouchersByShop(
  db: Database,
  userId: number,
  parts: readonly VoucherTargetPart[],
  now: number,
): Promise<Map<number, (VoucherItem & { discount: string })[]>> {
  const shopIds = parts.map((part) => part.shopId);
  const rows = await db
    .select({ copy: userCoupons, coupon: coupons, shopName: shops.shopname })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(shops, eq(shops.id, coupons.shopId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.state, 0),
        gte(coupons.endtime, now),
        shopIds.length > 0
          ? or(isNull(coupons.shopId), inArray(coupons.shopId, shopIds))
          : isNull(coupons.shopId),
      ),
    );
  const usable = new Map<number, (VoucherItem & { discount: string })[]>();
  for (const part of parts) {
    const list = rows
      .filter(
        ({ coupon }) =>
          voucherRefusal(
            {
              shop_id: coupon.shopId ?? null,
              threshold: coupon.threshold,
              starttime: coupon.starttime,
              endtime: coupon.endtime,
              state: 0,
            },
            part,
            unixSecondsToMs(now),
          ).ok,
      )
      .map((row) => ({
        // Usable: unused (state 0, no use time).
        ...toVoucherItem(row, 0),
        discount: voucherDiscount(row.coupon.amount, part.goodsTotal),
      }))
      .sort((a, b) => Number(b.discount) - Number(a.discount) || a.id - b.id);
    usable.set(part.shopId, list);
  }
  return usable;
}

/** What a voucher did to one shop's order. */
export interface AppliedVoucher {
  readonly couponId: number;
  readonly discount: string;
  readonly voucherBy: 'shop' | 'platform';
}

/**
 * Uses the caller's copy of voucher `couponId` for one shop's order being placed, in the order's
 * transaction: the copy is locked and checked (the domain's `voucherRefusal`: unused, within its
 * dates, this shop's or the platform's, the minimum spend reached), then marked used with a
 * guarded `UPDATE ... WHERE state = 0`, so two submissions at the same moment use it once (the
 * second is `voucher_unavailable`). A platform voucher's discount moves from the platform's
 * voucher budget (`promotion`) to escrow now, with the order (`voucher_budget_exhausted` when the
 * budget cannot pay it); a shop voucher moves nothing: the shop is simply paid less.
 */
export async function useVoucher(
  tx: Database,
  request: {
    readonly userId: number;
    readonly couponId: number;
    readonly shopId: number;
    readonly goodsTotal: string;
    readonly orderId: number;
    readonly orderNo: string;
    readonly now: number;
  },
): Promise<AppliedVoucher> {
  const [found] = await tx
    .select({ copy: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, request.userId), eq(userCoupons.couponId, request.couponId)))
    .for('update', { of: userCoupons });
  if (!found) throw new DomainError('voucher_unavailable', { field: 'coupon_id' });
  const { copy, coupon } = found;
  assertValid(
    voucherRefusal(
      {
        shop_id: coupon.shopId ?? null,
        threshold: coupon.threshold,
        starttime: coupon.starttime,
        endtime: coupon.endtime,
        state: copy.state,
      },
      { shopId: request.shopId, goodsTotal: request.goodsTotal },
      unixSecondsToMs(request.now),
    ),
  );
  const used = await queryRows<{ id: number }>(
    tx,
    sql`update user_coupons set state = 1, order_id = ${request.orderId}, usetime = ${request.now}
        where id = ${copy.id} and state = 0 returning id`,
  );
  if (used.length === 0) throw new DomainError('voucher_unavailable', { field: 'coupon_id' });
  await tx.execute(sql`update coupons set used = used + 1 where id = ${coupon.id}`);
  const discount = voucherDiscount(coupon.amount, request.goodsTotal);
  const voucherBy = coupon.shopId === null ? 'platform' : 'shop';
  if (voucherBy === 'platform') {
    try {
      await transfer(tx, {
        from: { platform: 'promotion' },
        to: { platform: 'escrow' },
        amount: discount,
        type: 'pay',
        serviceIds: [request.orderId],
        memo: `Platform voucher ${coupon.id} for order ${request.orderNo}`,
        now: request.now,
      });
    } catch (error) {
      if (isDomainError(error) && error.code === 'insufficient_balance') {
        throw new DomainError('voucher_budget_exhausted', { field: 'coupon_id' });
      }
      throw error;
    }
  }
  return { couponId: coupon.id, discount, voucherBy };
}

/**
 * Gives an unpaid order's voucher back when the order is cancelled, in its transaction: the copy
 * is unused again (expired if its dates are over), and a platform voucher's discount goes back
 * from escrow to the voucher budget.
 */
export async function returnVoucher(
  tx: Database,
  order: {
    readonly id: number;
    readonly orderNo: string;
    readonly couponId: number;
    readonly discount: string;
    readonly voucherBy: string;
  },
  now: number,
): Promise<void> {
  if (order.couponId === 0) return;
  const returned = await queryRows<{ coupon_id: number }>(
    tx,
    sql`update user_coupons set state = 0, order_id = null, usetime = null
        where order_id = ${order.id} and state = 1 returning coupon_id`,
  );
  for (const row of returned) {
    await tx.execute(
      sql`update coupons set used = greatest(used - 1, 0) where id = ${row.coupon_id}`,
    );
  }
  if (order.voucherBy === 'platform' && isPositive(order.discount)) {
    await transfer(tx, {
      from: { platform: 'escrow' },
      to: { platform: 'promotion' },
      amount: order.discount,
      type: 'refund',
      serviceIds: [order.id],
      memo: `Platform voucher returned: order ${order.orderNo} cancelled`,
      now,
    });
  }
}
