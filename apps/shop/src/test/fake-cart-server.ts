import {
  EMPTY_CART,
  cartReducer,
  computeCart,
  mergeCarts,
  type Cart,
  type CartLineRef,
  type CartShopInput,
} from '@bazaar/domain';
import type { FakeServer, ServerAnswer } from './fake-server.js';
import { goods as goodsFixture } from './fixtures.js';

type StorageBody = {
  type: 'add' | 'bcadd' | 'bcsub' | 'del' | 'follow' | 'empty';
  goods?: { goods_id: number; sku_id: number; number: number };
  goods_id?: number;
  sku_id?: number;
  data?: CartLineRef[];
};

/**
 * Serves `cart/storage`, `cart/synchro` and `cart/lists` on a fake server with the domain's
 * reducer, as the real server does: lines are kept unticked (ticks are the device's), goods come
 * from `catalogue` by id. Returns the server's cart for assertions.
 */
export function serveCart(
  server: FakeServer,
  catalogue: readonly ReturnType<typeof goodsFixture>[] = [goodsFixture()],
) {
  let cart: Cart = EMPTY_CART;
  const untick = (next: Cart) => cartReducer(next, { type: 'tick_all', checked: false });
  const answer = (): ServerAnswer => ({ data: cart });
  const refuse = (error: unknown): ServerAnswer => ({
    refuse: (error as { code?: string }).code ?? 'refused',
  });

  server.on('GET /wanlshop/cart/lists', answer);
  server.on('POST /wanlshop/cart/synchro', ({ body }) => {
    const local = (body as { cart: { list: CartShopInput[] } }).cart;
    cart = untick(mergeCarts(cart, computeCart(local.list)));
    return answer();
  });
  server.on('POST /wanlshop/cart/storage', ({ body }) => {
    const request = body as StorageBody;
    try {
      switch (request.type) {
        case 'add': {
          const item = catalogue.find((entry) => entry.goods_id === request.goods?.goods_id);
          if (!item || !request.goods) return { refuse: 'goods_unavailable' };
          cart = cartReducer(cart, {
            type: 'add',
            goods: { ...item, number: request.goods.number },
          });
          break;
        }
        case 'bcadd':
        case 'bcsub':
          cart = cartReducer(cart, {
            type: request.type,
            goods_id: request.goods_id!,
            sku_id: request.sku_id!,
          });
          break;
        case 'del':
        case 'follow':
          cart = cartReducer(cart, { type: request.type, lines: request.data ?? [] });
          break;
        case 'empty':
          cart = EMPTY_CART;
          break;
      }
    } catch (error) {
      return refuse(error);
    }
    return answer();
  });
  return {
    /** The server's cart now. */
    cart: () => cart,
    /** Puts lines in the server's cart. */
    seed(next: Cart) {
      cart = untick(next);
    },
  };
}
