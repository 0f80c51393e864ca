import { cart } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { loadCart, storeCart, synchroniseCart, wireCart } from '../services/cart/cart-service.js';

/** The logged-in user's cart: storage changes, the merge at login, and the read. */
export function registerCartRoutes(app: FastifyInstance): void {
  registerEndpoint(app, cart.storage, async (ctx) =>
    wireCart(await storeCart(ctx.db, ctx.user.id, ctx.body, ctx.now)),
  );
  registerEndpoint(app, cart.synchro, async (ctx) =>
    wireCart(await synchroniseCart(ctx.db, ctx.user.id, ctx.body.cart, ctx.now)),
  );
  registerEndpoint(app, cart.get, async (ctx) => wireCart(await loadCart(ctx.db, ctx.user.id)));
}
