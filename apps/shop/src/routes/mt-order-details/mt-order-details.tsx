import { OrderDetailsScreen } from '../../features/order/order-details/index.js';

/**
 * `/mt/order/details/{id}`: the seller's view of one of the shop's orders (the shipping
 * countdown, the buyer, the merchant's income, wholesale cost and profit, and "Ship").
 */
export function MerchantOrderDetailsScreen() {
  return <OrderDetailsScreen viewer="seller" />;
}
