import type { SettlementLine } from '@bazaar/domain';
import { NO_PENDING_ORDER } from './parts.js';
import type { AppStore } from './store.js';

/** Keeps the lines a checkout sent to the order confirmation (domain `settle()`'s `lines`). */
export function setPendingOrder(store: AppStore, lines: readonly SettlementLine[]): void {
  store.set('order', { pending: lines.length > 0 ? [...lines] : null });
}

/** Forgets the pending order (after a successful order, spec section 4). */
export function clearPendingOrder(store: AppStore): void {
  store.set('order', NO_PENDING_ORDER);
}
