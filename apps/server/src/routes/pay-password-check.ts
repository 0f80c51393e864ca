import type { BodyOf, EndpointDefinition } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../http/register-endpoint.js';
import { verifyPayPassword } from '../services/auth/pay-password.js';
import type { AuthUser, ServerDeps } from '../services/deps.js';

/**
 * An endpoint whose body carries the payment password (`captcha`), with an optional `owned` check
 * that refuses a body naming a record of someone else (`not_found`) before the password is asked,
 * so such a call answers 404 whatever the password (the authorization rule). The service checks
 * ownership again inside its transaction.
 */
export interface PayPasswordRoute<E extends EndpointDefinition = EndpointDefinition> {
  readonly endpoint: E;
  readonly owned?: (deps: ServerDeps, user: AuthUser, body: BodyOf<E>) => Promise<unknown>;
}

/**
 * Checks the payment password (body field `captcha`, as the contract names it) of `routes` before
 * their handler runs, with `verifyPayPassword` (wrong ones counted and rate-limited). It runs
 * before the transaction an `Idempotency-Key` opens around the handler, so argon2's work holds no
 * row lock, and a wrong password is counted even though the request is refused (inside the
 * transaction the count would roll back with it; on PGlite, whose one connection the transaction
 * holds, it could not even be written). Call it on the scope that registers the endpoints.
 */
export function requirePayPassword<const E extends readonly EndpointDefinition[]>(
  scope: FastifyInstance,
  routes: { readonly [K in keyof E]: PayPasswordRoute<E[K]> },
): void {
  const byRoute = new Map<string, PayPasswordRoute>();
  for (const route of routes as readonly PayPasswordRoute[]) {
    byRoute.set(`${route.endpoint.method} ${API_PREFIX}${route.endpoint.path}`, route);
  }
  scope.addHook('preHandler', async (request) => {
    const route = byRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    const user = request.authUser;
    // The route's auth level already refused a visitor (onRequest); nothing to check without one.
    if (!route || !user) return;
    const body = request.body as { captcha?: unknown };
    await route.owned?.(request.server.deps, user, body as never);
    const password = typeof body.captcha === 'string' ? body.captcha : '';
    await verifyPayPassword(request.server.deps, user.id, password);
  });
}
