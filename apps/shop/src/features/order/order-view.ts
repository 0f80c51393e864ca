import type { OrderListItem } from '@bazaar/api/contract';
import {
  buyerOrderActions,
  canApplyRefund,
  goodsRefundStatusFromWire,
  orderStateFromWire,
  specValuesText,
  type BuyerOrderAction,
  type SettlementLine,
} from '@bazaar/domain';
import type { OrderLine } from '@bazaar/ui';
import type { OrderGoodsItem } from './wire-types.js';

/** The order fields the order screens read. */
export type OrderLike = Pick<OrderListItem, 'id' | 'state' | 'goods' | 'pay'>;

/** The goods lines of an order as `OrderCard` shows them, each with its refund status if any. */
export function orderLines(goods: readonly OrderGoodsItem[]): OrderLine[] {
  return goods.map((line) => ({
    id: line.id,
    title: line.title,
    image: line.image,
    spec: specValuesText(line.difference),
    price: line.price,
    number: line.number,
    ...(line.refund_status > 0
      ? { refundStatus: goodsRefundStatusFromWire(line.refund_status) }
      : {}),
  }));
}

/** The lines of an order the buyer may ask a refund for now (domain `canApplyRefund`). */
export function refundableLines(order: Pick<OrderLike, 'state' | 'goods'>): OrderGoodsItem[] {
  const state = orderStateFromWire(order.state);
  return order.goods.filter((line) =>
    canApplyRefund(state, goodsRefundStatusFromWire(line.refund_status)),
  );
}

/**
 * The buyer's actions on an order (domain `buyerOrderActions` of its state, the main one last),
 * without a refund when no line can be refunded any more, nor a review when every line has one.
 */
export function orderActions(order: Pick<OrderLike, 'state' | 'goods'>): BuyerOrderAction[] {
  return buyerOrderActions(orderStateFromWire(order.state)).filter((action) => {
    if (action === 'refund') return refundableLines(order).length > 0;
    if (action === 'review') return order.goods.some((line) => !line.commented);
    return true;
  });
}

/** The goods of an order as lines to order again ("buy again"). */
export function reorderLines(order: Pick<OrderLike, 'goods'>): SettlementLine[] {
  return order.goods.map(({ goods_id, sku_id, number }) => ({ goods_id, sku_id, number }));
}
