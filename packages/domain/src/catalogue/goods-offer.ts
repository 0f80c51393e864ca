import { compare, max, min, toMoneyString, type MoneyValue } from '../money/money.js';

/** What a goods page shows of one SKU. */
export interface SkuOfferInput {
  /** The SKU's price, a wire money string. */
  readonly price: MoneyValue;
  /** Its struck-through market (list) price. */
  readonly market_price: MoneyValue;
  readonly stock: number;
  /** Its own picture, '' when the goods' pictures stand for it. */
  readonly image: string;
}

/** A money amount or range: `min` equals `max` for one amount. */
export interface MoneyRange {
  readonly min: string;
  readonly max: string;
}

/** What the goods page shows of the SKUs the shopper's choice still leaves open. */
export interface GoodsOffer {
  /** The price: one SKU's, or the lowest to the highest of those left (`329.00 - 389.00`). */
  readonly price: MoneyRange;
  /**
   * The struck-through market price, over the same SKUs, when one of them sells below its market
   * price; null when there is nothing to strike through.
   */
  readonly marketPrice: MoneyRange | null;
  /** Units in stock of those SKUs together. */
  readonly stock: number;
  /** The picture they share (a chosen colour's, whatever the size), null when they differ or have none. */
  readonly image: string | null;
}

function range(values: readonly MoneyValue[]): MoneyRange {
  const low = values.reduce<MoneyValue>((a, b) => min(a, b), values[0] as MoneyValue);
  const high = values.reduce<MoneyValue>((a, b) => max(a, b), values[0] as MoneyValue);
  return { min: toMoneyString(low), max: toMoneyString(high) };
}

const discounted = (sku: SkuOfferInput) => compare(sku.market_price, sku.price) > 0;

/**
 * The goods page's price, struck-through price, stock and picture, following the shopper's choice
 * (issue: the page follows the chosen SKU). `skus` are the SKUs the choice so far leaves open:
 * every SKU before a choice (the range `329.00 - 389.00`, all the stock), those of the chosen
 * colour once it is chosen, the one SKU when every specification is chosen (what the cart will
 * charge). It must not be empty.
 */
export function goodsOffer(skus: readonly SkuOfferInput[]): GoodsOffer {
  if (skus.length === 0) throw new RangeError('goodsOffer needs at least one SKU');
  const images = new Set(skus.map((sku) => sku.image));
  const [image] = images;
  return {
    price: range(skus.map((sku) => sku.price)),
    marketPrice: skus.some(discounted) ? range(skus.map((sku) => sku.market_price)) : null,
    stock: skus.reduce((total, sku) => total + sku.stock, 0),
    image: images.size === 1 && image ? image : null,
  };
}

/** Whether a range is one amount (`min` equals `max`). */
export function isSingleAmount(value: MoneyRange): boolean {
  return compare(value.min, value.max) === 0;
}
