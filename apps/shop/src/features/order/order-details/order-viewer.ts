import type { RefundActor } from '@bazaar/domain';
import { merchantRefundPath } from '../../merchant/merchant-trade.js';

/**
 * Who looks at an order, in the domain's names: the buyer who placed it or the seller (the
 * shop's merchant) who ships it. The platform has no order screen of its own; it sees orders
 * through their refunds.
 */
export type OrderViewer = Exclude<RefundActor, 'platform'>;

/** What one viewer of an order is shown and may do, beside the actions their wire lists. */
export interface OrderViewerRules {
  /** The page title's translation key. */
  readonly titleKey: string;
  /** The list the failed view leads back to, and its label's key. */
  readonly listPath: string;
  readonly listLabelKey: string;
  /** The failed view's message key, and the one when the address names no order. */
  readonly loadFailedKey: string;
  readonly noOrderKey: string;
  /** Where a refund of the order opens for this viewer. */
  refundPath(refundId: number): string;
  /** The goods panel is titled by the shop (the buyer's view) or "Goods" (the shop's own). */
  readonly goodsHeading: 'shop' | 'goods';
  /** Each refundable line offers "Request a refund" (only the buyer asks for one). */
  readonly requestsRefunds: boolean;
  /** The buyer's name and a chat with them above the address (the seller's view). */
  readonly showsBuyer: boolean;
  /** The merchant's money: shop voucher, income, wholesale cost and profit. */
  readonly showsEconomics: boolean;
  /** The shipping deadline's countdown (the seller's) or the automatic receipt time (the buyer's). */
  readonly deadline: 'ship' | 'autoconfirm';
}

/** The rules of each viewer of an order's details; exhaustive over {@link OrderViewer}. */
export function orderViewerRules(viewer: OrderViewer): OrderViewerRules {
  switch (viewer) {
    case 'buyer':
      return {
        titleKey: 'order:detail.title',
        listPath: '/user/order',
        listLabelKey: 'order:list.title',
        loadFailedKey: 'order:detail.load_failed',
        noOrderKey: 'order:detail.load_failed',
        refundPath: (refundId) => `/user/refund/details/${refundId}`,
        goodsHeading: 'shop',
        requestsRefunds: true,
        showsBuyer: false,
        showsEconomics: false,
        deadline: 'autoconfirm',
      };
    case 'seller':
      return {
        titleKey: 'merchant:order_detail.title',
        listPath: '/mt/order',
        listLabelKey: 'merchant:trade.orders',
        loadFailedKey: 'merchant:order_detail.load_failed',
        noOrderKey: 'merchant:order_detail.no_order',
        refundPath: merchantRefundPath,
        goodsHeading: 'goods',
        requestsRefunds: false,
        showsBuyer: true,
        showsEconomics: true,
        deadline: 'ship',
      };
    default:
      return viewer satisfies never;
  }
}
