import { compare, isMoneyInput, isPositive } from '../money/money.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';
import { skuDifferences, type SpecForm } from './market.js';

/** A goods title's length in characters (code points), after trimming. */
export const GOODS_TITLE_LENGTH = { min: 2, max: 120 } as const;

/** How many photos a goods may have; the first is the cover. */
export const GOODS_PHOTOS = { min: 1, max: 9 } as const;

/** How many specification groups, and values per group, a goods may have. */
export const GOODS_SPEC_LIMITS = { groups: 3, values: 20, nameLength: 30 } as const;

/** The highest stock a SKU may have (and the highest low-stock threshold). */
export const MAX_SKU_STOCK = 1_000_000;

/** One SKU of a shop's own goods as the merchant's form gives it. */
export type OwnSkuForm = {
  /** The values of each spec group in order, comma-joined (`"Red,XL"`); '' without specs. */
  readonly difference: string;
  /** What buyers pay: a positive amount of at most two decimals. */
  readonly price: string;
  /** The struck-through list price: not below `price`. */
  readonly market_price: string;
  /** Units in stock: whole, not negative. */
  readonly stock: number;
};

/** A merchant's form of one of its own goods (not listed from the wholesale market). */
export type OwnGoodsForm = {
  readonly title: string;
  /** The photos in order (`/uploads/...`); the first is the cover. */
  readonly images: readonly string[];
  /** The express fee per order line: 0 for free, else a fixed amount (two decimals at most). */
  readonly freight: string;
  readonly spec: readonly SpecForm[];
  readonly skus: readonly OwnSkuForm[];
  /** A SKU at or below this stock is low (the merchant gets a notice): whole, 0 or more. */
  readonly stock_alert: number;
};

const isWholeInRange = (value: number, max: number) =>
  Number.isInteger(value) && value >= 0 && value <= max;

const length = (text: string) => [...text.trim()].length;

function validTitle(title: string): ValidationResult {
  const size = length(title);
  return size >= GOODS_TITLE_LENGTH.min && size <= GOODS_TITLE_LENGTH.max
    ? VALID
    : invalid('goods_title_length', 'title', { ...GOODS_TITLE_LENGTH });
}

function validPhotos(images: readonly string[]): ValidationResult {
  if (images.length < GOODS_PHOTOS.min || images.some((image) => image.trim() === '')) {
    return invalid('goods_photo_required', 'images');
  }
  if (images.length > GOODS_PHOTOS.max) {
    return invalid('goods_photos_too_many', 'images', { max: GOODS_PHOTOS.max });
  }
  return new Set(images).size === images.length ? VALID : invalid('bad_request', 'images');
}

/**
 * The specification groups: at most {@link GOODS_SPEC_LIMITS} groups and values; each group and
 * value named (`spec_name_required`), without a comma (the SKU key joins values with commas) and
 * unique, groups among groups and values within their group (`spec_name_duplicate`).
 */
export function validateSpecGroups(spec: readonly SpecForm[]): ValidationResult {
  if (spec.length > GOODS_SPEC_LIMITS.groups) {
    return invalid('spec_too_many', 'spec', { max: GOODS_SPEC_LIMITS.groups });
  }
  const groupNames = spec.map((group) => group.name.trim());
  for (const [index, group] of spec.entries()) {
    const names = [group.name, ...group.items].map((name) => name.trim());
    const at = { group: index + 1 };
    if (group.items.length === 0 || names.some((name) => name === '')) {
      return invalid('spec_name_required', 'spec', at);
    }
    if (group.items.length > GOODS_SPEC_LIMITS.values) {
      return invalid('spec_too_many', 'spec', { ...at, max: GOODS_SPEC_LIMITS.values });
    }
    if (
      names.some((name) => name.includes(',') || [...name].length > GOODS_SPEC_LIMITS.nameLength)
    ) {
      return invalid('spec_name_invalid', 'spec', { ...at, max: GOODS_SPEC_LIMITS.nameLength });
    }
    const values = group.items.map((item) => item.trim());
    if (new Set(values).size !== values.length || groupNames.indexOf(names[0]!) !== index) {
      return invalid('spec_name_duplicate', 'spec', at);
    }
  }
  return VALID;
}

function validSku(sku: OwnSkuForm): ValidationResult {
  const at = { difference: sku.difference };
  if (!isMoneyInput(sku.price) || !isPositive(sku.price)) {
    return invalid('invalid_amount', 'price', at);
  }
  if (!isMoneyInput(sku.market_price) || !isPositive(sku.market_price)) {
    return invalid('invalid_amount', 'market_price', at);
  }
  if (compare(sku.market_price, sku.price) < 0) {
    return invalid('market_price_below_price', 'market_price', at);
  }
  return isWholeInRange(sku.stock, MAX_SKU_STOCK)
    ? VALID
    : invalid('stock_invalid', 'stock', { ...at, max: MAX_SKU_STOCK });
}

/**
 * Every combination of the spec groups' values priced exactly once: the form's SKUs are the
 * combinations ({@link skuDifferences}), none missing (`sku_combination_missing` with the first
 * one missing), none repeated and none of no combination (`bad_request`).
 */
function validCombinations(form: OwnGoodsForm): ValidationResult {
  const trimmed = form.spec.map((group) => ({
    name: group.name.trim(),
    items: group.items.map((item) => item.trim()),
  }));
  const expected = skuDifferences(trimmed);
  const given = form.skus.map((sku) => sku.difference);
  const missing = expected.find((difference) => !given.includes(difference));
  if (missing !== undefined)
    return invalid('sku_combination_missing', 'skus', { difference: missing });
  return given.length === expected.length && new Set(given).size === given.length
    ? VALID
    : invalid('bad_request', 'skus');
}

/**
 * A shop's own goods, checked in the form's order: the title's length (`goods_title_length`), at
 * least one photo and at most nine (`goods_photo_required`, `goods_photos_too_many`), a freight of
 * 0 or more with two decimals at most (`invalid_amount`), the spec groups
 * ({@link validateSpecGroups}), one SKU per combination, each SKU's prices positive with two
 * decimals at most (`invalid_amount`, with the SKU's `difference`), the market price not below
 * the price (`market_price_below_price`), a whole stock of 0 or more (`stock_invalid`), and a whole
 * low-stock threshold of 0 or more (`stock_alert_invalid`).
 */
export function validateOwnGoods(form: OwnGoodsForm): ValidationResult {
  const spec = validateSpecGroups(form.spec);
  return firstInvalid(
    validTitle(form.title),
    validPhotos(form.images),
    isMoneyInput(form.freight) ? VALID : invalid('invalid_amount', 'freight'),
    spec,
    spec.ok ? validCombinations(form) : VALID,
    ...form.skus.map(validSku),
    isWholeInRange(form.stock_alert, MAX_SKU_STOCK)
      ? VALID
      : invalid('stock_alert_invalid', 'stock_alert', { max: MAX_SKU_STOCK }),
  );
}

/**
 * True when a change of a SKU's stock from `before` to `after` crosses the goods' low-stock
 * threshold downwards (`before` above it, `after` at or below it): the one moment the merchant is
 * told. Staying low, or going up, says nothing again; a threshold of 0 tells when a SKU runs out.
 */
export function crossesStockAlert(before: number, after: number, threshold: number): boolean {
  return before > threshold && after <= threshold;
}

/** True when a SKU's stock is at or below the goods' low-stock threshold (the "low stock" tab). */
export function isLowStock(stock: number, threshold: number): boolean {
  return stock <= threshold;
}
