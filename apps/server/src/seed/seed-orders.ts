import { add, isPositive, multiply, toMoneyString } from '@bazaar/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { goods, goodsSkus, orderGoods, orders, payments } from '../db/schema/index.js';
import { changeBalance, transfer } from '../services/ledger/ledger.js';
import { merchantFigures, type OrderRow } from '../services/orders/order-views.js';
import { payMerchant, shopOwner } from '../services/orders/receipt.js';

/**
 * The demo buyers behind the seeded sales (the reviewers; `buyer` and `buyer2` keep empty order
 * lists for the visitor to fill), with the address their orders were sent to.
 */
export const SEED_BUYERS = [
  ['amy_w', 'Amy Wong', '91112222', 'sg', 65, '12 Orchard Road, #08-01, Singapore 238826'],
  ['ben_k', 'Ben Kim', '1022223333', 'kr', 82, '45 Teheran-ro, Gangnam-gu, Seoul 06236'],
  ['chloe_l', 'Chloe Lam', '93334444', 'hk', 852, '18 Nathan Road, Tsim Sha Tsui, Hong Kong'],
  ['daniel_m', 'Daniel Miller', '2125550199', 'us', 1, '350 Fifth Avenue, New York, NY 10118'],
] as const;

/** The days back the seeded orders reach (some inside the last 30 days, most before). */
export const SEED_ORDER_DAYS = 120;

/** What {@link seedOrders} created. */
export interface SeededOrders {
  /** Orders paid and received (state 4 or 6). */
  readonly paid: number;
  /** Orders cancelled before payment (state 7): they sell nothing. */
  readonly cancelled: number;
  /** Units of the paid orders. */
  readonly units: number;
}

/** One planned sale: a line of one goods' SKU bought on a day by a seed buyer. */
interface PlannedLine {
  readonly goodsId: number;
  readonly shopId: number;
  readonly title: string;
  readonly image: string;
  readonly freight: string;
  readonly sku: typeof goodsSkus.$inferSelect;
  readonly number: number;
  readonly buyer: number;
  readonly daysAgo: number;
  readonly cancelled: boolean;
}

const DAY = 86_400;

/**
 * Seeds the orders behind every sales figure the demo shows, through the money's own path: each
 * seed buyer tops up once (a `sys_recharge` row), pays each order into the platform's escrow
 * (`pay`), the shop pays the wholesale cost of market goods at shipping (`wholesale`), and the
 * receipt pays the merchant from the escrow with its profit record (`payMerchant`, the same
 * function a buyer's confirmation runs). So the books reconcile and every figure is counted from
 * these orders. Deterministic: goods `g` gets `g mod 4` sales (0 to 3) of 1 to 3 units on days
 * spread over the last {@link SEED_ORDER_DAYS} days (2 to 120 days back); every eleventh is an order cancelled before
 * payment, which sells nothing.
 */
export async function seedOrders(
  tx: Database,
  now: number,
  buyerIds: readonly number[],
): Promise<SeededOrders> {
  const goodsRows = await tx
    .select({
      id: goods.id,
      shopId: goods.shopId,
      title: goods.title,
      image: goods.image,
      freight: goods.freight,
    })
    .from(goods)
    .orderBy(asc(goods.id));
  const skuRows = await tx.select().from(goodsSkus).orderBy(asc(goodsSkus.id));
  const skusOf = new Map<number, (typeof goodsSkus.$inferSelect)[]>();
  for (const sku of skuRows) skusOf.set(sku.goodsId, [...(skusOf.get(sku.goodsId) ?? []), sku]);

  const plan: PlannedLine[] = [];
  let turn = 0;
  for (const [g, row] of goodsRows.entries()) {
    const skus = skusOf.get(row.id) ?? [];
    for (let j = 0; j < g % 4 && skus.length > 0; j += 1) {
      turn += 1;
      plan.push({
        goodsId: row.id,
        shopId: row.shopId,
        title: row.title,
        image: row.image,
        freight: row.freight,
        sku: skus[(g * 7 + j) % skus.length] as typeof goodsSkus.$inferSelect,
        number: 1 + ((g + j) % 3),
        buyer: buyerIds[(g + j) % buyerIds.length] as number,
        // At least two days back: shipped and received before now.
        daysAgo: 2 + ((g * 13 + j * 29) % (SEED_ORDER_DAYS - 1)),
        cancelled: turn % 11 === 0,
      });
    }
  }
  // Oldest first, so each account's money log reads in time order.
  plan.sort((a, b) => b.daysAgo - a.daysAgo || a.goodsId - b.goodsId);

  const paidLines = plan.filter((line) => !line.cancelled);
  const spend = new Map<number, string>();
  for (const line of paidLines) {
    const paid = add(multiply(line.sku.price, line.number), line.freight);
    spend.set(line.buyer, toMoneyString(add(spend.get(line.buyer) ?? '0', paid)));
  }
  for (const [buyer, amount] of spend) {
    await changeBalance(tx, {
      account: { userId: buyer },
      amount,
      type: 'sys_recharge',
      memo: 'Demo top-up',
      now: now - (SEED_ORDER_DAYS + 1) * DAY,
    });
  }

  let units = 0;
  for (const [index, line] of plan.entries()) {
    const created = now - line.daysAgo * DAY + (index % 600) * 60;
    const goodsTotal = toMoneyString(multiply(line.sku.price, line.number));
    const total = toMoneyString(add(goodsTotal, line.freight));
    const address = SEED_BUYERS[buyerIds.indexOf(line.buyer)] ?? SEED_BUYERS[0];
    const orderNo = `${new Date(created * 1000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(index).padStart(10, '0')}`;
    const paidAt = created + 120;
    const shippedAt = created + 20 * 3_600;
    const receivedAt = Math.min(created + 4 * DAY, now - 3_600);
    const state = line.cancelled ? 7 : now - receivedAt > 15 * DAY ? 6 : 4;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        userId: line.buyer,
        shopId: line.shopId,
        state,
        addressName: address[1],
        addressMobile: address[2],
        addressCountry: address[3],
        addressAreaCode: address[4],
        addressText: address[5],
        goodsTotal,
        freight: line.freight,
        total,
        createtime: created,
        updatetime: line.cancelled ? created + 1_800 : receivedAt,
        ...(line.cancelled
          ? { canceltime: created + 1_800 }
          : {
              payAmount: total,
              paymenttime: paidAt,
              delivertime: shippedAt,
              expressName: 'DHL',
              expressNo: `DH${String(100_000_000 + index * 7_919)}`,
              taketime: receivedAt,
              ...(state === 6 ? { dealtime: receivedAt + 7 * DAY } : {}),
            }),
      })
      .returning();
    const row = order as typeof orders.$inferSelect;
    const lines = await tx
      .insert(orderGoods)
      .values({
        orderId: row.id,
        goodsId: line.goodsId,
        skuId: line.sku.id,
        title: line.title,
        image: line.sku.image || line.image,
        difference: line.sku.difference,
        price: line.sku.price,
        marketPrice: line.sku.marketPrice,
        wholesalePrice: line.sku.wholesalePrice,
        retailPrice: line.sku.retailPrice,
        number: line.number,
        freight: line.freight,
        createtime: created,
      })
      .returning();
    if (line.cancelled) continue;
    units += line.number;
    await payIntoEscrow(tx, { orderId: row.id, orderNo, buyer: line.buyer, total, at: paidAt });
    const wholesale = await payWholesale(tx, row, lines, { shopId: line.shopId, at: shippedAt });
    if (isPositive(wholesale)) {
      await tx.update(orders).set({ wholesaleTotal: wholesale }).where(eq(orders.id, row.id));
    }
    await payMerchant(tx, row, receivedAt);
  }
  return { paid: paidLines.length, cancelled: plan.length - paidLines.length, units };
}

/**
 * A seeded order's payment, as the product's payment makes it: the buyer's money into the escrow
 * (a ledger transfer) and the payment's record.
 */
export async function payIntoEscrow(
  tx: Database,
  payment: { orderId: number; orderNo: string; buyer: number; total: string; at: number },
): Promise<void> {
  await transfer(tx, {
    from: { userId: payment.buyer },
    to: { platform: 'escrow' },
    amount: payment.total,
    type: 'pay',
    serviceIds: [payment.orderId],
    memo: payment.orderNo,
    now: payment.at,
  });
  await tx.insert(payments).values({
    payNo: `P${payment.orderNo}`,
    orderId: payment.orderId,
    userId: payment.buyer,
    amount: payment.total,
    createtime: payment.at,
  });
}

/**
 * What shipping a seeded order costs its shop, as shipping does: the wholesale cost of its market
 * goods from the shop owner to the platform's revenue (nothing for the shop's own goods).
 * Returns the wholesale cost.
 */
export async function payWholesale(
  tx: Database,
  row: OrderRow,
  lines: Parameters<typeof merchantFigures>[1],
  shipping: { shopId: number; at: number },
): Promise<string> {
  const { wholesale } = merchantFigures(row, lines);
  if (isPositive(wholesale)) {
    await transfer(tx, {
      from: { userId: await shopOwner(tx, shipping.shopId) },
      to: { platform: 'revenue' },
      amount: wholesale,
      type: 'wholesale',
      serviceIds: [row.id],
      memo: row.orderNo,
      now: shipping.at,
    });
  }
  return wholesale;
}
