/** The chosen specification of a cart line (spec section 3): the sku id and its unit price. */
export type CartSku = {
  /** The sku id. */
  readonly id: number;
  /** The unit price, a wire money string (`"12.50"`). */
  readonly price: string;
  /** The specification values shown under the title (`["Red", "L"]`), when known. */
  readonly difference?: readonly string[];
};

/** One line of a shop group (spec section 3). */
export type CartProduct = {
  readonly goods_id: number;
  readonly sku_id: number;
  readonly title: string;
  readonly image: string;
  readonly sku: CartSku;
  /** The quantity, an integer of at least 1. */
  readonly number: number;
  /** `sku.price * number`, a wire money string; derived by {@link computeCart}. */
  readonly sum: string;
  /** Ticked for settlement or deletion. */
  readonly checked: boolean;
};

/** The lines of one shop (spec section 3). */
export type CartShop = {
  readonly shop_id: number;
  readonly shop_name: string;
  readonly products: readonly CartProduct[];
  /** Every line of the shop is ticked (and it has at least one); derived. */
  readonly check: boolean;
  /** How many lines of the shop are ticked; derived. */
  readonly choose: number;
};

/**
 * The whole cart (spec section 3). Every field but `list` and `operate` is derived from the lines by
 * {@link computeCart} and is never set by hand.
 */
export type Cart = {
  /** Shop groups in the order they were first added; a group without lines is removed. */
  readonly list: readonly CartShop[];
  /** Quantity of all lines, ticked or not (the cart badge). */
  readonly cartnum: number;
  /** Number of ticked lines across all shops (the sum of the shops' `choose`). */
  readonly allchoose: number;
  /** Total price of the ticked lines, a wire money string. */
  readonly allsum: string;
  /** Quantity of the ticked lines (the count on the checkout button). */
  readonly allnum: number;
  /** Select-all: true exactly when the cart has lines and every shop is fully ticked. */
  readonly status: boolean;
  /** Edit mode (the "manage" switch): delete and move-to-favourites instead of checkout. */
  readonly operate: boolean;
};

/** A line as given to {@link computeCart}: the derived `sum` may be missing or stale. */
export type CartProductInput = Omit<CartProduct, 'sum'> & { readonly sum?: string };

/** A shop group as given to {@link computeCart}: derived fields may be missing or stale. */
export type CartShopInput = {
  readonly shop_id: number;
  readonly shop_name: string;
  readonly products: readonly CartProductInput[];
  readonly check?: boolean;
  readonly choose?: number;
};

/** Identifies a line: a goods id and a sku id (a goods belongs to one shop). */
export type CartLineRef = {
  readonly goods_id: number;
  readonly sku_id: number;
};

/** What "add to cart" sends: the line and the shop it belongs to. */
export type CartAddInput = {
  readonly shop_id: number;
  readonly shop_name: string;
  readonly goods_id: number;
  readonly sku_id: number;
  readonly title: string;
  readonly image: string;
  readonly sku: CartSku;
  /** How many to add, an integer of at least 1. */
  readonly number: number;
};
