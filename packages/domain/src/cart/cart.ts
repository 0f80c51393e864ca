import { DomainError } from '../errors/errors.js';
import { add, multiply, toMoneyString } from '../money/money.js';
import type {
  Cart,
  CartAddInput,
  CartLineRef,
  CartProduct,
  CartProductInput,
  CartShop,
  CartShopInput,
} from './cart-types.js';

/** The storage operations of `POST /wanlshop/cart/storage` (spec section 7). */
export const CART_STORAGE_TYPES = ['add', 'bcadd', 'bcsub', 'del', 'follow', 'empty'] as const;

/** One storage operation type. */
export type CartStorageType = (typeof CART_STORAGE_TYPES)[number];

/**
 * Everything that changes a cart. The six storage types are the wire's (the server applies the
 * same reducer to its copy); the others are the client's ticking and edit-mode actions.
 *
 * - `add`: merges into the line with the same shop, goods and sku, else adds a line (unticked) or a
 *   shop group.
 * - `bcadd` / `bcsub`: one more / one less of a line; `bcsub` is refused at 1.
 * - `del` / `follow`: remove the given lines, or the ticked ones (`follow` moves them to the
 *   favourites, which is the server's part); refused when there is nothing to remove.
 * - `empty`: removes everything.
 * - `tick`, `tick_shop`, `tick_all`: set the tick of a line, a shop or everything.
 * - `operate`: turns edit mode on or off.
 * - `ordered`: after a successful order, removes the ordered lines (the ticked ones by default).
 */
export type CartAction =
  | { readonly type: 'add'; readonly goods: CartAddInput }
  | ({ readonly type: 'bcadd' | 'bcsub' } & CartLineRef)
  | { readonly type: 'del' | 'follow' | 'ordered'; readonly lines?: readonly CartLineRef[] }
  | { readonly type: 'empty' }
  | ({ readonly type: 'tick'; readonly checked: boolean } & CartLineRef)
  | { readonly type: 'tick_shop'; readonly shop_id: number; readonly checked: boolean }
  | { readonly type: 'tick_all'; readonly checked: boolean }
  | { readonly type: 'operate'; readonly operate: boolean };

function assertNumber(value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new DomainError('cart_number_invalid', { number: String(value) });
  }
}

function sameLine(product: CartLineRef, ref: CartLineRef): boolean {
  return product.goods_id === ref.goods_id && product.sku_id === ref.sku_id;
}

/**
 * The one function that derives every total of a cart from its lines: each line's `sum`, each
 * shop's `check` and `choose`, and `cartnum`, `allchoose`, `allsum`, `allnum` and `status`.
 * Shop groups without lines are dropped. Throws `cart_number_invalid` for a quantity below 1 or not
 * an integer, and `invalid_amount` for a price that is not a decimal string.
 */
export function computeCart(list: readonly CartShopInput[], operate = false): Cart {
  let cartnum = 0;
  let allchoose = 0;
  let allnum = 0;
  const tickedSums: string[] = [];
  const shops: CartShop[] = [];
  for (const shop of list) {
    if (shop.products.length === 0) continue;
    let choose = 0;
    const products = shop.products.map((product): CartProduct => {
      assertNumber(product.number);
      const line: CartProduct = {
        ...product,
        sum: toMoneyString(multiply(product.sku.price, product.number)),
      };
      cartnum += line.number;
      if (line.checked) {
        choose += 1;
        allnum += line.number;
        tickedSums.push(line.sum);
      }
      return line;
    });
    allchoose += choose;
    shops.push({
      shop_id: shop.shop_id,
      shop_name: shop.shop_name,
      products,
      check: choose === products.length,
      choose,
    });
  }
  return {
    list: shops,
    cartnum,
    allchoose,
    allsum: toMoneyString(add(...tickedSums)),
    allnum,
    status: shops.length > 0 && shops.every((shop) => shop.check),
    operate,
  };
}

/** An empty cart. */
export const EMPTY_CART: Cart = computeCart([]);

function findLine(cart: Cart, ref: CartLineRef): CartProduct {
  for (const shop of cart.list) {
    const line = shop.products.find((product) => sameLine(product, ref));
    if (line) return line;
  }
  throw new DomainError('cart_line_not_found', { goods_id: ref.goods_id, sku_id: ref.sku_id });
}

function mapLines(
  cart: Cart,
  change: (product: CartProduct, shop: CartShop) => CartProductInput | null,
): Cart {
  const list = cart.list.map((shop) => ({
    ...shop,
    products: shop.products.flatMap((product) => {
      const next = change(product, shop);
      return next ? [next] : [];
    }),
  }));
  return computeCart(list, cart.operate);
}

function addLine(cart: Cart, goods: CartAddInput): Cart {
  assertNumber(goods.number);
  const { shop_id, shop_name, number, ...line } = goods;
  const shop = cart.list.find((group) => group.shop_id === shop_id);
  const existing = shop?.products.find((product) => sameLine(product, goods));
  if (existing) {
    // The latest price and title win: the line is the same goods at today's price.
    return mapLines(cart, (product, group) =>
      group.shop_id === shop_id && product === existing
        ? { ...product, ...line, number: product.number + number }
        : product,
    );
  }
  const product: CartProductInput = { ...line, number, checked: false };
  const list: CartShopInput[] = shop
    ? cart.list.map((group) =>
        group === shop ? { ...group, products: [...group.products, product] } : group,
      )
    : [...cart.list, { shop_id, shop_name, products: [product] }];
  return computeCart(list, cart.operate);
}

function removeLines(
  cart: Cart,
  lines: readonly CartLineRef[] | undefined,
  requireSome: boolean,
): Cart {
  const doomed = (product: CartProduct): boolean =>
    lines ? lines.some((ref) => sameLine(product, ref)) : product.checked;
  const hasAny = cart.list.some((shop) => shop.products.some(doomed));
  if (!hasAny) {
    if (requireSome) throw new DomainError('select_item_first');
    return cart;
  }
  return mapLines(cart, (product) => (doomed(product) ? null : product));
}

/**
 * Applies one {@link CartAction} and returns the new cart (the given one is never changed). Refusals
 * throw a `DomainError`: `cart_decrease_at_one`, `cart_number_invalid`, `cart_line_not_found`,
 * `select_item_first` (delete or follow with nothing ticked).
 */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return addLine(cart, action.goods);
    case 'bcadd': {
      const line = findLine(cart, action);
      return mapLines(cart, (product) =>
        product === line ? { ...product, number: product.number + 1 } : product,
      );
    }
    case 'bcsub': {
      const line = findLine(cart, action);
      if (!canDecrease(line)) throw new DomainError('cart_decrease_at_one');
      return mapLines(cart, (product) =>
        product === line ? { ...product, number: product.number - 1 } : product,
      );
    }
    case 'del':
    case 'follow':
      return removeLines(cart, action.lines, true);
    case 'ordered':
      return removeLines(cart, action.lines, false);
    case 'empty':
      return computeCart([], cart.operate);
    case 'tick': {
      const line = findLine(cart, action);
      return mapLines(cart, (product) =>
        product === line ? { ...product, checked: action.checked } : product,
      );
    }
    case 'tick_shop':
      return mapLines(cart, (product, shop) =>
        shop.shop_id === action.shop_id ? { ...product, checked: action.checked } : product,
      );
    case 'tick_all':
      return mapLines(cart, (product) => ({ ...product, checked: action.checked }));
    case 'operate':
      return { ...cart, operate: action.operate };
    default:
      return action satisfies never;
  }
}

/** True while a line may be decreased: its quantity is above 1 (spec section 5). */
export function canDecrease(line: Pick<CartProduct, 'number'>): boolean {
  return line.number > 1;
}

/** The ticked lines. */
export function tickedLines(cart: Cart): CartProduct[] {
  return cart.list.flatMap((shop) => shop.products.filter((product) => product.checked));
}

/**
 * The storage type a delete button sends: `empty` when every line is ticked (spec section 4:
 * "empties everything if all are ticked"), else `del`.
 */
export function deleteStorageType(cart: Cart): 'del' | 'empty' {
  return cart.status ? 'empty' : 'del';
}

/**
 * What deleting `lines` (by default the ticked ones, as the delete button does) takes out of
 * `cart`, as a cart of its own: the same shops, lines, quantities and ticks, kept so that an undo
 * puts them back with {@link restoreLines}. Empty when nothing would be deleted.
 */
export function removedLines(cart: Cart, lines?: readonly CartLineRef[]): Cart {
  const taken = (product: CartProduct): boolean =>
    lines ? lines.some((ref) => sameLine(product, ref)) : product.checked;
  return computeCart(
    cart.list
      .map((shop) => ({ ...shop, products: shop.products.filter(taken) }))
      .filter((shop) => shop.products.length > 0),
  );
}

/**
 * Undoes a deletion: puts the `removed` lines ({@link removedLines}) back into `cart` as they were
 * (quantity and tick), in their shops. A line of the same goods and SKU added since keeps its place
 * and gets the removed quantity on top, as adding to the cart does. Edit mode stays `cart`'s.
 */
export function restoreLines(cart: Cart, removed: Cart): Cart {
  return mergeCarts(cart, removed);
}

/**
 * Merges a visitor's local cart into the server's cart at login: a local line with the same shop,
 * goods and sku adds its quantity to the server's line (and keeps a tick from either side);
 * other local lines are appended. Edit mode is the server cart's.
 */
export function mergeCarts(server: Cart, local: Cart): Cart {
  let merged = server;
  for (const shop of local.list) {
    for (const product of shop.products) {
      merged = addLine(merged, {
        shop_id: shop.shop_id,
        shop_name: shop.shop_name,
        goods_id: product.goods_id,
        sku_id: product.sku_id,
        title: product.title,
        image: product.image,
        sku: product.sku,
        number: product.number,
      });
      // A server line keeps its own tick; a tick on the visitor's line is carried over.
      if (product.checked) {
        const { goods_id, sku_id } = product;
        merged = cartReducer(merged, { type: 'tick', goods_id, sku_id, checked: true });
      }
    }
  }
  return merged;
}
