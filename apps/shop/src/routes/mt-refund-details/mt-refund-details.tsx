import { RefundDetailsScreen } from '../../features/refund/refund-details/index.js';

/**
 * `/mt/refund_details/{id}`: the seller's view of one of the shop's refunds (the buyer and a chat
 * with them, every step, and agree, reject with a reason, or confirm the returned goods).
 */
export function MerchantRefundDetailsScreen() {
  return <RefundDetailsScreen viewer="seller" />;
}
