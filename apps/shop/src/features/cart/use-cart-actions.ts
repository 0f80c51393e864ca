import { useMemo } from 'react';
import { isApiError } from '@bazaar/api';
import {
  cartReducer,
  deleteStorageType,
  restoreLines,
  tickedLines,
  type Cart,
  type CartAction,
  type CartAddInput,
  type CartLineRef,
} from '@bazaar/domain';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useServices } from '../../app/services-context.js';
import { isOffline, queueCartChange } from './offline-queue.js';
import { keepServerCart, type CartStorageBody } from './server-cart.js';

/** What {@link useCartActions} returns; each change resolves with true when it was made. */
export interface CartActions {
  /** Adds goods (merged into the same shop, goods and sku). */
  add(goods: CartAddInput): Promise<boolean>;
  /** One more of a line. */
  increase(line: CartLineRef): Promise<boolean>;
  /** One less of a line; refused at 1. */
  decrease(line: CartLineRef): Promise<boolean>;
  /** Removes the given lines, or the ticked ones (everything when all are ticked). */
  remove(lines?: readonly CartLineRef[]): Promise<boolean>;
  /**
   * Undoes a deletion: puts back the lines the domain's `removedLines` took before it, with their
   * quantities and ticks (a logged-in user's through `cart/synchro`, which merges them in).
   */
  restore(removed: Cart): Promise<boolean>;
  /** Moves the given or ticked lines to the favourites (logged-in users). */
  follow(lines?: readonly CartLineRef[]): Promise<boolean>;
  /** Ticks or unticks a line, a shop or everything (this device only). */
  tick(line: CartLineRef, checked: boolean): void;
  tickShop(shopId: number, checked: boolean): void;
  tickAll(checked: boolean): void;
  /** The manage (edit) mode. */
  setOperate(operate: boolean): void;
}

function refs(lines: readonly CartLineRef[]): CartLineRef[] {
  return lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id }));
}

/**
 * Changes the cart through the domain's `cartReducer`: a refusal (`cart_decrease_at_one`,
 * `select_item_first`) is toasted and changes nothing. A visitor's cart changes here; a logged-in
 * user's goes through `cart/storage` and the server's answer is kept (with this device's ticks).
 */
export function useCartActions(): CartActions {
  const { store, serverCart, storage } = useServices();
  const notify = useNotify();

  return useMemo(() => {
    const remote = () => (store.getState().user.token ? serverCart : null);

    const change = async (
      action: CartAction,
      body: (cart: Cart) => CartStorageBody | null,
    ): Promise<boolean> => {
      const current = store.getState().cart;
      let next: Cart;
      try {
        next = cartReducer(current, action);
      } catch (refusal) {
        notify.refusal(refusal);
        return false;
      }
      const server = remote();
      const request = server ? body(current) : null;
      if (!server || !request) {
        store.set('cart', next);
        return true;
      }
      // Offline, a logged-in user's change is made here and queued for the server (sent when the
      // network is back: `keepCartSynced`).
      const queueOffline = () => {
        const userId = store.getState().user.userinfo?.id;
        if (userId === undefined) return false;
        store.set('cart', next);
        queueCartChange(storage, userId, request);
        notify.info('shop:cart.saved_offline');
        return true;
      };
      if (isOffline()) return queueOffline();
      try {
        keepServerCart(store, await server.storage(request));
        return true;
      } catch (error) {
        if (isApiError(error) && error.kind === 'network') return queueOffline();
        // The API client has shown the refusal; the cart stays as the server last had it.
        return false;
      }
    };

    const removal =
      (type: 'del' | 'follow') =>
      (lines?: readonly CartLineRef[]): Promise<boolean> =>
        change({ type, ...(lines ? { lines } : {}) }, (cart) => {
          if (type === 'del' && !lines && deleteStorageType(cart) === 'empty') {
            return { type: 'empty' };
          }
          return { type, data: refs(lines ?? tickedLines(cart)) };
        });

    const local = (action: CartAction) => {
      try {
        store.set('cart', cartReducer(store.getState().cart, action));
      } catch (refusal) {
        notify.refusal(refusal);
      }
    };

    const restore = async (removed: Cart): Promise<boolean> => {
      const server = remote();
      if (!server) {
        store.set('cart', restoreLines(store.getState().cart, removed));
        return true;
      }
      try {
        keepServerCart(store, await server.synchro(removed));
      } catch {
        // The API client has shown the refusal; the cart stays as the server last had it.
        return false;
      }
      // The server keeps lines; the ticks are this device's: the lines come back ticked as they were.
      let cart = store.getState().cart;
      for (const line of tickedLines(removed)) {
        const { goods_id, sku_id } = line;
        const back = cart.list.some((shop) =>
          shop.products.some(
            (product) => product.goods_id === goods_id && product.sku_id === sku_id,
          ),
        );
        if (back) cart = cartReducer(cart, { type: 'tick', goods_id, sku_id, checked: true });
      }
      store.set('cart', cart);
      return true;
    };

    return {
      restore,
      add: (goods) =>
        change({ type: 'add', goods }, () => ({
          type: 'add',
          goods: { goods_id: goods.goods_id, sku_id: goods.sku_id, number: goods.number },
        })),
      increase: (line) =>
        change({ type: 'bcadd', ...refs([line])[0]! }, () => ({
          type: 'bcadd',
          ...refs([line])[0]!,
        })),
      decrease: (line) =>
        change({ type: 'bcsub', ...refs([line])[0]! }, () => ({
          type: 'bcsub',
          ...refs([line])[0]!,
        })),
      remove: removal('del'),
      follow: removal('follow'),
      tick: (line, checked) => local({ type: 'tick', ...refs([line])[0]!, checked }),
      tickShop: (shopId, checked) => local({ type: 'tick_shop', shop_id: shopId, checked }),
      tickAll: (checked) => local({ type: 'tick_all', checked }),
      setOperate: (operate) => local({ type: 'operate', operate }),
    };
  }, [store, serverCart, storage, notify]);
}
