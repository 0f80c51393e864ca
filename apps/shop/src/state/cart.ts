import {
  cartReducer,
  computeCart,
  type Cart,
  type CartAction,
  type CartShopInput,
} from '@bazaar/domain';
import type { AppStore } from './store.js';

/**
 * Applies a cart action with the domain's `cartReducer` (totals derived by `computeCart`, never
 * patched). Throws the reducer's `DomainError` on a refusal (`cart_decrease_at_one`,
 * `select_item_first`...) and leaves the cart as it was.
 */
export function applyCartAction(store: AppStore, action: CartAction): Cart {
  const next = cartReducer(store.getState().cart, action);
  store.set('cart', next);
  return next;
}

/**
 * Replaces the cart with one from the server (after `cart/synchro` or a storage call), deriving
 * its totals again and keeping the local edit mode.
 */
export function replaceCart(
  store: AppStore,
  cart: { readonly list: readonly CartShopInput[] },
): Cart {
  const next = computeCart(cart.list, store.getState().cart.operate);
  store.set('cart', next);
  return next;
}
