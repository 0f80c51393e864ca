import { merchantOrder, order, pay } from '@bazaar/api/contract';
import { toMoneyString } from '@bazaar/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { addresses, goods, goodsSkus, shops, users } from '../db/schema/index.js';
import { DEMO_PASSWORDS, type DemoUsername, type TestApp } from './harness.js';

/** A valid courier and tracking number, for tests that ship an order (`merchant/ship`). */
export const SHIPMENT = { express_name: 'SF Express', express_no: 'SF1002003004' } as const;

/** A SKU on sale, as tests pick them from the seed. */
export interface TestSku {
  readonly goods_id: number;
  readonly sku_id: number;
  readonly shopId: number;
  readonly price: string;
  readonly freight: string;
  readonly stock: number;
  /** Per unit, for goods listed from the wholesale market; null for the shop's own goods. */
  readonly wholesale: string | null;
}

/**
 * The `nth` SKU on sale of a demo merchant's shop: a goods listed from the wholesale market
 * (`market: true`) or one of the shop's own goods.
 */
export async function skuOf(
  t: TestApp,
  owner: DemoUsername,
  options: { readonly market?: boolean; readonly nth?: number } = {},
): Promise<TestSku> {
  const rows = await t.db
    .select({
      goods_id: goods.id,
      sku_id: goodsSkus.id,
      shopId: shops.id,
      price: goodsSkus.price,
      freight: goods.freight,
      stock: goodsSkus.stock,
      wholesale: goodsSkus.wholesalePrice,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .innerJoin(users, eq(users.id, shops.userId))
    .where(
      and(
        eq(users.username, owner),
        eq(goods.status, 'normal'),
        options.market ? isNotNull(goods.marketGoodsId) : isNull(goods.marketGoodsId),
      ),
    )
    .orderBy(asc(goodsSkus.id))
    .offset(options.nth ?? 0)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no ${options.market ? 'market' : 'own'} goods in ${owner}'s shop`);
  return {
    ...row,
    price: toMoneyString(row.price),
    freight: toMoneyString(row.freight),
    wholesale: row.wholesale === null ? null : toMoneyString(row.wholesale),
  };
}

/** Sets a SKU's stock (tests of the last unit). */
export async function setStock(t: TestApp, skuId: number, stock: number): Promise<void> {
  await t.db.update(goodsSkus).set({ stock }).where(eq(goodsSkus.id, skuId));
}

/** The default address of a demo buyer. */
export async function defaultAddressId(t: TestApp, username: DemoUsername): Promise<number> {
  const [row] = await t.db
    .select({ id: addresses.id })
    .from(addresses)
    .innerJoin(users, eq(users.id, addresses.userId))
    .where(and(eq(users.username, username), eq(addresses.isDefault, true)));
  return (row as { id: number }).id;
}

/** A line of an order: a SKU and how many. */
export type OrderLine = readonly [TestSku, number];

/**
 * Orders `lines` as the buyer through HTTP (confirmation, then submission to the default address)
 * and answers the new order ids, one per shop.
 */
export async function placeOrder(
  t: TestApp,
  token: string,
  buyer: DemoUsername,
  lines: readonly OrderLine[],
): Promise<number[]> {
  const confirmation = await t.call(order.getOrderGoodsList, {
    token,
    body: lines.map(([sku, number]) => ({ goods_id: sku.goods_id, sku_id: sku.sku_id, number })),
  });
  expect(confirmation.body.msg).toBe('');
  const submitted = await t.call(order.addOrder, {
    token,
    body: {
      order: {
        address_id: await defaultAddressId(t, buyer),
        lists: confirmation.data.orderData.lists.map((list) => ({
          shop_id: list.shop_id,
          products: list.products.map((p) => ({
            goods_id: p.goods_id,
            sku_id: p.sku_id,
            number: p.number,
          })),
        })),
      },
      token: confirmation.data.token,
    },
  });
  expect(submitted.body.msg).toBe('');
  return submitted.data.order_id;
}

/** Pays orders from the buyer's balance with the buyer's payment password; answers the call. */
export function payFor(t: TestApp, token: string, buyer: DemoUsername, ids: readonly number[]) {
  return t.call(pay.payment, {
    token,
    body: { order_id: [...ids], type: 'balance', captcha: DEMO_PASSWORDS[buyer] },
  });
}

/** Makes every SKU of a goods hidden from sale or on sale again. */
export async function setGoodsStatus(
  t: TestApp,
  goodsId: number,
  status: 'normal' | 'hidden',
): Promise<void> {
  await t.db.update(goods).set({ status }).where(eq(goods.id, goodsId));
}

/** Where an order should be when a test uses it. */
export type OrderStage = 'unpaid' | 'paid' | 'shipped' | 'received';

/**
 * Places an order of the `buyer` demo account from the `merchant` demo shop (a market goods)
 * and takes it to `stage` through HTTP; answers the order id. `token` gives a demo account's token
 * (the authorization matrix's context has one).
 */
export async function buyerOrder(
  ctx: { readonly t: TestApp; token(username: DemoUsername): Promise<string> },
  stage: OrderStage,
): Promise<number> {
  const buyer = await ctx.token('buyer');
  const sku = await skuOf(ctx.t, 'merchant', { market: true });
  const [id] = (await placeOrder(ctx.t, buyer, 'buyer', [[sku, 1]])) as [number];
  if (stage === 'unpaid') return id;
  expect((await payFor(ctx.t, buyer, 'buyer', [id])).body.code).toBe(1);
  if (stage === 'paid') return id;
  const merchant = await ctx.token('merchant');
  expect(
    (await ctx.t.call(merchantOrder.ship, { token: merchant, body: { id, ...SHIPMENT } })).body
      .code,
  ).toBe(1);
  if (stage === 'shipped') return id;
  expect((await ctx.t.call(order.confirmOrder, { token: buyer, body: { id } })).body.code).toBe(1);
  return id;
}
