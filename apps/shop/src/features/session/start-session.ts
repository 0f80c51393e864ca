import type { SessionAnswer } from '@bazaar/api/contract';
import { setSession } from '../../state/index.js';
import type { AppServices } from '../../app/app-types.js';
import { mergeVisitorCart } from '../cart/server-cart.js';

/**
 * After a login or a registration: keeps the session, then merges the visitor's cart into the
 * server cart (when the server has one).
 */
export async function startSession(
  services: Pick<AppServices, 'store' | 'serverCart' | 'now'>,
  answer: SessionAnswer,
): Promise<void> {
  setSession(services.store, answer, services.now());
  await mergeVisitorCart(services.store, services.serverCart);
}
