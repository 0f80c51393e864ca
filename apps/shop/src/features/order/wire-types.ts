import type { OrderListItem, ResponseOf, order } from '@bazaar/api/contract';

/** The order confirmation (`order/getOrderGoodsList`). */
export type OrderConfirmation = ResponseOf<typeof order.getOrderGoodsList>;
/** One shop's part of the confirmation: one order. */
export type SettlementShop = OrderConfirmation['orderData']['lists'][number];
/** The address of the confirmation (the default one), as `address/getaddress` lists it. */
export type OrderAddressData = NonNullable<OrderConfirmation['addressData']>;
/** A goods line of an order. */
export type OrderGoodsItem = OrderListItem['goods'][number];
