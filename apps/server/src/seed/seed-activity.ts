import { add, multiply, REFUND_REASONS, toMoneyString, type RefundAction } from '@bazaar/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { addresses, goods, goodsSkus, orderGoods, orders } from '../db/schema/index.js';
import { initialsAvatar, type PlaceholderPalette } from '../images/placeholders.js';
import { submitApplication } from '../services/merchant/application.js';
import { commentOrder } from '../services/orders/order-actions.js';
import type { OrderRow } from '../services/orders/order-views.js';
import { payMerchant, shopOwner } from '../services/orders/receipt.js';
import { reserveStock } from '../services/orders/settlement.js';
import { applyRefund, moveRefund } from '../services/refund/refund-moves.js';
import { maxRefundFor, type OrderLineRow } from '../services/refund/refund-views.js';
import { storeUpload } from '../services/uploads/uploads.js';
import { addPayAccount } from '../services/wallet/pay-accounts.js';
import { fileRecharge, reviewRecharge } from '../services/wallet/recharges.js';
import { requestWithdraw, type WithdrawConfig } from '../services/wallet/withdraws.js';
import { payIntoEscrow, payWholesale } from './seed-orders.js';

const DAY = 86_400;
const HOUR = 3_600;

/** How far one seeded order went, as seconds before the seed ran (absent: not reached). */
interface OrderSteps {
  readonly placed: number;
  readonly paid?: number;
  readonly shipped?: number;
  readonly received?: number;
}

/** One order the demo's shoppers placed: a goods of a shop (by its place in the shop's list). */
interface DemoOrder {
  readonly buyer: string;
  readonly shop: string;
  /** The goods' place among the shop's own goods (by id), and which of its SKUs. */
  readonly goods: number;
  readonly sku: number;
  readonly number: number;
  readonly steps: OrderSteps;
}

/**
 * The demo shopper `buyer`'s orders, one in each state a shopper tracks, from two shops: to pay,
 * paid and awaiting shipment, shipped, received and awaiting a review, completed with a review, and
 * one whose refund waits for the merchant (paid, not shipped). Then `daniel_m`'s order whose refund
 * the shop rejected and he took to the platform (the operator's refund to arbitrate).
 */
const DEMO_ORDERS = {
  toPay: {
    buyer: 'buyer',
    shop: 'glowbeauty',
    goods: 3,
    sku: 0,
    number: 1,
    steps: { placed: 2 * 60 },
  },
  toShip: {
    buyer: 'buyer',
    shop: 'casaliving',
    goods: 2,
    sku: 1,
    number: 1,
    steps: { placed: 1 * DAY + 5 * HOUR, paid: 1 * DAY + 5 * HOUR - 180 },
  },
  shipped: {
    buyer: 'buyer',
    shop: 'glowbeauty',
    goods: 5,
    sku: 0,
    number: 2,
    steps: { placed: 3 * DAY + 2 * HOUR, paid: 3 * DAY + HOUR, shipped: 2 * DAY + 4 * HOUR },
  },
  toReview: {
    buyer: 'buyer',
    shop: 'casaliving',
    goods: 6,
    sku: 0,
    number: 1,
    steps: { placed: 9 * DAY, paid: 9 * DAY - 300, shipped: 8 * DAY, received: 4 * DAY },
  },
  reviewed: {
    buyer: 'buyer',
    shop: 'glowbeauty',
    goods: 8,
    sku: 1,
    number: 1,
    steps: { placed: 21 * DAY, paid: 21 * DAY - 240, shipped: 20 * DAY, received: 17 * DAY },
  },
  refunding: {
    buyer: 'buyer',
    shop: 'casaliving',
    goods: 9,
    sku: 0,
    number: 1,
    steps: { placed: 2 * DAY + 6 * HOUR, paid: 2 * DAY + 6 * HOUR - 120 },
  },
  arbitrated: {
    buyer: 'daniel_m',
    shop: 'urbanthreads',
    goods: 4,
    sku: 2,
    number: 1,
    steps: { placed: 10 * DAY, paid: 10 * DAY - 600, shipped: 9 * DAY },
  },
} as const satisfies Record<string, DemoOrder>;

/** The demo's shop applicant (README): a shopper whose application waits for the operator. */
export const SEED_APPLICANT = 'nora_t';

/** What {@link seedActivity} created, for logs and tests. */
export interface SeededActivity {
  /** The ids of `buyer`'s orders, by the state they show. */
  readonly buyerOrders: Readonly<Record<Exclude<keyof typeof DEMO_ORDERS, 'arbitrated'>, number>>;
  /** The order whose refund waits for the platform. */
  readonly arbitratedOrder: number;
  /** The top-up `buyer` made (credited) before ordering. */
  readonly buyerTopUp: string;
}

/** The number of a seeded order: the time it was placed and a fixed serial, like a real one. */
function orderNumber(placed: number, serial: number): string {
  const time = new Date(placed * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${time}${String(9_000_000_000 + serial).padStart(10, '0')}`;
}

/**
 * Places one order the way the product does, step by step at its times, with the money through
 * the ledger: the stock is reserved at placing; payment moves the total from the buyer into the
 * platform's escrow (`pay`) with its payment row; shipping (DHL, with a tracking number) charges
 * the shop the wholesale cost of market goods; receipt pays the merchant from the escrow with its
 * profit record (`payMerchant`, as a buyer's confirmation does).
 */
async function placeOrder(
  tx: Database,
  now: number,
  serial: number,
  order: DemoOrder,
  ids: { readonly buyer: number; readonly shop: number },
): Promise<OrderRow> {
  const { item, sku } = await plannedSku(tx, order, ids.shop);
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, ids.buyer), eq(addresses.isDefault, true)));
  const to = address ?? {
    id: null,
    name: '',
    mobile: '',
    country: '',
    areaCode: 0,
    address: '',
  };
  const steps = order.steps;
  const placed = now - steps.placed;
  const orderNo = orderNumber(placed, serial);
  const goodsTotal = toMoneyString(multiply(sku.price, order.number));
  const total = toMoneyString(add(goodsTotal, item.freight));
  await reserveStock(tx, [{ skuId: sku.id, goodsId: item.id, number: order.number }], placed);
  const [created] = await tx
    .insert(orders)
    .values({
      orderNo,
      userId: ids.buyer,
      shopId: ids.shop,
      state: 1,
      addressId: to.id,
      addressName: to.name,
      addressMobile: to.mobile,
      addressCountry: to.country,
      addressAreaCode: to.areaCode,
      addressText: to.address,
      goodsTotal,
      freight: item.freight,
      total,
      createtime: placed,
      updatetime: placed,
    })
    .returning();
  let row = created as OrderRow;
  const lines = await tx
    .insert(orderGoods)
    .values({
      orderId: row.id,
      goodsId: item.id,
      skuId: sku.id,
      title: item.title,
      image: sku.image || item.image,
      difference: sku.difference,
      price: sku.price,
      marketPrice: sku.marketPrice,
      wholesalePrice: sku.wholesalePrice,
      retailPrice: sku.retailPrice,
      number: order.number,
      freight: item.freight,
      createtime: placed,
    })
    .returning();
  const update = async (changes: Partial<typeof orders.$inferInsert>) => {
    [row] = (await tx.update(orders).set(changes).where(eq(orders.id, row.id)).returning()) as [
      OrderRow,
    ];
  };
  if (steps.paid === undefined) return row;
  const paidAt = now - steps.paid;
  await payIntoEscrow(tx, { orderId: row.id, orderNo, buyer: ids.buyer, total, at: paidAt });
  await update({ state: 2, payAmount: total, paymenttime: paidAt, updatetime: paidAt });
  if (steps.shipped === undefined) return row;
  const shippedAt = now - steps.shipped;
  const wholesale = await payWholesale(tx, row, lines, { shopId: ids.shop, at: shippedAt });
  await update({
    state: 3,
    wholesaleTotal: wholesale,
    expressName: 'DHL',
    expressNo: `DH${String(800_000_000 + serial * 7_919)}`,
    delivertime: shippedAt,
    updatetime: shippedAt,
  });
  if (steps.received === undefined) return row;
  const receivedAt = now - steps.received;
  await payMerchant(tx, row, receivedAt);
  await update({ state: 4, taketime: receivedAt, updatetime: receivedAt });
  return row;
}

/** The paid total of a planned order (goods x number + its goods' freight). */
async function plannedTotal(tx: Database, order: DemoOrder, shopId: number): Promise<string> {
  const { item, sku } = await plannedSku(tx, order, shopId);
  return toMoneyString(add(multiply(sku.price, order.number), item.freight));
}

/** The goods and SKU a planned order buys: its shop's own goods by index, the SKU by index. */
async function plannedSku(
  tx: Database,
  order: DemoOrder,
  shopId: number,
): Promise<{ item: typeof goods.$inferSelect; sku: typeof goodsSkus.$inferSelect }> {
  const shopGoods = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.shopId, shopId), isNull(goods.marketGoodsId)))
    .orderBy(asc(goods.id));
  const item = shopGoods[order.goods] as typeof goods.$inferSelect;
  const skus = await tx
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, item.id))
    .orderBy(asc(goodsSkus.id));
  return { item, sku: skus[order.sku % skus.length] as typeof goodsSkus.$inferSelect };
}

/** Ids the activity needs from the rest of the seed. */
export interface ActivityIds {
  readonly user: (username: string) => number;
  readonly shop: (owner: string) => number;
}

/**
 * Seeds what the demo's people are in the middle of, each step through the service the product
 * runs for it, so that a fresh start shows every screen with something on it:
 * - `buyer` tops up (a transfer the operator credited, through `reviewRecharge`) exactly what
 *   the orders below cost, so the README's balance stays true, and has orders in each state a
 *   shopper tracks ({@link DEMO_ORDERS}): the review through `commentOrder`, the refund through
 *   `applyRefund`;
 * - the operator's queues: a shop application to review (`submitApplication` by
 *   {@link SEED_APPLICANT}), a top-up to credit (`fileRecharge` by `buyer2`), a withdrawal to pay
 *   (`requestWithdraw` by Urban Threads: the amount and fee leave its balance at once), and a refund
 *   to arbitrate (`daniel_m`'s, rejected by Urban Threads through `moveRefund` and taken to the
 *   platform).
 * Deterministic: every time is a fixed distance before `now`, every number fixed.
 */
export async function seedActivity(
  tx: Database,
  now: number,
  ids: ActivityIds,
  withdrawTerms: WithdrawConfig,
  palette: PlaceholderPalette,
): Promise<SeededActivity> {
  const admin = ids.user('admin');
  const buyer = ids.user('buyer');
  const daniel = ids.user('daniel_m');

  // The top-ups: a bank transfer each, credited by the operator before the orders.
  const paidOrders = Object.values(DEMO_ORDERS).filter((order) => 'paid' in order.steps);
  const topUp = async (username: string, orders: readonly DemoOrder[], reference: string) => {
    const totals = await Promise.all(
      orders
        .filter((order) => order.buyer === username)
        .map((order) => plannedTotal(tx, order, ids.shop(order.shop))),
    );
    const amount = toMoneyString(add(...totals));
    const filed = await fileRecharge(
      tx,
      ids.user(username),
      { money: amount, method: 'bank', order_no: reference },
      now - 22 * DAY,
    );
    await reviewRecharge(tx, admin, { id: filed.id, approve: true }, now - 22 * DAY + 2 * HOUR);
    return amount;
  };
  const buyerTopUp = await topUp('buyer', paidOrders, 'HCB-TT-240115-0042');
  await topUp('daniel_m', paidOrders, 'HCB-TT-240116-0107');

  // The orders, oldest first so each money log reads in time order.
  const entries = Object.entries(DEMO_ORDERS).sort(
    ([, a], [, b]) => b.steps.placed - a.steps.placed,
  );
  const placed = new Map<string, OrderRow>();
  for (const [serial, [name, order]] of entries.entries()) {
    placed.set(
      name,
      await placeOrder(tx, now, serial, order, {
        buyer: ids.user(order.buyer),
        shop: ids.shop(order.shop),
      }),
    );
  }
  const orderOf = (name: keyof typeof DEMO_ORDERS) => placed.get(name) as OrderRow;
  const firstLine = async (row: OrderRow) =>
    (
      await tx
        .select()
        .from(orderGoods)
        .where(eq(orderGoods.orderId, row.id))
        .orderBy(orderGoods.id)
    )[0] as OrderLineRow;

  // The completed order: reviewed three days after it arrived.
  const reviewed = orderOf('reviewed');
  await commentOrder(
    tx,
    buyer,
    {
      id: reviewed.id,
      comments: [
        {
          goods_id: (await firstLine(reviewed)).goodsId,
          score: 5,
          content:
            'Gentle on my skin and takes make-up off in one go. Arrived well packed; I will buy it again.',
        },
      ],
    },
    now - 14 * DAY,
  );

  // The refund waiting for the merchant: the whole line of an order not yet shipped.
  const refunding = orderOf('refunding');
  const refundLine = await firstLine(refunding);
  await applyRefund(
    tx,
    buyer,
    {
      order_id: refunding.id,
      goods_id: refundLine.goodsId,
      type: 0,
      reason: REFUND_REASONS.indexOf('dislike'),
      expressType: 0,
      money: await maxRefundFor(tx, refundLine, refunding),
      refund_content: 'Ordered the wrong colour by mistake; please cancel it before it ships.',
    },
    now - 20 * HOUR,
  );

  // The refund to arbitrate: asked after delivery, rejected by the shop, taken to the platform.
  const arbitrated = orderOf('arbitrated');
  const arbitratedLine = await firstLine(arbitrated);
  const asked = await applyRefund(
    tx,
    daniel,
    {
      order_id: arbitrated.id,
      goods_id: arbitratedLine.goodsId,
      type: 0,
      reason: REFUND_REASONS.indexOf('quality_problem'),
      expressType: 1,
      money: await maxRefundFor(tx, arbitratedLine, arbitrated),
      refund_content: 'A seam came apart after the first wash.',
    },
    now - 6 * DAY,
  );
  const step =
    (scope: Parameters<typeof moveRefund>[1], actor: number, action: RefundAction) =>
    (at: number) =>
      moveRefund(tx, scope, actor, asked.id, action, now - at);
  await step({ shopId: arbitrated.shopId }, await shopOwner(tx, arbitrated.shopId), {
    actor: 'seller',
    type: 'reject',
    reason: 'The seam held in our checks; washing at 60 °C is against the care label.',
  })(5 * DAY);
  await step({ userId: daniel }, daniel, { actor: 'buyer', type: 'ask_platform' })(4 * DAY);

  // A top-up waiting to be credited: buyer2's USDT transfer.
  await fileRecharge(
    tx,
    ids.user('buyer2'),
    {
      money: '300.00',
      method: 'trc20',
      order_no: '9f3c2a7be41d08c5e6a17f2b3d94c0e8a5b61f7d2c3e4a9b8f0d1c2e3a4b5c6d',
    },
    now - 3 * HOUR,
  );

  // A withdrawal waiting to be paid out: Urban Threads to its bank account.
  const threads = ids.user('urbanthreads');
  const account = await addPayAccount(
    tx,
    threads,
    {
      type: 'bank',
      account: '6217 0033 8890 4412',
      name: 'Uma Threads',
      bank_name: 'Harbour Commercial Bank',
    },
    now - 30 * DAY,
  );
  await requestWithdraw(
    tx,
    withdrawTerms,
    threads,
    { money: '400.00', account_id: account.id, captcha: '' },
    now - 5 * HOUR,
  );

  // A shop application waiting for review, with the applicant's own uploads.
  const applicant = ids.user(SEED_APPLICANT);
  const upload = async (name: string, picture: Promise<Buffer>) =>
    (
      await storeUpload(tx, {
        data: await picture,
        userId: applicant,
        now: now - 2 * DAY,
        baseName: `seed-${name}`,
      })
    ).url;
  await submitApplication(
    tx,
    applicant,
    {
      name: 'Nora Tanaka',
      id_type: 'passport',
      number: 'TZ4417092',
      mobile: '6581234567',
      email: 'nora@leafandkettle.example.com',
      // A square picture: the operator's list shows it as a square thumbnail.
      image: await upload('application-nora-id', initialsAvatar('Nora Tanaka', palette)),
      shopname: 'Leaf & Kettle',
      bio: 'Loose-leaf teas from small estates, and the pots and cups to brew them.',
      avatar: await upload('application-nora-logo', initialsAvatar('Leaf & Kettle', palette)),
    },
    now - 2 * DAY,
  );

  return {
    buyerOrders: {
      toPay: orderOf('toPay').id,
      toShip: orderOf('toShip').id,
      shipped: orderOf('shipped').id,
      toReview: orderOf('toReview').id,
      reviewed: reviewed.id,
      refunding: refunding.id,
    },
    arbitratedOrder: arbitrated.id,
    buyerTopUp,
  };
}
