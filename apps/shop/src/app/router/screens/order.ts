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
  user_refund_apply: () =>
    import('../../../routes/refund-apply/index.js').then((m) => m.RefundApplyScreen),
  user_refund_edit: () =>
    import('../../../routes/refund-edit/index.js').then((m) => m.RefundEditScreen),
  user_refund_list: () =>
    import('../../../routes/refund-list/index.js').then((m) => m.RefundListScreen),
  user_refund_details: () =>
    import('../../../routes/refund-details/index.js').then((m) => m.RefundDetailsScreen),
};
