import { DomainError } from '../errors/errors.js';
import {
  type MoneyValue,
  compare,
  isMoneyInput,
  isPositive,
  subtract,
  toMoneyString,
} from '../money/money.js';
import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/** A merchant's goods status (API contract): on sale, or in the warehouse. */
export const GOODS_STATUSES = ['normal', 'hidden'] as const;

/** A goods status. */
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** Reads a wire goods status; throws `bad_request` for anything else. */
export function goodsStatusFromWire(value: string): GoodsStatus {
  if ((GOODS_STATUSES as readonly string[]).includes(value)) return value as GoodsStatus;
  throw new DomainError('bad_request', { field: 'status' });
}

/** The i18n key of a goods status (`merchant:goods.status.normal`). */
export function goodsStatusKey(status: GoodsStatus): string {
  return `merchant:goods.status.${status}`;
}

/** The status the list/unlist button gives: on sale goods go to the warehouse and back. */
export function toggledGoodsStatus(status: GoodsStatus): GoodsStatus {
  return status === 'normal' ? 'hidden' : 'normal';
}

/** A goods list filter: a status, all goods, or `low` (a SKU at or below the low-stock threshold). */
export type GoodsTab = 'all' | GoodsStatus | 'low';

/** The goods management tabs (spec section 2): all goods, on sale, in warehouse, low stock. */
export const GOODS_TABS: readonly {
  readonly value: GoodsTab;
  readonly labelKey: string;
}[] = [
  { value: 'all', labelKey: 'merchant:goods.tabs.all' },
  { value: 'normal', labelKey: 'merchant:goods.tabs.on_sale' },
  { value: 'hidden', labelKey: 'merchant:goods.tabs.in_warehouse' },
  { value: 'low', labelKey: 'merchant:goods.tabs.low_stock' },
];

/** The merchant console's statistics periods (spec section 2, API `period=`). */
export const STATS_PERIODS = ['today', 'month', 'year'] as const;

/** A statistics period. */
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The i18n key of a statistics period (`merchant:stats.period.month`). */
export function statsPeriodKey(period: StatsPeriod): string {
  return `merchant:stats.period.${period}`;
}

/** New sku prices of `goodsPrice`: each a positive amount with at most two decimals. */
export function validateSkuPrices(
  skus: readonly { readonly id: number; readonly price: string }[],
): ValidationResult {
  if (skus.length === 0) return invalid('select_item_first');
  return firstInvalid(
    ...skus.map((sku) =>
      isMoneyInput(sku.price) && isPositive(sku.price)
        ? VALID
        : invalid('invalid_amount', 'price', { sku_id: sku.id }),
    ),
  );
}

/** A SKU's new price beside its wholesale cost (null for the shop's own goods). */
export type CostedPrice = {
  readonly id: number;
  readonly price: MoneyValue;
  readonly wholesale: MoneyValue | null;
};

/** A price under the wholesale cost, and what each unit sold at it loses. */
export type BelowCostPrice = {
  readonly id: number;
  /** The price, a wire amount. */
  readonly price: string;
  /** The wholesale cost per unit, a wire amount. */
  readonly wholesale: string;
  /** wholesale - price: what the shop loses on each unit sold (positive). */
  readonly loss: string;
};

/**
 * The prices of `skus` under their wholesale cost, with the loss per unit, in the list's order:
 * what a merchant must confirm before saving them (`price_below_cost` otherwise). A price equal to
 * the cost loses nothing and is not listed; own goods have no cost.
 */
export function belowCostPrices(skus: readonly CostedPrice[]): BelowCostPrice[] {
  return skus.flatMap((sku) =>
    sku.wholesale !== null && compare(sku.price, sku.wholesale) < 0
      ? [
          {
            id: sku.id,
            price: toMoneyString(sku.price),
            wholesale: toMoneyString(sku.wholesale),
            loss: toMoneyString(subtract(sku.wholesale, sku.price)),
          },
        ]
      : [],
  );
}
