import type { RefundActor } from '@bazaar/domain';
import { merchantOrderPath } from '../../merchant/merchant-trade.js';
import { refundListPath } from '../refund-view.js';

/**
 * Who looks at a refund's details, in the domain's names: the buyer who asked for it, the seller
 * who answers it, or the platform that arbitrates it when the buyer asks.
 */
export type RefundViewer = RefundActor;

/** What one viewer of a refund is shown, beside the actions the domain gives them. */
export interface RefundViewerRules {
  /** The list the failed view leads back to, and its label's key. */
  readonly listPath: string;
  readonly listLabelKey: string;
  /** Where the refund's order opens for this viewer; null where they have no order screen. */
  readonly orderPath: ((orderId: number) => string) | null;
  /** The goods panel is titled by the shop (buyer, platform) or "Refunded goods" (the shop's). */
  readonly goodsHeading: 'shop' | 'goods';
  /** The request panel's heading key: the buyer's "Refund information", the others' "Refund request". */
  readonly requestHeadingKey: string;
  /** The buyer's name (the seller's and the platform's views). */
  readonly showsBuyer: boolean;
  /** A chat with the buyer beside their name (the seller's view). */
  readonly chatsWithBuyer: boolean;
  /** Amounts in the stored base currency, as the operator reads them, not the language's. */
  readonly baseCurrency: boolean;
}

/** The rules of each viewer of a refund's details; exhaustive over {@link RefundViewer}. */
export function refundViewerRules(viewer: RefundViewer): RefundViewerRules {
  switch (viewer) {
    case 'buyer':
      return {
        listPath: refundListPath(),
        listLabelKey: 'refund:list.title',
        orderPath: (orderId) => `/user/order/details/${orderId}`,
        goodsHeading: 'shop',
        requestHeadingKey: 'refund:details.info',
        showsBuyer: false,
        chatsWithBuyer: false,
        baseCurrency: false,
      };
    case 'seller':
      return {
        listPath: '/mt/refund',
        listLabelKey: 'merchant:trade.refunds',
        orderPath: merchantOrderPath,
        goodsHeading: 'goods',
        requestHeadingKey: 'merchant:refunds.request',
        showsBuyer: true,
        chatsWithBuyer: true,
        baseCurrency: false,
      };
    case 'platform':
      return {
        listPath: '/admin/refunds',
        listLabelKey: 'admin:nav.refunds',
        orderPath: null,
        goodsHeading: 'shop',
        requestHeadingKey: 'merchant:refunds.request',
        showsBuyer: true,
        chatsWithBuyer: false,
        baseCurrency: true,
      };
    default:
      return viewer satisfies never;
  }
}
