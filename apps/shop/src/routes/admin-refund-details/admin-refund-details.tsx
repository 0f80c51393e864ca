import { RefundDetailsScreen } from '../../features/refund/refund-details/index.js';

/**
 * `/admin/refunds/{id}`: the platform's view of one refund (both sides of the case, every step,
 * what the platform does at its state) and, when the buyer asked for it, the arbitration.
 */
export function AdminRefundDetailsScreen() {
  return <RefundDetailsScreen viewer="platform" />;
}
