import type { ScreenRegistry } from './types.js';

/** The screens of the buyer's orders and refunds. */
export const ORDER_SCREENS: ScreenRegistry = {
  user_order: () => import('../../../routes/orders/index.js').then((m) => m.OrdersScreen),
  user_order_details: () =>
    import('../../../routes/order-detail/index.js').then((m) => m.OrderDetailScreen),
  user_order_comment: () =>
    import('../../../routes/order-comment/index.js').then((m) => m.OrderCommentScreen),
  user_order_add: () =>
    import('../../../routes/order-confirm/index.js').then((m) => m.OrderConfirmScreen),
};
