import { adminFinance, merchantRefund, refund } from '@bazaar/api/contract';
import { assertValid, validateReturnShipment } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { applyRefund, editRefund, moveRefund } from '../services/refund/refund-moves.js';
import {
  listBuyerRefunds,
  listRefunds,
  refundInfo,
  shopRefundInfo,
} from '../services/refund/refund-views.js';

/**
 * Refunds: the buyer's application and steps, the shop's handling (`/wanlshop/merchant/refund...`)
 * and the operator's arbitration (`/admin/refunds...`). Every step goes through the domain's
 * `nextRefundState`; the money of a refund that succeeds moves in the step's transaction.
 */
export function registerRefundRoutes(app: FastifyInstance): void {
  registerEndpoint(app, refund.addApply, (ctx) =>
    applyRefund(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
  registerEndpoint(app, refund.editRefund, (ctx) =>
    editRefund(ctx.db, ctx.user.id, ctx.body, ctx.now),
  );
  registerEndpoint(app, refund.refundList, (ctx) =>
    listBuyerRefunds(ctx.db, ctx.user.id, ctx.query),
  );
  registerEndpoint(app, refund.getRefundInfo, (ctx) =>
    refundInfo(ctx.db, { userId: ctx.user.id }, ctx.query.id),
  );
  registerEndpoint(app, refund.toExpress, (ctx) => {
    // A courier or number of spaces only passes the schema's length: the domain refuses it.
    assertValid(validateReturnShipment(ctx.body));
    return moveRefund(
      ctx.db,
      { userId: ctx.user.id },
      ctx.user.id,
      ctx.body.id,
      { actor: 'buyer', type: 'ship_back' },
      ctx.now,
      { express: { name: ctx.body.express_name.trim(), no: ctx.body.express_no.trim() } },
    );
  });
  registerEndpoint(app, refund.closeRefund, (ctx) =>
    moveRefund(
      ctx.db,
      { userId: ctx.user.id },
      ctx.user.id,
      ctx.body.id,
      {
        actor: 'buyer',
        type: 'close',
      },
      ctx.now,
    ),
  );
  registerEndpoint(app, refund.arbitrationRefund, (ctx) =>
    moveRefund(
      ctx.db,
      { userId: ctx.user.id },
      ctx.user.id,
      ctx.body.id,
      {
        actor: 'buyer',
        type: 'ask_platform',
      },
      ctx.now,
    ),
  );

  const shop = (shopId: number) => ({ shopId });
  registerEndpoint(app, merchantRefund.refunds, (ctx) =>
    listRefunds(ctx.db, shop(ctx.user.shopAuth), ctx.query),
  );
  registerEndpoint(app, merchantRefund.refundInfo, (ctx) =>
    shopRefundInfo(ctx.db, shop(ctx.user.shopAuth), ctx.query.id),
  );
  registerEndpoint(app, merchantRefund.refundAgree, (ctx) =>
    moveRefund(
      ctx.db,
      shop(ctx.user.shopAuth),
      ctx.user.id,
      ctx.body.id,
      {
        actor: 'seller',
        type: 'agree',
      },
      ctx.now,
    ),
  );
  registerEndpoint(app, merchantRefund.refundReject, (ctx) =>
    moveRefund(
      ctx.db,
      shop(ctx.user.shopAuth),
      ctx.user.id,
      ctx.body.id,
      {
        actor: 'seller',
        type: 'reject',
        reason: ctx.body.refuse_reason,
      },
      ctx.now,
    ),
  );
  registerEndpoint(app, merchantRefund.refundReceive, (ctx) =>
    moveRefund(
      ctx.db,
      shop(ctx.user.shopAuth),
      ctx.user.id,
      ctx.body.id,
      {
        actor: 'seller',
        type: 'confirm_return',
      },
      ctx.now,
    ),
  );

  const platform = { platform: true } as const;
  registerEndpoint(app, adminFinance.refunds, (ctx) => listRefunds(ctx.db, platform, ctx.query));
  registerEndpoint(app, adminFinance.refundInfo, (ctx) =>
    shopRefundInfo(ctx.db, platform, ctx.query.id),
  );
  registerEndpoint(app, adminFinance.arbitrateRefund, (ctx) =>
    moveRefund(
      ctx.db,
      platform,
      ctx.user.id,
      ctx.body.id,
      ctx.body.approve
        ? { actor: 'platform', type: 'approve' }
        : { actor: 'platform', type: 'reject', reason: ctx.body.reason ?? '' },
      ctx.now,
      { note: ctx.body.reason ?? '' },
    ),
  );
}
