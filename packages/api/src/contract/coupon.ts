import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Id, Money, Paged, PageQuery, Timestamp } from './schemas.js';

/**
 * A voucher of the caller. `state`: 0 unused (usable from `starttime` to `endtime`), 1 used,
 * 2 expired (unused past `endtime`).
 */
export const VoucherItem = Type.Object({
  /** The caller's copy. */
  id: Id,
  coupon_id: Id,
  /** The issuing shop, null for a platform voucher. */
  shop_id: Type.Union([Id, Type.Null()]),
  /** The issuing shop's name, '' for a platform voucher. */
  shop_name: Type.String(),
  name: Type.String(),
  /** Amount off. */
  amount: Money,
  /** The goods total from which it applies. */
  threshold: Money,
  starttime: Timestamp,
  endtime: Timestamp,
  state: Type.Integer({ minimum: 0, maximum: 2 }),
  /** When it was used, null until then. */
  usetime: Type.Union([Timestamp, Type.Null()]),
  createtime: Timestamp,
});
/** The VoucherItem type. */
export type VoucherItem = Static<typeof VoucherItem>;

/**
 * GET: the caller's vouchers in one state (`state` 0 unused, 1 used, 2 expired; default 0). Unused
 * ones come soonest-ending first; used and expired ones most recent first.
 */
export const getMyList = defineEndpoint({
  name: 'coupon.getMyList',
  method: 'GET',
  path: '/wanlshop/coupon/getMyList',
  auth: 'user',
  query: Type.Object({
    ...PageQuery,
    state: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, default: 0 })),
  }),
  response: Paged(VoucherItem),
});

/** The voucher endpoints, by action: `bindEndpoints(client, coupon)`. */
export const coupon = { getMyList } as const;
