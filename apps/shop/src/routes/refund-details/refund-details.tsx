import { RefundDetailsScreen as RefundDetailsOf } from '../../features/refund/refund-details/index.js';

/**
 * `/user/refund/details/{id}`: the buyer's view of one refund (what the state means for them, the
 * request, the return, every step, and modify, close, ship the return or ask the platform).
 */
export function RefundDetailsScreen() {
  return <RefundDetailsOf viewer="buyer" />;
}
