import type { ScreenRegistry } from './types.js';

/** The screens of the merchant application, couple shops and the merchant area (/mt). */
export const MERCHANT_SCREENS: ScreenRegistry = {
  mt_order: () => import('../../../routes/mt-order/index.js').then((m) => m.MerchantOrdersScreen),
  mt_order_details: () =>
    import('../../../routes/mt-order-details/index.js').then((m) => m.MerchantOrderDetailsScreen),
  mt_order_profit: () =>
    import('../../../routes/mt-order-profit/index.js').then((m) => m.MerchantProfitScreen),
  mt_comment: () =>
    import('../../../routes/mt-comment/index.js').then((m) => m.MerchantCommentsScreen),
  mt_comment_details: () =>
    import('../../../routes/mt-comment-details/index.js').then(
      (m) => m.MerchantCommentDetailsScreen,
    ),
  mt_refund: () =>
    import('../../../routes/mt-refund/index.js').then((m) => m.MerchantRefundsScreen),
  mt_refund_details: () =>
    import('../../../routes/mt-refund-details/index.js').then((m) => m.MerchantRefundDetailsScreen),
  mt_finance: () =>
    import('../../../routes/mt-finance/index.js').then((m) => m.MerchantFinanceScreen),
  mt_finance_bill: () =>
    import('../../../routes/mt-finance/index.js').then((m) => m.MerchantBillScreen),
  mt_finance_withdraw: () =>
    import('../../../routes/mt-finance/index.js').then((m) => m.MerchantWithdrawalsScreen),
  user_apply: () => import('../../../routes/apply/index.js').then((m) => m.ApplyScreen),
  user_couple: () => import('../../../routes/couple/index.js').then((m) => m.CoupleScreen),
  user_couple_records: () =>
    import('../../../routes/couple-records/index.js').then((m) => m.CoupleRecordsScreen),
  mt_heart: () => import('../../../routes/mt-heart/index.js').then((m) => m.MerchantHomeScreen),
  mt_console: () =>
    import('../../../routes/mt-console/index.js').then((m) => m.MerchantConsoleScreen),
  mt_my: () => import('../../../routes/mt-my/index.js').then((m) => m.MerchantMineScreen),
  mt_shop: () => import('../../../routes/mt-shop/index.js').then((m) => m.ShopSettingsScreen),
  mt_goods: () => import('../../../routes/mt-goods/index.js').then((m) => m.MerchantGoodsScreen),
  mt_goods_price: () =>
    import('../../../routes/mt-goods-price/index.js').then((m) => m.GoodsPriceScreen),
  mt_goods_edit: () =>
    import('../../../routes/mt-goods-edit/index.js').then((m) => m.GoodsFormScreen),
  mt_market: () => import('../../../routes/mt-market/index.js').then((m) => m.MarketScreen),
  mt_market_goods: () =>
    import('../../../routes/mt-market-goods/index.js').then((m) => m.MarketGoodsScreen),
};
