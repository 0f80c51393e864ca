import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Id, Int32, Money, PageQuery, Paged, Timestamp } from './schemas.js';

/** A refund `state` on the wire: 0 in process ... 6 return logistics submitted (API.md). */
const RefundStateNumber = Type.Integer({ minimum: 0, maximum: 6 });

/** The refunded order line, priced as it was ordered. */
export const RefundGoods = Type.Object({
  /** The order line's id. */
  id: Id,
  goods_id: Id,
  sku_id: Id,
  title: Type.String(),
  image: Type.String(),
  /** The chosen specification (`Black,128GB`). */
  difference: Type.String(),
  price: Money,
  number: Type.Integer({ minimum: 1 }),
  /** The line's goods refund status 0 to 5 (API.md). */
  refund_status: Type.Integer({ minimum: 0, maximum: 5 }),
});

/** A refund as lists show it. */
export const Refund = Type.Object({
  id: Id,
  order_id: Id,
  order_no: Type.String(),
  /** The refunded goods' id (see `goods` for the order line). */
  goods_id: Id,
  shop_id: Id,
  shopname: Type.String(),
  /** The amount asked for. */
  money: Money,
  /** 0 refund only, 1 return and refund. */
  type: Type.Integer({ minimum: 0, maximum: 1 }),
  /** 0 to 6 (API.md reasons). */
  reason: Type.Integer({ minimum: 0, maximum: 6 }),
  /** Goods condition: 0 not received, 1 received. */
  expressType: Type.Integer({ minimum: 0, maximum: 1 }),
  images: Type.Array(Type.String()),
  refund_content: Type.String(),
  /** The seller's or the platform's reason when rejected, '' otherwise. */
  refuse_reason: Type.String(),
  state: RefundStateNumber,
  /** Return logistics, once submitted (state 6). */
  express_name: Type.String(),
  express_no: Type.String(),
  goods: RefundGoods,
  createtime: Timestamp,
  updatetime: Timestamp,
  /** When the refund succeeded or closed, null while open. */
  completetime: Type.Union([Timestamp, Type.Null()]),
});
/** A refund. */
export type Refund = Static<typeof Refund>;

/** One step of a refund: who acted, the state it left, what was said, when. */
export const RefundLogEntry = Type.Object({
  /** `buyer`, `seller`, `platform` or `system`. */
  actor: Type.Union([
    Type.Literal('buyer'),
    Type.Literal('seller'),
    Type.Literal('platform'),
    Type.Literal('system'),
  ]),
  /** What happened (`apply`, `edit`, `agree`, `reject`, `ship_back`, `confirm_return`, ...). */
  action: Type.String(),
  /** The name of who acted ('' for the system). */
  username: Type.String(),
  /** The refund state after the step. */
  state: RefundStateNumber,
  /** The reason or note given with the step. */
  content: Type.String(),
  images: Type.Array(Type.String()),
  createtime: Timestamp,
});

/**
 * A refund with its order, every step, and what the caller may do next (action names of the
 * domain's `refundActions` for the caller's role: `edit`, `close`, `ship_back`, `ask_platform`
 * for the buyer; `agree`, `reject`, `confirm_return` for the seller; `approve`, `reject` for the platform).
 */
export const RefundInfo = Type.Object({
  ...Refund.properties,
  order: Type.Object({
    id: Id,
    order_no: Type.String(),
    state: Type.Integer({ minimum: 1, maximum: 7 }),
  }),
  /** The most that may be asked for this line (what was paid for it, less other refunds). */
  max_money: Money,
  /**
   * True before the order ships: a refund is then of the whole line, exactly `max_money` (the
   * domain's `refundAmountRule`); after shipment any amount up to it.
   */
  whole_line: Type.Boolean(),
  log: Type.Array(RefundLogEntry),
  actions: Type.Array(Type.String()),
});
/** A refund with its steps. */
export type RefundInfo = Static<typeof RefundInfo>;

/**
 * The refund form's fields. Reason, goods condition and type are numbers (API.md), optional here
 * so that a missing choice answers the domain's message ("please fill in the refund reason")
 * rather than a bare 400; the amount is checked by the domain rule too.
 */
const RefundFormFields = {
  money: Type.String({ maxLength: 16 }),
  type: Type.Optional(Type.Union([Int32, Type.Null()])),
  reason: Type.Optional(Type.Union([Int32, Type.Null()])),
  expressType: Type.Optional(Type.Union([Int32, Type.Null()])),
  /** Evidence images the user uploaded (`/uploads/...`), at most 9. */
  images: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 9 })),
  /** A supplementary description. */
  refund_content: Type.Optional(Type.String({ maxLength: 500 })),
};

/**
 * POST: applies for a refund of one goods line of a paid order (`canApplyRefund`), for at most what
 * was paid for it. `order_goods_id` picks the line when the order has the goods in several
 * specifications. The line becomes "refunding" and the order "after-sales" (5). Idempotent.
 */
export const addApply = defineEndpoint({
  name: 'refund.addApply',
  method: 'POST',
  path: '/wanlshop/refund/addApply',
  auth: 'user',
  idempotent: true,
  owns: 'order',
  body: Type.Object(
    { order_id: Id, goods_id: Id, order_goods_id: Type.Optional(Id), ...RefundFormFields },
    { additionalProperties: false },
  ),
  response: RefundInfo,
});

/**
 * POST: changes a refund in state 0 or 2 (back to 0, awaiting the seller). `order_id` and
 * `goods_id` may be sent again with the form; they must name the same line.
 */
export const editRefund = defineEndpoint({
  name: 'refund.editRefund',
  method: 'POST',
  path: '/wanlshop/refund/editRefund',
  auth: 'user',
  owns: 'refund',
  body: Type.Object(
    {
      id: Id,
      order_id: Type.Optional(Id),
      goods_id: Type.Optional(Id),
      order_goods_id: Type.Optional(Id),
      ...RefundFormFields,
    },
    { additionalProperties: false },
  ),
  response: RefundInfo,
});

/** The refund list's query: tab `state` -1 (all) or 0 to 6, paged. */
const RefundListQuery = Type.Object({
  ...PageQuery,
  state: Type.Optional(Type.Integer({ minimum: -1, maximum: 6, default: -1 })),
});

/** GET: the buyer's refunds of one tab (-1 all, then 0, 1, 6, 2, 3, 4, 5), newest first. */
export const refundList = defineEndpoint({
  name: 'refund.refundList',
  method: 'GET',
  path: '/wanlshop/refund/refundList',
  auth: 'user',
  query: RefundListQuery,
  response: Paged(Refund),
});

/** GET: one of the buyer's refunds with its goods and every step. */
export const getRefundInfo = defineEndpoint({
  name: 'refund.getRefundInfo',
  method: 'GET',
  path: '/wanlshop/refund/getRefundInfo',
  auth: 'user',
  owns: 'refund',
  query: Type.Object({ id: Id }),
  response: RefundInfo,
});

/** POST: the return's logistics, once the seller agreed to a return and refund (1 -> 6). */
export const toExpress = defineEndpoint({
  name: 'refund.toExpress',
  method: 'POST',
  path: '/wanlshop/refund/toExpress',
  auth: 'user',
  owns: 'refund',
  body: Type.Object(
    {
      id: Id,
      express_name: Type.String({ minLength: 1, maxLength: 64 }),
      express_no: Type.String({ minLength: 1, maxLength: 64 }),
    },
    { additionalProperties: false },
  ),
  response: RefundInfo,
});

/** POST: the buyer closes an open refund (0, 1, 2, 3, 6 -> 5). */
export const closeRefund = defineEndpoint({
  name: 'refund.closeRefund',
  method: 'POST',
  path: '/wanlshop/refund/closeRefund',
  auth: 'user',
  owns: 'refund',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: RefundInfo,
});

/** POST: the buyer asks the platform to decide a refund the seller rejected (2 -> 3). */
export const arbitrationRefund = defineEndpoint({
  name: 'refund.arbitrationRefund',
  method: 'POST',
  path: '/wanlshop/refund/arbitrationRefund',
  auth: 'user',
  owns: 'refund',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: RefundInfo,
});

/** The buyer's refund endpoints. */
export const refund = {
  addApply,
  editRefund,
  refundList,
  getRefundInfo,
  toExpress,
  closeRefund,
  arbitrationRefund,
} as const;

/** A refund as the shop and the operator see it: with the buyer. */
export const ShopRefund = Type.Object({
  ...Refund.properties,
  user: Type.Object({ id: Id, username: Type.String(), nickname: Type.String() }),
});

/** A refund with its buyer. */
export type ShopRefund = Static<typeof ShopRefund>;

/** One refund with its steps, as the shop and the operator see it: with the buyer. */
export const ShopRefundInfo = Type.Object({
  ...RefundInfo.properties,
  user: ShopRefund.properties.user,
});

/** A refund with its steps and its buyer. */
export type ShopRefundInfo = Static<typeof ShopRefundInfo>;

/** GET (shop): the shop's refunds of one tab, newest first. */
export const merchantRefunds = defineEndpoint({
  name: 'merchantRefund.refunds',
  method: 'GET',
  path: '/wanlshop/merchant/refunds',
  auth: 'merchant',
  query: RefundListQuery,
  response: Paged(ShopRefund),
});

/** GET (shop): one of the shop's refunds with its steps and buyer (another shop's answers 404). */
export const merchantRefundInfo = defineEndpoint({
  name: 'merchantRefund.refundInfo',
  method: 'GET',
  path: '/wanlshop/merchant/refundInfo',
  auth: 'merchant',
  owns: 'shopRefund',
  query: Type.Object({ id: Id }),
  response: ShopRefundInfo,
});

/**
 * POST (shop): agrees to a refund in process: a refund only succeeds at once (the buyer is
 * credited), a return and refund waits for the goods (1). Idempotent.
 */
export const merchantRefundAgree = defineEndpoint({
  name: 'merchantRefund.refundAgree',
  method: 'POST',
  path: '/wanlshop/merchant/refundAgree',
  auth: 'merchant',
  idempotent: true,
  owns: 'shopRefund',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: RefundInfo,
});

/** POST (shop): rejects a refund in process with a reason (0 -> 2). */
export const merchantRefundReject = defineEndpoint({
  name: 'merchantRefund.refundReject',
  method: 'POST',
  path: '/wanlshop/merchant/refundReject',
  auth: 'merchant',
  owns: 'shopRefund',
  body: Type.Object(
    { id: Id, refuse_reason: Type.String({ maxLength: 500 }) },
    { additionalProperties: false },
  ),
  response: RefundInfo,
});

/** POST (shop): confirms the returned goods arrived (6 -> 4): the buyer is credited. Idempotent. */
export const merchantRefundReceive = defineEndpoint({
  name: 'merchantRefund.refundReceive',
  method: 'POST',
  path: '/wanlshop/merchant/refundReceive',
  auth: 'merchant',
  idempotent: true,
  owns: 'shopRefund',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: RefundInfo,
});

/** The shop's refund handling. */
export const merchantRefund = {
  refunds: merchantRefunds,
  refundInfo: merchantRefundInfo,
  refundAgree: merchantRefundAgree,
  refundReject: merchantRefundReject,
  refundReceive: merchantRefundReceive,
} as const;
