import type { OrderInfo, Refund } from '@bazaar/api/contract';
import {
  refundActions,
  refundCountsAgainstPaid,
  refundStateFromWire,
  refundTypeFromWire,
  refundableAmount,
  sum,
  type RefundActionType,
} from '@bazaar/domain';
import type { OrderGoodsItem } from '../order/index.js';

/** A buyer's refund action: `edit`, `close`, `ship_back`, `ask_platform`. */
export type BuyerRefundAction = RefundActionType<'buyer'>;

/** The refund list (all refunds), or one of its tabs (`?state=`). */
export function refundListPath(state = -1): string {
  return state === -1 ? '/user/refund/list' : `/user/refund/list?state=${state}`;
}

/** A refund's details. */
export function refundDetailsPath(id: number): string {
  return `/user/refund/details/${id}`;
}

/** The form that modifies a refund. */
export function refundEditPath(id: number): string {
  return `/user/refund/edit/${id}`;
}

/**
 * What the buyer may do with a refund now (domain `refundActions` of its state and type), the
 * main one last: modify, ask the platform or ship the return come after closing.
 */
export function buyerRefundActions(refund: Pick<Refund, 'state' | 'type'>): BuyerRefundAction[] {
  return refundActions(
    refundStateFromWire(refund.state),
    refundTypeFromWire(refund.type),
    'buyer',
  ).sort((a, b) => Number(a !== 'close') - Number(b !== 'close'));
}

/**
 * The most a new refund of `line` may ask for (domain `refundableAmount`): what was paid for the
 * line, within what the order paid less its refunds that still count (domain
 * `refundCountsAgainstPaid`: open or succeeded).
 */
export function refundCapOf(
  order: Pick<OrderInfo, 'pay' | 'refunds'>,
  line: Pick<OrderGoodsItem, 'price' | 'number' | 'freight' | 'discount'>,
): string {
  const counted = order.refunds
    .filter((refund) => refundCountsAgainstPaid(refundStateFromWire(refund.state)))
    .map((refund) => refund.money);
  return refundableAmount(line, {
    paid: order.pay.pay_amount,
    otherRefunds: sum(counted),
  });
}
