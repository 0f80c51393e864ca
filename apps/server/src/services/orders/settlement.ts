import { randomInt } from 'node:crypto';
import type { BodyOf, ResponseOf, order as orderArea } from '@bazaar/api/contract';
import {
  DomainError,
  add,
  allocateDiscount,
  assertValid,
  combinedOrderTotals,
  multiply,
  shopOrderTotals,
  subtract,
  toMoneyString,
  validateOrderSubmission,
  type OrderTotals,
} from '@bazaar/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { addresses, orderGoods, orderSubmissionTokens, orders } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { removeOrderedLines } from '../cart/cart-service.js';
import { loadSkuFacts, requireOnSale, type SkuFacts } from '../cart/sku-facts.js';
import { tellLowStock, type StockChange } from '../merchant/stock-alert.js';
import { usableVouchersByShop, useVoucher } from '../vouchers/vouchers.js';

/** How long an order confirmation's submission token stays valid. */
export const SUBMISSION_TOKEN_TTL_SECONDS = 2 * 3600;

/** A line to settle: goods, sku and quantity. */
export interface SettlementLine {
  readonly goods_id: number;
  readonly sku_id: number;
  readonly number: number;
}

/** A line priced from the database. */
interface PricedLine {
  readonly fact: SkuFacts;
  readonly number: number;
}

/** One shop's part: its lines and totals. */
interface ShopPart {
  readonly shopId: number;
  readonly lines: readonly PricedLine[];
  readonly totals: OrderTotals;
}

/**
 * Prices settlement lines from the database: each goods must be on sale (`goods_unavailable`, or
 * `not_found` for a SKU that is not the goods'), the quantity within the stock (`out_of_stock` with
 * `{ stock }`); the same SKU twice is one line. Groups them per shop in first-seen order, with the
 * domain's totals: the shop's freight is the sum of its lines' express fees.
 */
async function priceLines(db: Database, lines: readonly SettlementLine[]): Promise<ShopPart[]> {
  const facts = await loadSkuFacts(
    db,
    lines.map((line) => line.sku_id),
  );
  const merged = new Map<number, PricedLine>();
  for (const line of lines) {
    const fact = requireOnSale(facts, line);
    const number = (merged.get(fact.skuId)?.number ?? 0) + line.number;
    merged.set(fact.skuId, { fact, number });
  }
  const shops = new Map<number, PricedLine[]>();
  for (const line of merged.values()) {
    if (line.number > line.fact.stock) {
      throw new DomainError('out_of_stock', {
        stock: line.fact.stock,
        goods_id: line.fact.goodsId,
      });
    }
    const list = shops.get(line.fact.shopId) ?? [];
    list.push(line);
    shops.set(line.fact.shopId, list);
  }
  return [...shops].map(([shopId, shopLines]) => ({
    shopId,
    lines: shopLines,
    totals: shopOrderTotals(
      shopLines.map((line) => ({ price: line.fact.price, number: line.number })),
      add(...shopLines.map((line) => line.fact.freight)),
    ),
  }));
}

/** The order confirmation's answer. */
export type OrderGoodsList = ResponseOf<typeof orderArea.getOrderGoodsList>;

/**
 * `order/getOrderGoodsList`: the confirmation of the lines to settle, at today's prices, with the
 * user's default address and a one-time submission token (only its SHA-256 is stored).
 */
export async function orderGoodsList(
  db: Database,
  userId: number,
  lines: readonly SettlementLine[],
  now: number,
): Promise<OrderGoodsList> {
  if (lines.length === 0) throw new DomainError('order_data_empty');
  const parts = await priceLines(db, lines);
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatetime))
    .limit(1);
  const token = randomToken();
  await db.insert(orderSubmissionTokens).values({
    tokenHash: sha256(token),
    userId,
    payload: lines,
    createtime: now,
    expiretime: now + SUBMISSION_TOKEN_TTL_SECONDS,
  });
  const totals = combinedOrderTotals(parts.map((part) => part.totals));
  const usable = await usableVouchersByShop(
    db,
    userId,
    parts.map((part) => ({ shopId: part.shopId, goodsTotal: part.totals.goodsTotal })),
    now,
  );
  return {
    addressData: address
      ? {
          id: address.id,
          name: address.name,
          mobile: address.mobile,
          country: address.country,
          area_code: address.areaCode,
          address: address.address,
          is_default: address.isDefault,
        }
      : null,
    orderData: {
      lists: parts.map((part) => {
        const first = part.lines[0]?.fact as SkuFacts;
        return {
          shop_id: part.shopId,
          shop: { id: part.shopId, shopname: first.shopname, avatar: first.shopAvatar },
          products: part.lines.map(({ fact, number }) => ({
            goods_id: fact.goodsId,
            sku_id: fact.skuId,
            title: fact.title,
            image: fact.image,
            difference: fact.difference,
            price: fact.price,
            market_price: fact.marketPrice,
            number,
            stock: fact.stock,
            freight: fact.freight,
            freight_id: 0,
            sum: toMoneyString(multiply(fact.price, number)),
          })),
          number: part.lines.reduce((count, line) => count + line.number, 0),
          goods_total: part.totals.goodsTotal,
          freight: part.totals.freight,
          subtotal: part.totals.total,
          coupons: usable.get(part.shopId) ?? [],
        };
      }),
      number: parts.reduce(
        (count, part) => count + part.lines.reduce((sum, line) => sum + line.number, 0),
        0,
      ),
      goods_total: totals.goodsTotal,
      freight: totals.freight,
      total: totals.total,
    },
    token,
    expires_in: SUBMISSION_TOKEN_TTL_SECONDS,
  };
}

/**
 * A new business number: `prefix`, the UTC time to the second and ten random digits
 * (`202501150900001234567890` for an order, `P...` for a payment). Ten digits keep two numbers of
 * the same second apart (order numbers are unique in the schema) even at thousands a second.
 */
export function newBusinessNo(now: number, prefix = ''): string {
  const time = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${time}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/**
 * Takes `number` units of each SKU off its stock, all or nothing: a guarded
 * `UPDATE ... SET stock = stock - n WHERE stock >= n` per SKU, in SKU order (so concurrent orders
 * lock rows in the same order and never deadlock). The last unit cannot be sold twice: the
 * second order finds `stock >= n` false and is refused with `out_of_stock` and the stock left.
 */
export async function reserveStock(
  tx: Database,
  lines: readonly { readonly skuId: number; readonly goodsId: number; readonly number: number }[],
  now: number,
): Promise<void> {
  const changes: StockChange[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const [reserved] = await queryRows<{ stock: number }>(
      tx,
      sql`update goods_skus set stock = stock - ${line.number}
          where id = ${line.skuId} and stock >= ${line.number} returning stock`,
    );
    if (reserved) {
      const after = Number(reserved.stock);
      changes.push({ skuId: line.skuId, before: after + line.number, after });
    }
    if (!reserved) {
      const [left] = await queryRows<{ stock: number }>(
        tx,
        sql`select stock from goods_skus where id = ${line.skuId}`,
      );
      throw new DomainError('out_of_stock', {
        stock: Number(left?.stock ?? 0),
        goods_id: line.goodsId,
      });
    }
  }
  await tellLowStock(tx, changes, now);
}

/**
 * Releases the stock `reserveStock` took (an order cancelled before payment). Sales figures need
 * no change: they are counted from paid orders (`../catalogue/sales.ts`).
 */
export async function releaseStock(
  tx: Database,
  lines: readonly { readonly skuId: number; readonly goodsId: number; readonly number: number }[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    await tx.execute(
      sql`update goods_skus set stock = stock + ${line.number} where id = ${line.skuId}`,
    );
  }
}

/** The body of `order/addOrder`. */
export type AddOrderRequest = BodyOf<typeof orderArea.addOrder>;

/** The answer of `order/addOrder`. */
export type AddOrderAnswer = ResponseOf<typeof orderArea.addOrder>;

async function answerFor(tx: Database, orderIds: readonly number[]): Promise<AddOrderAnswer> {
  const rows = await tx
    .select({ total: orders.total })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return {
    order_id: [...orderIds],
    total: toMoneyString(add(...rows.map((row) => row.total))),
  };
}

/**
 * `order/addOrder`: spends the submission token and creates one order per shop (state 1), in one
 * transaction. Prices, titles and freight are read from the database; the stock of every line is
 * reserved atomically; the ordered lines leave the cart. The token row is locked first, so a
 * repeated or concurrent submission with the same token waits and then answers the first orders.
 */
export async function addOrder(
  db: Database,
  userId: number,
  request: AddOrderRequest,
  now: number,
): Promise<AddOrderAnswer> {
  return withTransaction(db, async (tx) => {
    const [token] = await tx
      .select()
      .from(orderSubmissionTokens)
      .where(
        and(
          eq(orderSubmissionTokens.tokenHash, sha256(request.token)),
          eq(orderSubmissionTokens.userId, userId),
        ),
      )
      .for('update');
    if (!token) throw new DomainError('order_token_invalid');
    if (token.orderIds) return answerFor(tx, token.orderIds);
    if (token.expiretime < now) throw new DomainError('order_token_invalid');

    const lists = request.order.lists.filter((list) => list.products.length > 0);
    assertValid(
      validateOrderSubmission({
        addressId: request.order.address_id ?? null,
        orderData: { lists },
      }),
    );
    const [address] = await tx
      .select()
      .from(addresses)
      .where(
        and(eq(addresses.id, request.order.address_id as number), eq(addresses.userId, userId)),
      );
    if (!address) throw new DomainError('not_found', { field: 'address_id' });

    const parts = await priceLines(
      tx,
      lists.flatMap((list) => list.products),
    );
    const priced = parts.flatMap((part) => part.lines);
    await reserveStock(
      tx,
      priced.map(({ fact, number }) => ({ skuId: fact.skuId, goodsId: fact.goodsId, number })),
      now,
    );

    const orderIds: number[] = [];
    for (const part of parts) {
      const list = lists.find((entry) => entry.shop_id === part.shopId);
      const remarks = list?.remarks ?? '';
      const couponId = list?.coupon_id ?? 0;
      const orderNo = newBusinessNo(now);
      const [created] = await tx
        .insert(orders)
        .values({
          orderNo,
          userId,
          shopId: part.shopId,
          state: 1,
          addressId: address.id,
          addressName: address.name,
          addressMobile: address.mobile,
          addressCountry: address.country,
          addressAreaCode: address.areaCode,
          addressText: address.address,
          remarks: remarks.trim(),
          goodsTotal: part.totals.goodsTotal,
          freight: part.totals.freight,
          total: part.totals.total,
          createtime: now,
          updatetime: now,
        })
        .returning({ id: orders.id });
      const orderId = (created as { id: number }).id;
      orderIds.push(orderId);
      // A voucher: used once, its discount spread over the lines (the domain's allocateDiscount).
      const voucher =
        couponId > 0
          ? await useVoucher(tx, {
              userId,
              couponId,
              shopId: part.shopId,
              goodsTotal: part.totals.goodsTotal,
              orderId,
              orderNo,
              now,
            })
          : null;
      const shares = allocateDiscount(
        part.lines.map(({ fact, number }) => multiply(fact.price, number)),
        voucher?.discount ?? '0',
      );
      if (voucher) {
        await tx
          .update(orders)
          .set({
            couponId: voucher.couponId,
            voucherBy: voucher.voucherBy,
            discount: voucher.discount,
            total: toMoneyString(subtract(part.totals.total, voucher.discount)),
          })
          .where(eq(orders.id, orderId));
      }
      await tx.insert(orderGoods).values(
        part.lines.map(({ fact, number }, index) => ({
          orderId,
          goodsId: fact.goodsId,
          skuId: fact.skuId,
          title: fact.title,
          image: fact.image,
          difference: fact.difference,
          price: fact.price,
          marketPrice: fact.marketPrice,
          wholesalePrice: fact.wholesalePrice,
          retailPrice: fact.retailPrice,
          number,
          freight: fact.freight,
          discount: shares[index] ?? '0.00',
          createtime: now,
        })),
      );
    }
    await removeOrderedLines(
      tx,
      userId,
      priced.map(({ fact }) => ({ goods_id: fact.goodsId, sku_id: fact.skuId })),
      now,
    );
    await tx
      .update(orderSubmissionTokens)
      .set({ orderIds, usedtime: now })
      .where(eq(orderSubmissionTokens.tokenHash, token.tokenHash));
    return answerFor(tx, orderIds);
  });
}
