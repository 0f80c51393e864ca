import { cart } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { cartInLanguage } from '../services/cart/cart-language.js';
import { loadCart, storeCart, synchroniseCart, wireCart } from '../services/cart/cart-service.js';

/**
 * The logged-in user's cart: storage changes, the merge at login, and the read, answered in the
 * request's language.
 */
export function registerCartRoutes(app: FastifyInstance): void {
  registerEndpoint(app, cart.storage, async (ctx) =>
    cartInLanguage(
      ctx.db,
      wireCart(await storeCart(ctx.db, ctx.user.id, ctx.body, ctx.now)),
      ctx.language,
    ),
  );
  registerEndpoint(app, cart.synchro, async (ctx) =>
    cartInLanguage(
      ctx.db,
      wireCart(await synchroniseCart(ctx.db, ctx.user.id, ctx.body.cart, ctx.now)),
      ctx.language,
    ),
  );
  registerEndpoint(app, cart.get, async (ctx) =>
    cartInLanguage(ctx.db, wireCart(await loadCart(ctx.db, ctx.user.id)), ctx.language),
  );
}
