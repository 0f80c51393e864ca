import { compare, isMoneyInput, isPositive } from '../money/money.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/** A specification of a goods as a form gives it: a name and its values. */
export type SpecForm = { readonly name: string; readonly items: readonly string[] };

/** One SKU of a wholesale market goods: its specification values, prices and stock. */
export type MarketSkuForm = {
  /** The values of each spec in order, comma-joined (`"Red,XL"`); '' without specs. */
  readonly difference: string;
  /** What a merchant pays the platform per unit when shipping. */
  readonly wholesale_price: string;
  /** The price the platform suggests to merchants (their listings start at it). */
  readonly retail_price: string;
  readonly stock: number;
};

/** The operator's form of a wholesale market goods. */
export type MarketGoodsForm = {
  readonly title: string;
  readonly image: string;
  readonly freight: string;
  readonly spec: readonly SpecForm[];
  readonly skus: readonly MarketSkuForm[];
};

/**
 * Every SKU `difference` the specs make, in order: the values of each spec combined, comma-joined
 * (`[Red,S], [Red,L], [Blue,S]...`); one '' for a goods without specs.
 */
export function skuDifferences(spec: readonly SpecForm[]): string[] {
  return spec.reduce<string[]>(
    (combinations, group) =>
      combinations.flatMap((prefix) =>
        group.items.map((item) => (prefix === '' ? item : `${prefix},${item}`)),
      ),
    [''],
  );
}

function validSpec(spec: readonly SpecForm[]): boolean {
  return spec.every(
    (group) =>
      group.name.trim() !== '' &&
      group.items.length > 0 &&
      new Set(group.items).size === group.items.length &&
      group.items.every((item) => item.trim() !== '' && !item.includes(',')),
  );
}

function validSku(sku: MarketSkuForm): ValidationResult {
  const details = { difference: sku.difference };
  for (const field of ['wholesale_price', 'retail_price'] as const) {
    if (!isMoneyInput(sku[field]) || !isPositive(sku[field])) {
      return invalid('invalid_amount', field, details);
    }
  }
  if (!Number.isInteger(sku.stock) || sku.stock < 0)
    return invalid('bad_request', 'stock', details);
  return compare(sku.retail_price, sku.wholesale_price) < 0
    ? invalid('retail_below_wholesale', 'retail_price', details)
    : VALID;
}

/**
 * A wholesale market goods: a title and a picture (`field_required`), a freight amount
 * (`invalid_amount`), specs with names and distinct values without commas, and exactly one SKU
 * per combination of their values (`bad_request` on `spec` or `skus`); each SKU with positive
 * wholesale and suggested retail prices of at most two decimals (`invalid_amount`), a retail price
 * not below the wholesale one (`retail_below_wholesale`) and a whole stock.
 */
export function validateMarketGoods(form: MarketGoodsForm): ValidationResult {
  const required = (value: string, field: string) =>
    value.trim() === '' ? invalid('field_required', field, { field }) : VALID;
  const expected = validSpec(form.spec) ? skuDifferences(form.spec) : null;
  const given = form.skus.map((sku) => sku.difference);
  const complete =
    expected !== null &&
    given.length === expected.length &&
    new Set(given).size === given.length &&
    expected.every((difference) => given.includes(difference));
  return firstInvalid(
    required(form.title, 'title'),
    required(form.image, 'image'),
    isMoneyInput(form.freight) ? VALID : invalid('invalid_amount', 'freight'),
    expected === null ? invalid('bad_request', 'spec') : VALID,
    complete ? VALID : invalid('bad_request', 'skus'),
    ...form.skus.map(validSku),
  );
}
