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

/** A voucher buyers may claim, as the shop page, the goods page and the voucher centre show it. */
export const ClaimableVoucher = Type.Object({
  /** The voucher (what `receive` and an order's `coupon_id` name). */
  id: Id,
  /** The issuing shop, null for a platform voucher (any shop). */
  shop_id: Type.Union([Id, Type.Null()]),
  shop_name: Type.String(),
  name: Type.String(),
  amount: Money,
  /** The minimum spend (goods total of one shop's order). */
  threshold: Money,
  starttime: Timestamp,
  endtime: Timestamp,
  /** Copies left to claim. */
  left: Type.Integer({ minimum: 0 }),
  /** The caller already claimed one (false for a visitor). */
  is_received: Type.Boolean(),
});
/** The ClaimableVoucher type. */
export type ClaimableVoucher = Static<typeof ClaimableVoucher>;

/**
 * GET (a visitor too): vouchers that can be claimed now (on, not ended, copies left or already
 * claimed by the caller): with `shop_id` that shop's and the platform's, with `goods_id` its
 * shop's and the platform's, else every one. Platform vouchers first, then by amount.
 */
export const getList = defineEndpoint({
  name: 'coupon.getList',
  method: 'GET',
  path: '/wanlshop/coupon/getList',
  auth: 'optional',
  query: Type.Object({
    ...PageQuery,
    shop_id: Type.Optional(Id),
    goods_id: Type.Optional(Id),
  }),
  response: Paged(ClaimableVoucher),
});

/**
 * POST: claims one copy of a voucher (one per buyer): `voucher_already_claimed`,
 * `voucher_sold_out`, `voucher_not_claimable` (stopped or ended); unknown 404. Answers the copy.
 */
export const receive = defineEndpoint({
  name: 'coupon.receive',
  method: 'POST',
  path: '/wanlshop/coupon/receive',
  auth: 'user',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: VoucherItem,
});

/** A voucher as its issuer (the operator or the shop) manages it, with its figures. */
export const ManagedVoucher = Type.Object({
  id: Id,
  shop_id: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  amount: Money,
  threshold: Money,
  starttime: Timestamp,
  endtime: Timestamp,
  /** Copies that may be claimed in all. */
  total: Type.Integer({ minimum: 0 }),
  /** Copies claimed. */
  received: Type.Integer({ minimum: 0 }),
  /** Copies on orders (cancelled orders give theirs back). */
  used: Type.Integer({ minimum: 0 }),
  /** `normal` (claimable) or `hidden` (stopped; copies claimed stay usable). */
  status: Type.Union([Type.Literal('normal'), Type.Literal('hidden')]),
  createtime: Timestamp,
});
/** The ManagedVoucher type. */
export type ManagedVoucher = Static<typeof ManagedVoucher>;

/** What an issuer sends to create (no `id`) or change a voucher. */
export const VoucherBody = Type.Object(
  {
    id: Type.Optional(Id),
    name: Type.String({ maxLength: 40 }),
    amount: Type.String({ maxLength: 20 }),
    threshold: Type.String({ maxLength: 20 }),
    starttime: Timestamp,
    endtime: Timestamp,
    total: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    status: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('hidden')])),
  },
  { additionalProperties: false },
);

/** GET (operator): the platform's vouchers, newest first, and the voucher budget left. */
export const adminVouchers = defineEndpoint({
  name: 'adminCoupon.list',
  method: 'GET',
  path: '/admin/vouchers',
  auth: 'operator',
  query: Type.Object(PageQuery),
  response: Type.Object({
    ...Paged(ManagedVoucher).properties,
    /** The platform's voucher budget (`promotion` account) that pays platform vouchers. */
    budget: Money,
  }),
});

/** POST (operator): creates or changes a platform voucher (the domain's `validateVoucherForm`). */
export const adminSaveVoucher = defineEndpoint({
  name: 'adminCoupon.save',
  method: 'POST',
  path: '/admin/vouchers',
  auth: 'operator',
  body: VoucherBody,
  response: ManagedVoucher,
});

/** POST (operator): puts platform money into the voucher budget. Idempotent. */
export const adminFundVouchers = defineEndpoint({
  name: 'adminCoupon.fund',
  method: 'POST',
  path: '/admin/vouchers/fund',
  auth: 'operator',
  idempotent: true,
  body: Type.Object({ amount: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
  response: Type.Object({ budget: Money }),
});

/** GET (merchant): the shop's vouchers, newest first. */
export const shopVouchers = defineEndpoint({
  name: 'merchantCoupon.list',
  method: 'GET',
  path: '/wanlshop/merchant/coupons',
  auth: 'merchant',
  query: Type.Object(PageQuery),
  response: Paged(ManagedVoucher),
});

/**
 * POST (merchant): creates or changes a voucher of the shop (borne by the shop); another shop's
 * id answers 404.
 */
export const shopSaveVoucher = defineEndpoint({
  name: 'merchantCoupon.save',
  method: 'POST',
  path: '/wanlshop/merchant/coupon',
  auth: 'merchant',
  body: VoucherBody,
  response: ManagedVoucher,
});

/** The buyer's voucher endpoints, by action: `bindEndpoints(client, coupon)`. */
export const coupon = { getMyList, getList, receive } as const;

/** The operator's platform vouchers and voucher budget. */
export const adminCoupon = {
  list: adminVouchers,
  save: adminSaveVoucher,
  fund: adminFundVouchers,
} as const;

/** The merchant's shop vouchers. */
export const merchantCoupon = { list: shopVouchers, save: shopSaveVoucher } as const;
