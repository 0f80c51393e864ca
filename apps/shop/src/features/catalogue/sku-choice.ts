import type { GoodsDetail, SkuItem } from '@bazaar/api/contract';

/** The chosen value of each specification, by spec name. */
export type SpecChoice = Readonly<Record<string, string>>;

/**
 * The SKU of a choice: the one whose `difference` is the chosen values in spec order,
 * comma-joined (`"Red,XL"`); a goods without specs has one SKU (`difference` ''). Undefined while
 * a spec has no value chosen or no SKU matches.
 */
export function skuForChoice(
  goods: Pick<GoodsDetail, 'spec' | 'sku'>,
  choice: SpecChoice,
): SkuItem | undefined {
  const values = goods.spec.map((spec) => choice[spec.name]);
  if (values.some((value) => value === undefined)) return undefined;
  const difference = values.join(',');
  return goods.sku.find((sku) => sku.difference === difference);
}

/** The choice a goods page starts with: the specifications that have one value are chosen. */
export function initialChoice(goods: Pick<GoodsDetail, 'spec'>): SpecChoice {
  return Object.fromEntries(
    goods.spec.filter((spec) => spec.items.length === 1).map((spec) => [spec.name, spec.items[0]!]),
  );
}

/**
 * The SKUs a choice so far leaves open: those whose values match every chosen specification (every
 * SKU before a choice, the chosen one when each specification has a value).
 */
export function skusForChoice(
  goods: Pick<GoodsDetail, 'spec' | 'sku'>,
  choice: SpecChoice,
): SkuItem[] {
  return goods.sku.filter((sku) => {
    const values = sku.difference.split(',');
    return goods.spec.every(
      (spec, index) => choice[spec.name] === undefined || values[index] === choice[spec.name],
    );
  });
}

/** The first spec without a chosen value (to ask for it), if any. */
export function missingSpec(
  goods: Pick<GoodsDetail, 'spec'>,
  choice: SpecChoice,
): string | undefined {
  return goods.spec.find((spec) => choice[spec.name] === undefined)?.name;
}

/** A SKU's `difference` as the cart's list of values (`["Red", "XL"]`, none without specs). */
export function differenceValues(sku: Pick<SkuItem, 'difference'>): string[] {
  return sku.difference === '' ? [] : sku.difference.split(',');
}

/**
 * The values of `specName` that cannot be bought with the rest of the choice: every SKU with that
 * value (and the other chosen values) is out of stock, or there is none. Their chips are shown
 * greyed and cannot be chosen.
 */
export function soldOutValues(
  goods: Pick<GoodsDetail, 'spec' | 'sku'>,
  choice: SpecChoice,
  specName: string,
): string[] {
  const spec = goods.spec.find((item) => item.name === specName);
  if (!spec) return [];
  const others = Object.fromEntries(
    Object.entries(choice).filter(([name]) => name !== specName),
  ) as SpecChoice;
  return spec.items.filter((value) =>
    skusForChoice(goods, { ...others, [specName]: value }).every((sku) => sku.stock <= 0),
  );
}

/** {@link soldOutValues} of every specification, by name (what `SpecSheet` and the buy box grey). */
export function soldOutChoices(
  goods: Pick<GoodsDetail, 'spec' | 'sku'>,
  choice: SpecChoice,
): Record<string, string[]> {
  return Object.fromEntries(
    goods.spec.map((spec) => [spec.name, soldOutValues(goods, choice, spec.name)]),
  );
}
