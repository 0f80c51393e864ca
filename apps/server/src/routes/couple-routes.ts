import { couple } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { inviteShop, listCouples, moveCouple } from '../services/couple/couple-service.js';

/** Couple shops: a merchant's invitations and partnership (`couple/...`). */
export function registerCoupleRoutes(app: FastifyInstance): void {
  registerEndpoint(app, couple.lists, (ctx) => listCouples(ctx.db, ctx.user.shopAuth, ctx.query));
  registerEndpoint(app, couple.invite, (ctx) =>
    inviteShop(ctx.db, ctx.user.shopAuth, ctx.body.shop_id, ctx.now),
  );
  for (const action of ['accept', 'reject', 'cancel', 'dissolve'] as const) {
    registerEndpoint(app, couple[action], (ctx) =>
      moveCouple(ctx.db, ctx.user.shopAuth, ctx.body.id, action, ctx.now),
    );
  }
}
