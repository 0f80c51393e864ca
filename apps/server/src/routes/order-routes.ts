import { merchantOrder, order, pay } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import {
  cancelOrder,
  commentOrder,
  editOrderAddress,
  registerAutoCancel,
} from '../services/orders/order-actions.js';
import {
  buyerOrderInfo,
  listBuyerOrders,
  listShopOrders,
  shopOrderInfo,
} from '../services/orders/order-views.js';
import { confirmOrder, registerAutoConfirm } from '../services/orders/receipt.js';
import { addOrder, orderGoodsList } from '../services/orders/settlement.js';
import { shipOrder } from '../services/orders/shipping.js';
import {
  assertOwnOrders,
  billDetails,
  listMoneyLog,
  payOrders,
  walletSummary,
} from '../services/payment/payment-service.js';
import { requirePayPassword } from './pay-password-check.js';

/**
 * Orders (confirmation, submission, lists, buyer actions), payment and the bill, and the merchant
 * steps an order depends on (list, detail, ship); with the automatic receipt confirmation job.
 */
export function registerOrderRoutes(app: FastifyInstance): void {
  const { deps } = app;
  registerAutoConfirm(deps.jobs, deps.scheduler, deps.config);
  registerAutoCancel(deps.scheduler, deps.config);
  // A scope of its own, so the payment-password hook applies to these routes only.
  void app.register(async (scope) => {
    requirePayPassword(scope, [
      {
        endpoint: pay.payment,
        owned: (deps, user, body) => assertOwnOrders(deps.db, user.id, body.order_id),
      },
    ]);

    registerEndpoint(scope, order.getOrderGoodsList, (ctx) =>
      orderGoodsList(ctx.db, ctx.user.id, ctx.body, ctx.now),
    );
    registerEndpoint(scope, order.addOrder, (ctx) =>
      addOrder(ctx.db, ctx.user.id, ctx.body, ctx.now),
    );
    registerEndpoint(scope, order.getOrderList, (ctx) =>
      listBuyerOrders(ctx.db, ctx.user.id, ctx.query),
    );
    registerEndpoint(scope, order.getOrderInfo, (ctx) =>
      buyerOrderInfo(ctx.db, ctx.deps.config, ctx.user.id, ctx.query.id),
    );
    registerEndpoint(scope, order.cancelOrder, (ctx) =>
      cancelOrder(ctx.db, ctx.user.id, ctx.body.id, ctx.now),
    );
    registerEndpoint(scope, order.confirmOrder, (ctx) =>
      confirmOrder(ctx.db, ctx.user.id, ctx.body.id, ctx.now),
    );
    registerEndpoint(scope, order.editOrderAddress, (ctx) =>
      editOrderAddress(ctx.db, ctx.user.id, ctx.body.id, ctx.body.address_id, ctx.now),
    );
    registerEndpoint(scope, order.commentOrder, (ctx) =>
      commentOrder(ctx.db, ctx.user.id, ctx.body, ctx.now),
    );

    registerEndpoint(scope, pay.payment, (ctx) =>
      payOrders(ctx.db, ctx.user.id, ctx.body, ctx.now),
    );
    registerEndpoint(scope, pay.getBalance, (ctx) =>
      walletSummary(ctx.db, ctx.deps.config, ctx.user.id),
    );
    registerEndpoint(scope, pay.moneyLog, (ctx) => listMoneyLog(ctx.db, ctx.user.id, ctx.query));
    registerEndpoint(scope, pay.details, (ctx) => billDetails(ctx.db, ctx.user.id, ctx.query.id));

    registerEndpoint(scope, merchantOrder.orders, (ctx) =>
      listShopOrders(ctx.db, ctx.deps.config, ctx.user.shopAuth, ctx.query, ctx.now),
    );
    registerEndpoint(scope, merchantOrder.orderInfo, (ctx) =>
      shopOrderInfo(ctx.db, ctx.deps.config, ctx.user.shopAuth, ctx.query.id, ctx.now),
    );
    registerEndpoint(scope, merchantOrder.ship, (ctx) =>
      shipOrder(ctx.db, ctx.deps, ctx.user.shopAuth, ctx.body, ctx.now),
    );
  });
}
