import { RefundRequestScreen } from '../../features/refund/refund-request-screen.js';

/** `/user/refund/edit/{refund id}`: the buyer's refund request, filled in to modify. */
export function RefundEditScreen() {
  return <RefundRequestScreen intent="edit" />;
}
