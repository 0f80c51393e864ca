import type { ApiClient } from '@bazaar/api';
import { cart as cartApi, type BodyOf } from '@bazaar/api/contract';
import type { Cart, CartShopInput } from '@bazaar/domain';
import { replaceCart, type AppStore } from '../../state/index.js';

/** The body of `POST /wanlshop/cart/storage`. */
export type CartStorageBody = BodyOf<typeof cartApi.storage>;

/** The lines of a cart as the server answers them (its totals are derived again here). */
export type CartLines = { readonly list: readonly CartShopInput[] };

/**
 * The server side of the cart for logged-in users (spec section 4: the cart is synced to the
 * server only when logged in). `null` in the services keeps the cart local for everyone.
 */
export interface ServerCart {
  /** `cart/synchro`: merges the visitor's cart into the server cart; answers the merged cart. */
  synchro(cart: Cart): Promise<CartLines>;
  /** `cart/lists`: the server cart. */
  get(): Promise<CartLines>;
  /** `cart/storage`: one change (add, bcadd, bcsub, del, follow, empty); answers the cart. */
  storage(body: CartStorageBody): Promise<CartLines>;
}

/** The server cart over the API client (`cart.synchro`, `cart.get`, `cart.storage`). */
export function createServerCart(client: Pick<ApiClient, 'call'>): ServerCart {
  return {
    // The wire's arrays are mutable; a JSON copy hands the readonly domain cart over as it is.
    synchro: (cart) =>
      client.call(cartApi.synchro, {
        cart: structuredClone(cart) as BodyOf<typeof cartApi.synchro>['cart'],
      }),
    get: () => client.call(cartApi.get),
    storage: (body) => client.call(cartApi.storage, body),
  };
}

/**
 * A server cart with the ticks of this device: the server keeps lines, the ticks are chosen here.
 * A line still in `local` keeps its tick; a new line takes the server's.
 */
export function withLocalTicks(server: CartLines, local: Cart): CartLines {
  const ticked = new Map<string, boolean>();
  for (const shop of local.list) {
    for (const line of shop.products) ticked.set(`${line.goods_id}:${line.sku_id}`, line.checked);
  }
  return {
    list: server.list.map((shop) => ({
      ...shop,
      products: shop.products.map((line) => ({
        ...line,
        checked: ticked.get(`${line.goods_id}:${line.sku_id}`) ?? line.checked,
      })),
    })),
  };
}

/** Keeps a server answer as the cart, with this device's ticks and totals derived by the domain. */
export function keepServerCart(store: AppStore, server: CartLines): Cart {
  return replaceCart(store, withLocalTicks(server, store.getState().cart));
}

/**
 * At login: sends the local cart to `cart/synchro` and keeps the merged server cart. Without a
 * server cart nothing changes. A failure keeps the local cart (the client has shown the refusal)
 * and is not thrown: the login itself succeeded.
 */
export async function mergeVisitorCart(
  store: AppStore,
  server: ServerCart | null,
): Promise<boolean> {
  if (!server) return false;
  try {
    keepServerCart(store, await server.synchro(store.getState().cart));
    return true;
  } catch {
    return false;
  }
}

/** Loads the server cart of a logged-in user (start-up): the badge and the cart screen follow. */
export async function loadServerCart(
  store: AppStore,
  server: ServerCart | null,
): Promise<Cart | null> {
  if (!server || !store.getState().user.token) return null;
  try {
    return keepServerCart(store, await server.get());
  } catch {
    return null;
  }
}
