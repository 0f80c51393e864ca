import Type, { type Static } from 'typebox';
import { VoucherItem } from './coupon.js';
import { defineEndpoint } from './define.js';
import { Id, IdOrNone, Int32, Money, PageQuery, Paged, Timestamp } from './schemas.js';

const closed = { additionalProperties: false } as const;

/** An order `state`: 1 pending payment ... 7 cancelled or closed (API.md). */
export const OrderStateNumber = Type.Integer({ minimum: 1, maximum: 7 });

/** The shop of an order. */
export const OrderShop = Type.Object({
  id: Id,
  shopname: Type.String(),
  /** The shop's logo URL. */
  avatar: Type.String(),
});

/** A goods line of an order, priced as it was when ordered. */
export const OrderGoodsItem = Type.Object({
  /** The order goods id (refunds and reviews name it). */
  id: Id,
  goods_id: Id,
  sku_id: Id,
  title: Type.String(),
  image: Type.String(),
  /** The specification values, comma-joined (`"Red,L"`), '' without specs. */
  difference: Type.String(),
  /** Unit price paid. */
  price: Money,
  market_price: Money,
  number: Type.Integer({ minimum: 1 }),
  /** The line's express fee. */
  freight: Money,
  /** The line's share of the order's voucher discount (the domain's `allocateDiscount`). */
  discount: Money,
  /** What succeeded refunds of the line gave back. */
  refunded: Money,
  /** 0 not refunded, 1 refunding, 2 awaiting return, 3 refund complete, 4 refund closed, 5 refund rejected. */
  refund_status: Type.Integer({ minimum: 0, maximum: 5 }),
  /** The line's latest refund, null without one. */
  refund_id: Type.Union([Id, Type.Null()]),
  /** The buyer reviewed this line. */
  commented: Type.Boolean(),
});

/** The amounts of an order. */
export const OrderPay = Type.Object({
  /** Sum of price x number. */
  goods_total: Money,
  freight: Money,
  discount: Money,
  /** goods_total + freight - discount: what the buyer pays. */
  total: Money,
  /** What the buyer paid ("actual payment"), 0.00 before payment. */
  pay_amount: Money,
  /** Sum of the order's succeeded refunds. */
  refund_total: Money,
  /** Quantity of all lines. */
  number: Type.Integer({ minimum: 0 }),
});

/** An order in a list: shop, goods and amounts. */
export const OrderListItem = Type.Object({
  id: Id,
  order_no: Type.String(),
  state: OrderStateNumber,
  /** The status text's i18n key (`order:status.shipped`). */
  status_key: Type.String(),
  shop: OrderShop,
  goods: Type.Array(OrderGoodsItem),
  pay: OrderPay,
  /** An open refund exists (the after-sales tab, `state=5`, lists the order). */
  has_refund: Type.Boolean(),
  createtime: Timestamp,
  paymenttime: Type.Union([Timestamp, Type.Null()]),
});
/** An order of a list. */
export type OrderListItem = Static<typeof OrderListItem>;

/** The receiver an order ships to (copied from the address when ordered or edited). */
export const OrderAddress = Type.Object({
  name: Type.String(),
  mobile: Type.String(),
  country: Type.String(),
  area_code: Type.Integer(),
  address: Type.String(),
});

/** One progress step (the domain's `orderProgress`): ordered, paid, shipped, received, completed. */
export const OrderProgressItem = Type.Object({
  step: Type.Union([
    Type.Literal('ordered'),
    Type.Literal('paid'),
    Type.Literal('shipped'),
    Type.Literal('received'),
    Type.Literal('completed'),
  ]),
  label_key: Type.String(),
  done: Type.Boolean(),
  time: Type.Union([Timestamp, Type.Null()]),
});

/** A refund of one of the order's lines, in brief (refund/getRefundInfo has the rest). */
export const OrderRefundItem = Type.Object({
  id: Id,
  order_goods_id: Id,
  goods_id: Id,
  /** Refund state 0-6 (API.md). */
  state: Type.Integer({ minimum: 0, maximum: 6 }),
  /** 0 refund only, 1 return and refund. */
  type: Type.Integer({ minimum: 0, maximum: 1 }),
  money: Money,
  createtime: Timestamp,
});

/** The times and details every order view shares beyond the list item. */
const orderDetailProperties = {
  ...OrderListItem.properties,
  address: OrderAddress,
  remarks: Type.String(),
  /** The progress steps of the domain's `orderProgress`. */
  progress: Type.Array(OrderProgressItem),
  express_name: Type.String(),
  express_no: Type.String(),
  updatetime: Timestamp,
  delivertime: Type.Union([Timestamp, Type.Null()]),
  taketime: Type.Union([Timestamp, Type.Null()]),
  dealtime: Type.Union([Timestamp, Type.Null()]),
  canceltime: Type.Union([Timestamp, Type.Null()]),
  refunds: Type.Array(OrderRefundItem),
};

/** One order as its buyer sees it. */
export const OrderInfo = Type.Object({
  ...orderDetailProperties,
  /** The buyer's actions now (the domain's `buyerOrderActions`), the main one last. */
  actions: Type.Array(Type.String()),
  /** When a shipped order is confirmed automatically, null unless shipped. */
  autoconfirm_time: Type.Union([Timestamp, Type.Null()]),
  /** When an unpaid order is cancelled if still unpaid (the payment countdown), null unless unpaid. */
  autocancel_time: Type.Union([Timestamp, Type.Null()]),
});
/** An order's detail. */
export type OrderInfo = Static<typeof OrderInfo>;

/** The default address in the order confirmation, as `address/getaddress` lists it. */
export const OrderAddressData = Type.Object({
  id: Id,
  name: Type.String(),
  mobile: Type.String(),
  country: Type.String(),
  area_code: Type.Integer(),
  address: Type.String(),
  is_default: Type.Boolean(),
});

/** A product of the order confirmation, at today's price. */
export const SettlementProduct = Type.Object({
  goods_id: Id,
  sku_id: Id,
  title: Type.String(),
  image: Type.String(),
  difference: Type.String(),
  price: Money,
  market_price: Money,
  number: Type.Integer({ minimum: 1 }),
  /** Units in stock now. */
  stock: Type.Integer({ minimum: 0 }),
  /** The line's express fee. */
  freight: Money,
  /** Always 0: one express fee per goods line, no freight templates. */
  freight_id: Type.Integer({ minimum: 0 }),
  /** price x number. */
  sum: Money,
});

/** One shop's part of the order confirmation: one order will be created per shop. */
export const SettlementShop = Type.Object({
  shop_id: Id,
  shop: OrderShop,
  products: Type.Array(SettlementProduct),
  number: Type.Integer({ minimum: 1 }),
  goods_total: Money,
  freight: Money,
  /** goods_total + freight (before a voucher). */
  subtotal: Money,
  /**
   * The caller's vouchers usable with this shop's order now (the domain's `voucherRefusal`: unused,
   * within its dates, the shop's or the platform's, the minimum spend reached), the largest
   * discount first, each with the `discount` it would give (`voucherDiscount`). A platform voucher
   * is offered for every shop; it can go with one order only.
   */
  coupons: Type.Array(Type.Object({ ...VoucherItem.properties, discount: Money })),
});

/** A line to settle. */
export const SettlementLine = Type.Object(
  { goods_id: Id, number: Type.Integer({ minimum: 1, maximum: 9999 }), sku_id: Id },
  closed,
);

/**
 * POST: the order confirmation of the ticked lines (`[{goods_id, number, sku_id}]`): the default
 * address (`addressData`, null without one), the lines grouped per shop at today's prices with
 * freight and subtotals, the totals, and a one-time submission `token` for `addOrder` (valid
 * `expires_in` seconds). Refused with `order_data_empty` for no lines, `goods_unavailable` for
 * goods not on sale, `out_of_stock` (`{ stock }`) for more than the stock.
 */
export const getOrderGoodsList = defineEndpoint({
  name: 'order.getOrderGoodsList',
  method: 'POST',
  path: '/wanlshop/order/getOrderGoodsList',
  auth: 'user',
  body: Type.Array(SettlementLine, { maxItems: 100 }),
  response: Type.Object({
    addressData: Type.Union([OrderAddressData, Type.Null()]),
    orderData: Type.Object({
      lists: Type.Array(SettlementShop),
      number: Type.Integer({ minimum: 0 }),
      goods_total: Money,
      freight: Money,
      total: Money,
    }),
    token: Type.String(),
    expires_in: Type.Integer({ minimum: 1 }),
  }),
});

/** A product of an order submission. */
export const SubmissionProduct = Type.Object(
  {
    goods_id: Id,
    sku_id: Id,
    number: Type.Integer({ minimum: 1, maximum: 9999 }),
    /** Accepted for the spec's shape; freight comes from the goods. */
    freight_id: Type.Optional(IdOrNone),
  },
  closed,
);

/**
 * POST: creates one order per shop (state 1) from the confirmation's `token`. Prices and freight
 * come from the database; the stock of every line is reserved atomically (all or nothing:
 * `out_of_stock` with `{ stock }`); the ordered lines leave the cart. A repeat with the same token
 * answers the first orders and creates nothing. Refusals: `address_required` without an address
 * (another user's address is `not_found`), `order_data_empty` without lines,
 * `order_token_invalid` for an unknown or expired token, `goods_unavailable`.
 */
export const addOrder = defineEndpoint({
  name: 'order.addOrder',
  method: 'POST',
  path: '/wanlshop/order/addOrder',
  auth: 'user',
  idempotent: true,
  body: Type.Object(
    {
      order: Type.Object(
        {
          address_id: Type.Optional(Type.Union([IdOrNone, Type.Null()])),
          lists: Type.Array(
            Type.Object(
              {
                shop_id: Id,
                remarks: Type.Optional(Type.String({ maxLength: 200 })),
                /** Vouchers are not applied to orders yet: 0. */
                coupon_id: Type.Optional(IdOrNone),
                products: Type.Array(SubmissionProduct, { maxItems: 100 }),
              },
              closed,
            ),
            { maxItems: 50 },
          ),
        },
        closed,
      ),
      token: Type.String({ maxLength: 128 }),
    },
    closed,
  ),
  response: Type.Object({
    order_id: Type.Array(Id),
    /** What the orders cost together. */
    total: Money,
  }),
});

/** GET: the caller's orders, newest first: `state` 0 all, 1-7 (5: orders with an open refund). */
export const getOrderList = defineEndpoint({
  name: 'order.getOrderList',
  method: 'GET',
  path: '/wanlshop/order/getOrderList',
  auth: 'user',
  query: Type.Object({
    state: Type.Optional(Type.Integer({ minimum: 0, maximum: 7, default: 0 })),
    ...PageQuery,
  }),
  response: Paged(OrderListItem),
});

/** GET: one of the caller's orders with its steps, address, amounts, refunds and actions. */
export const getOrderInfo = defineEndpoint({
  name: 'order.getOrderInfo',
  method: 'GET',
  path: '/wanlshop/order/getOrderInfo',
  auth: 'user',
  owns: 'order',
  query: Type.Object({ id: Id }),
  response: OrderInfo,
});

/** An order's id and its new state. */
const StateChange = Type.Object({ id: Id, state: OrderStateNumber });

/** POST: cancels an unpaid order (1 -> 7) and releases its stock. */
export const cancelOrder = defineEndpoint({
  name: 'order.cancelOrder',
  method: 'POST',
  path: '/wanlshop/order/cancelOrder',
  auth: 'user',
  owns: 'order',
  body: Type.Object({ id: Id }, closed),
  response: StateChange,
});

/**
 * POST: confirms receipt of a shipped order (3 -> 4): the merchant is paid the goods total plus
 * freight less refunds from the platform's escrow, with a profit record. Idempotent.
 */
export const confirmOrder = defineEndpoint({
  name: 'order.confirmOrder',
  method: 'POST',
  path: '/wanlshop/order/confirmOrder',
  auth: 'user',
  owns: 'order',
  idempotent: true,
  body: Type.Object({ id: Id }, closed),
  response: StateChange,
});

/** POST: ships an order (state 1 or 2) to another of the caller's addresses. */
export const editOrderAddress = defineEndpoint({
  name: 'order.editOrderAddress',
  method: 'POST',
  path: '/wanlshop/order/editOrderAddress',
  auth: 'user',
  owns: 'order',
  body: Type.Object({ id: Id, address_id: Id }, closed),
  response: Type.Object({ id: Id, address_id: Id, address: OrderAddress }),
});

/** One review of an order's goods. */
export const OrderComment = Type.Object(
  {
    goods_id: Id,
    /** The order goods line when the goods appears in several lines (sku); else the first unreviewed. */
    order_goods_id: Type.Optional(Id),
    /** 1 to 5 stars (`comment_score_invalid` otherwise). */
    score: Int32,
    content: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Upload URLs (`/uploads/...` from `common/upload`), at most 9. */
    images: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 9 })),
  },
  closed,
);

/** POST: reviews a received order (4 -> 6): one review per order goods line. */
export const commentOrder = defineEndpoint({
  name: 'order.commentOrder',
  method: 'POST',
  path: '/wanlshop/order/commentOrder',
  auth: 'user',
  owns: 'order',
  body: Type.Object(
    { id: Id, comments: Type.Array(OrderComment, { minItems: 1, maxItems: 100 }) },
    closed,
  ),
  response: StateChange,
});

/** The order endpoints, by action: `bindEndpoints(client, order)`. */
export const order = {
  getOrderGoodsList,
  addOrder,
  getOrderList,
  getOrderInfo,
  cancelOrder,
  confirmOrder,
  editOrderAddress,
  commentOrder,
} as const;
