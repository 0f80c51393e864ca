import { crossesStockAlert, isLowStock } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { sendNotice } from '../notices/notify.js';

/** A SKU's stock before and after an order or an edit. */
export interface StockChange {
  readonly skuId: number;
  readonly before: number;
  readonly after: number;
  /**
   * The goods' threshold before the change, when an edit changed it (the order's is the goods'
   * current one): a SKU that was low under it is not told again.
   */
  readonly thresholdBefore?: number | null;
}

/**
 * Tells each shop owner, in the caller's transaction, about every SKU of its own goods that the
 * changes took to or below the goods' low-stock threshold from above it (the domain's
 * `crossesStockAlert`): once per crossing, not per order, since a SKU already low is not told
 * again until restocked. A notice (`merchant:notice.low_stock`, about the goods) with the goods'
 * title and combination and the stock left. Goods without a threshold (market goods) say nothing.
 */
export async function tellLowStock(
  tx: Database,
  changes: readonly StockChange[],
  now: number,
): Promise<void> {
  if (changes.length === 0) return;
  const ids = sql.join(
    changes.map((change) => sql`${change.skuId}`),
    sql`, `,
  );
  const rows = await queryRows<{
    sku_id: number;
    goods_id: number;
    title: string;
    difference: string;
    stock_alert: number | null;
    owner: number;
  }>(
    tx,
    sql`select k.id as sku_id, g.id as goods_id, g.title, k.difference, g.stock_alert,
        s.user_id as owner
      from goods_skus k join goods g on g.id = k.goods_id join shops s on s.id = g.shop_id
      where k.id in (${ids}) and g.stock_alert is not null`,
  );
  const facts = new Map(rows.map((row) => [Number(row.sku_id), row]));
  for (const change of changes) {
    const fact = facts.get(change.skuId);
    if (!fact || fact.stock_alert === null) continue;
    const threshold = Number(fact.stock_alert);
    const crossed =
      change.thresholdBefore === undefined
        ? crossesStockAlert(change.before, change.after, threshold)
        : !isLowStock(change.before, change.thresholdBefore ?? -1) &&
          isLowStock(change.after, threshold);
    if (!crossed) continue;
    await sendNotice(tx, Number(fact.owner), {
      type: 'notice',
      title: 'merchant:notice.low_stock',
      values: {
        name: fact.difference === '' ? fact.title : `${fact.title} (${fact.difference})`,
        stock: change.after,
        threshold,
      },
      relatedId: Number(fact.goods_id),
      now,
    });
  }
}
