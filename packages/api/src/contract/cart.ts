import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Count, Id, Money } from './schemas.js';

const closed = { additionalProperties: false } as const;

/** A cart line's quantity: at least 1 (decrease is refused at 1), at most 9999. */
const Quantity = Type.Integer({ minimum: 1, maximum: 9999 });

/** The chosen specification of a cart line: its sku id, unit price and specification values. */
export const CartSku = Type.Object(
  {
    id: Id,
    /** Unit price (the server's: today's price from the database). */
    price: Money,
    /** The specification values (`["Red", "L"]`), empty for goods without specs. */
    difference: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10 })),
  },
  closed,
);

/** A cart line (spec section 3). */
export const CartProduct = Type.Object(
  {
    goods_id: Id,
    sku_id: Id,
    title: Type.String({ maxLength: 200 }),
    image: Type.String({ maxLength: 300 }),
    sku: CartSku,
    number: Quantity,
    /** `sku.price * number`. */
    sum: Money,
    /** Ticked for settlement or deletion. */
    checked: Type.Boolean(),
  },
  closed,
);

/** The lines of one shop. */
export const CartShop = Type.Object(
  {
    shop_id: Id,
    shop_name: Type.String({ maxLength: 100 }),
    products: Type.Array(CartProduct, { maxItems: 200 }),
    /** Every line of the shop is ticked. */
    check: Type.Boolean(),
    /** How many lines of the shop are ticked. */
    choose: Count,
  },
  closed,
);

/**
 * The whole cart, the domain's `Cart` (spec section 3): shop groups and the totals the domain's
 * `computeCart` derives (`cartnum` quantity of all lines, `allchoose` ticked lines, `allsum` and
 * `allnum` of the ticked lines, `status` select-all, `operate` edit mode).
 */
export const Cart = Type.Object(
  {
    list: Type.Array(CartShop, { maxItems: 100 }),
    cartnum: Count,
    allchoose: Count,
    allsum: Money,
    allnum: Count,
    status: Type.Boolean(),
    operate: Type.Boolean(),
  },
  closed,
);
/** The cart type. */
export type Cart = Static<typeof Cart>;

/** A line named by goods and sku (what `del` and `follow` remove). */
export const CartLineRef = Type.Object({ goods_id: Id, sku_id: Id }, closed);

/**
 * What `add` sends: the goods, sku and quantity. The other fields of the domain's `CartAddInput`
 * may come along and are ignored: shop, title, image and price are read from the database.
 */
export const CartAddGoods = Type.Object(
  {
    goods_id: Id,
    sku_id: Id,
    number: Quantity,
    shop_id: Type.Optional(Id),
    shop_name: Type.Optional(Type.String({ maxLength: 100 })),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    image: Type.Optional(Type.String({ maxLength: 300 })),
    sku: Type.Optional(CartSku),
  },
  closed,
);

/**
 * POST: changes the logged-in user's cart and answers it. `type`:
 * - `add` with `goods` (`{goods_id, sku_id, number}`): merges into the same line or adds one
 *   (unticked); refused with `goods_unavailable` for goods not on sale, `out_of_stock` (with
 *   `{ stock }`) beyond the stock.
 * - `bcadd` / `bcsub` with `goods_id`, `sku_id`: one more / one less; `bcsub` is refused at 1
 *   (`cart_decrease_at_one`), `bcadd` beyond the stock (`out_of_stock`).
 * - `del` / `follow` with `data` (the lines), or without it the ticked lines: removes them
 *   (`follow` adds their goods to the favourites); `select_item_first` when nothing matches.
 * - `empty`: removes every line.
 * `number` and `sum` of the spec's payload are accepted and ignored (the server counts).
 */
export const storage = defineEndpoint({
  name: 'cart.storage',
  method: 'POST',
  path: '/wanlshop/cart/storage',
  auth: 'user',
  body: Type.Object(
    {
      type: Type.Union([
        Type.Literal('add'),
        Type.Literal('bcadd'),
        Type.Literal('bcsub'),
        Type.Literal('del'),
        Type.Literal('follow'),
        Type.Literal('empty'),
      ]),
      goods: Type.Optional(CartAddGoods),
      goods_id: Type.Optional(Id),
      sku_id: Type.Optional(Id),
      number: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
      sum: Type.Optional(Type.String({ maxLength: 20 })),
      data: Type.Optional(Type.Array(CartLineRef, { maxItems: 200 })),
    },
    closed,
  ),
  response: Cart,
});

/**
 * POST: at login, merges the visitor's local cart (`cart`, the domain's `Cart`) into the server
 * cart with the domain's `mergeCarts`, and answers the merged cart. Prices, titles and shops come
 * from the database; lines whose goods are gone, not on sale, or out of stock are dropped (from
 * both sides), and a quantity above the stock is lowered to it.
 */
export const synchro = defineEndpoint({
  name: 'cart.synchro',
  method: 'POST',
  path: '/wanlshop/cart/synchro',
  auth: 'user',
  body: Type.Object({ cart: Cart }, closed),
  response: Cart,
});

/** GET: the logged-in user's cart (the same answer as `storage`, without a change). */
export const get = defineEndpoint({
  name: 'cart.get',
  method: 'GET',
  path: '/wanlshop/cart/lists',
  auth: 'user',
  response: Cart,
});

/** The cart endpoints, by action: `bindEndpoints(client, cart)`. */
export const cart = { storage, synchro, get } as const;
