import { RefundRequestScreen } from '../../features/refund/refund-request-screen.js';

/** `/user/refund/apply/{order id}?goods={order line id}`: a new refund request for a line. */
export function RefundApplyScreen() {
  return <RefundRequestScreen intent="new" />;
}
