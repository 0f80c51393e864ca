import { OrderDetailsScreen } from '../../features/order/order-details/index.js';

/**
 * `/user/order/details/{id}`: the buyer's view of one order (steps, address, goods with their
 * refunds, amounts, shipping, refunds, information and the buyer's actions).
 */
export function OrderDetailScreen() {
  return <OrderDetailsScreen viewer="buyer" />;
}
