import Type from 'typebox';
import { defineEndpoint } from './define.js';
import { OrderInfo, OrderListItem, OrderStateNumber } from './order.js';
import { Id, Money, PageQuery, Paged, Timestamp } from './schemas.js';

/** The buyer of a shop's order. */
const OrderBuyer = Type.Object({ id: Id, username: Type.String(), nickname: Type.String() });

/** The shipping deadline of a paid order (payment + the configured hours) and whether it passed. */
const shippingProperties = {
  /** Unix seconds; null unless the order waits for shipment (state 2). */
  ship_deadline: Type.Union([Timestamp, Type.Null()]),
  /** True once a paid order is past its shipping deadline unshipped. */
  overdue: Type.Boolean(),
};

/** A shop's order in the merchant's list. */
export const MerchantOrderItem = Type.Object({
  ...OrderListItem.properties,
  buyer: OrderBuyer,
  ...shippingProperties,
});

/** A shop's order in detail: the buyer's view, the buyer, and the merchant's money. */
export const MerchantOrderInfo = Type.Object({
  ...OrderInfo.properties,
  buyer: OrderBuyer,
  ...shippingProperties,
  /** Wholesale cost of the market goods kept (paid to the platform when shipping). */
  wholesale: Money,
  /**
   * What the merchant is credited at receipt (or was): goods + freight - shop voucher - refunds of
   * the lines kept (a line refunded whole is left out). The domain's `orderEconomics`.
   */
  income: Money,
  /** income - wholesale. */
  profit: Money,
  /** Every figure of the domain's `orderEconomics`, the money that moves for the merchant. */
  economics: Type.Object({
    goods: Money,
    freight: Money,
    /** A shop voucher's discount: borne by the shop, it lowers the income. */
    voucher: Money,
    /** A platform voucher's discount: paid by the platform, not deducted. */
    platform_voucher: Money,
    refunds: Money,
    income: Money,
    wholesale: Money,
    profit: Money,
  }),
  /** The merchant's actions now (the domain's `merchantOrderActions`). */
  merchant_actions: Type.Array(Type.String()),
});

/** GET: the shop's orders, newest first: `state` 0 all, 1-7 (5: orders with an open refund). */
export const orders = defineEndpoint({
  name: 'merchantOrder.orders',
  method: 'GET',
  path: '/wanlshop/merchant/orders',
  auth: 'merchant',
  query: Type.Object({
    state: Type.Optional(Type.Integer({ minimum: 0, maximum: 7, default: 0 })),
    ...PageQuery,
  }),
  response: Paged(MerchantOrderItem),
});

/** GET: one of the shop's orders. */
export const orderInfo = defineEndpoint({
  name: 'merchantOrder.orderInfo',
  method: 'GET',
  path: '/wanlshop/merchant/orderInfo',
  auth: 'merchant',
  owns: 'shop_order',
  query: Type.Object({ id: Id }),
  response: MerchantOrderInfo,
});

/**
 * POST: ships one of the shop's paid orders (2 -> 3). For goods listed from the wholesale market,
 * the merchant's balance pays wholesale price x quantity to the platform in the same
 * transaction; a balance that cannot is refused with `insufficient_balance` and
 * `{ balance, amount, action: 'recharge' }`. Idempotent with `Idempotency-Key`.
 */
export const ship = defineEndpoint({
  name: 'merchantOrder.ship',
  method: 'POST',
  path: '/wanlshop/merchant/ship',
  auth: 'merchant',
  owns: 'shop_order',
  idempotent: true,
  body: Type.Object(
    {
      id: Id,
      express_name: Type.Optional(Type.String({ maxLength: 64 })),
      express_no: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    id: Id,
    state: OrderStateNumber,
    /** The wholesale cost paid (0.00 for the shop's own goods). */
    wholesale: Money,
    /** The merchant's balance after paying it. */
    balance: Money,
  }),
});

/** The merchant's order endpoints, by action: `bindEndpoints(client, merchantOrder)`. */
export const merchantOrder = { orders, orderInfo, ship } as const;
