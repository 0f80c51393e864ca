import type { RefundActor } from '@bazaar/domain';
import { merchantOrderPath } from '../../merchant/merchant-trade.js';
import { refundListPath } from '../refund-view.js';

/**
 * Who looks at a refund's details, in the domain's names: the buyer who asked for it or the
 * seller who answers it. The platform arbitrates from its own queue (`/admin/refunds`), whose
 * cards show the same facts and the platform's actions.
 */
export type RefundViewer = Exclude<RefundActor, 'platform'>;

/** What one viewer of a refund is shown, beside the actions the domain gives them. */
export interface RefundViewerRules {
  /** The list the failed view leads back to, and its label's key. */
  readonly listPath: string;
  readonly listLabelKey: string;
  /** Where the refund's order opens for this viewer. */
  orderPath(orderId: number): string;
  /** The goods panel is titled by the shop (the buyer's view) or "Refunded goods" (the shop's). */
  readonly goodsHeading: 'shop' | 'goods';
  /** The request panel's heading key: the buyer's "Refund information", the seller's "Refund request". */
  readonly requestHeadingKey: string;
  /** What the state means for the buyer and what happens next (worded for the buyer). */
  readonly showsHint: boolean;
  /** The buyer's name and a chat with them (the seller's view). */
  readonly showsBuyer: boolean;
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
        showsHint: true,
        showsBuyer: false,
      };
    case 'seller':
      return {
        listPath: '/mt/refund',
        listLabelKey: 'merchant:trade.refunds',
        orderPath: merchantOrderPath,
        goodsHeading: 'goods',
        requestHeadingKey: 'merchant:refunds.request',
        showsHint: false,
        showsBuyer: true,
      };
    default:
      return viewer satisfies never;
  }
}
