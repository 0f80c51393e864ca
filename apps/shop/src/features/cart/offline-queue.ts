import { isApiError } from '@bazaar/api';
import type { AppStore, KeyValueStorage } from '../../state/index.js';
import { isRecord, readJson, writeJson } from '../../state/storage.js';
import {
  keepServerCart,
  loadServerCart,
  type CartStorageBody,
  type ServerCart,
} from './server-cart.js';

/** Where the changes a logged-in user made to the cart offline wait, in this device's storage. */
export const CART_QUEUE_KEY = 'bazaar:cart-pending';

/** The queue: whose changes they are, and the `cart/storage` bodies in the order they were made. */
interface CartQueue {
  readonly userId: number;
  readonly changes: readonly CartStorageBody[];
}

function readQueue(storage: KeyValueStorage | null): CartQueue | null {
  const value = readJson(storage, CART_QUEUE_KEY);
  if (!isRecord(value) || typeof value['userId'] !== 'number' || !Array.isArray(value['changes'])) {
    return null;
  }
  return { userId: value['userId'], changes: value['changes'] as CartStorageBody[] };
}

/** True while the browser says it has no network (a change is then queued, not sent). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Queues a change of `userId`'s server cart made while offline (the cart itself already shows
 * it); a queue of another user (who logged out offline) is replaced.
 */
export function queueCartChange(
  storage: KeyValueStorage | null,
  userId: number,
  change: CartStorageBody,
): void {
  const queue = readQueue(storage);
  const changes = queue && queue.userId === userId ? queue.changes : [];
  writeJson(storage, CART_QUEUE_KEY, { userId, changes: [...changes, change] });
}

/** The changes waiting for `userId` (none for anyone else). */
export function pendingCartChanges(
  storage: KeyValueStorage | null,
  userId: number,
): readonly CartStorageBody[] {
  const queue = readQueue(storage);
  return queue && queue.userId === userId ? queue.changes : [];
}

/** What {@link syncCartQueue} did: nothing waiting, all sent, or stopped by the network. */
export type CartQueueSync = 'none' | 'synced' | 'offline';

/**
 * Sends the queued changes of the logged-in user to `cart/storage` in order, then keeps the
 * server's cart. A change the server refuses (the goods sold out meanwhile) is dropped, its
 * refusal shown by the API client; a network failure stops and keeps the rest for the next try.
 */
export async function syncCartQueue(
  store: AppStore,
  server: ServerCart | null,
  storage: KeyValueStorage | null,
): Promise<CartQueueSync> {
  const { token, userinfo } = store.getState().user;
  if (!server || !token || !userinfo) return 'none';
  const changes = pendingCartChanges(storage, userinfo.id);
  if (changes.length === 0) return 'none';
  let answer = null;
  for (const [index, change] of changes.entries()) {
    try {
      answer = await server.storage(change);
    } catch (error) {
      if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
        writeJson(storage, CART_QUEUE_KEY, { userId: userinfo.id, changes: changes.slice(index) });
        return 'offline';
      }
    }
  }
  writeJson(storage, CART_QUEUE_KEY, null);
  try {
    keepServerCart(store, answer ?? (await server.get()));
  } catch {
    // The changes are sent; the cart shows them already and the next load brings the server's.
  }
  return 'synced';
}

/** What {@link keepCartSynced} needs of the app's services. */
export interface CartSyncServices {
  readonly store: AppStore;
  readonly serverCart: ServerCart | null;
  readonly storage: KeyValueStorage | null;
  readonly i18n: { t(key: string): string };
  toast(message: string, tone?: 'success'): void;
}

/**
 * Starts a logged-in user with the server cart, the changes queued offline sent first, and sends
 * them again whenever the browser is back online (telling the user once they are saved). Returns
 * the function that stops listening.
 */
export function keepCartSynced(services: CartSyncServices): () => void {
  const { store, serverCart, storage } = services;
  const sync = async () => {
    if ((await syncCartQueue(store, serverCart, storage)) === 'synced') {
      services.toast(services.i18n.t('shop:cart.synced'), 'success');
    }
  };
  if (!isOffline()) void sync().then(() => loadServerCart(store, serverCart));
  const online = () => void sync();
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
}
