import type {
  MerchantOrderInfo,
  MerchantOrderItem,
  OrderInfo,
  OrderListItem,
  PagedOf,
} from '@bazaar/api/contract';
import type { Static } from 'typebox';
import {
  DomainError,
  buyerOrderActions,
  deliveryCountdown,
  merchantOrderActions,
  orderEconomics,
  orderProgress,
  orderStateFromWire,
  orderStatusKey,
  shippingDeadline,
  toMoneyString,
  type EconomicsLine,
  type OrderEconomics,
  type VoucherBearer,
} from '@bazaar/domain';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { orderGoods, orders, refunds, shops, users } from '../../db/schema/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;

/** Refund states in which a refund is still open (API.md: 0, 1, 2, 3, 6). */
export const OPEN_REFUND_STATES = [0, 1, 2, 3, 6] as const;

type ListItem = Static<typeof OrderListItem>;

/** The lines, shops and refunds of some orders, loaded together. */
interface OrderParts {
  readonly lines: Map<number, (typeof orderGoods.$inferSelect)[]>;
  readonly shops: Map<number, { id: number; shopname: string; avatar: string }>;
  readonly refunds: Map<number, (typeof refunds.$inferSelect)[]>;
}

async function loadParts(db: Database, rows: readonly OrderRow[]): Promise<OrderParts> {
  const ids = rows.map((row) => row.id);
  const shopIds = [...new Set(rows.map((row) => row.shopId))];
  if (ids.length === 0) return { lines: new Map(), shops: new Map(), refunds: new Map() };
  const [lineRows, shopRows, refundRows] = await Promise.all([
    db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)).orderBy(orderGoods.id),
    db
      .select({ id: shops.id, shopname: shops.shopname, avatar: shops.avatar })
      .from(shops)
      .where(inArray(shops.id, shopIds)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(refunds.id),
  ]);
  const group = <T extends { orderId: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.orderId, [...(map.get(item.orderId) ?? []), item]);
    return map;
  };
  return {
    lines: group(lineRows),
    shops: new Map(shopRows.map((shop) => [shop.id, shop])),
    refunds: group(refundRows),
  };
}

function listItem(row: OrderRow, parts: OrderParts): ListItem {
  const lines = parts.lines.get(row.id) ?? [];
  const openRefund = (parts.refunds.get(row.id) ?? []).some((refund) =>
    (OPEN_REFUND_STATES as readonly number[]).includes(refund.state),
  );
  return {
    id: row.id,
    order_no: row.orderNo,
    state: row.state,
    status_key: orderStatusKey(orderStateFromWire(row.state)),
    shop: parts.shops.get(row.shopId) ?? { id: row.shopId, shopname: '', avatar: '' },
    goods: lines.map((line) => ({
      id: line.id,
      goods_id: line.goodsId,
      sku_id: line.skuId,
      title: line.title,
      image: line.image,
      difference: line.difference,
      price: toMoneyString(line.price),
      market_price: toMoneyString(line.marketPrice),
      number: line.number,
      freight: toMoneyString(line.freight),
      discount: toMoneyString(line.discount),
      refunded: toMoneyString(line.refunded),
      refund_status: line.refundStatus,
      refund_id: line.refundId ?? null,
      commented: line.commented,
    })),
    pay: {
      goods_total: toMoneyString(row.goodsTotal),
      freight: toMoneyString(row.freight),
      discount: toMoneyString(row.discount),
      total: toMoneyString(row.total),
      pay_amount: toMoneyString(row.payAmount),
      refund_total: toMoneyString(row.refundTotal),
      number: lines.reduce((sum, line) => sum + line.number, 0),
    },
    has_refund: openRefund,
    createtime: row.createtime,
    paymenttime: row.paymenttime ?? null,
  };
}

function detail(row: OrderRow, parts: OrderParts) {
  const state = orderStateFromWire(row.state);
  return {
    ...listItem(row, parts),
    address: {
      name: row.addressName,
      mobile: row.addressMobile,
      country: row.addressCountry,
      area_code: row.addressAreaCode,
      address: row.addressText,
    },
    remarks: row.remarks,
    progress: orderProgress(state, row).map((item) => ({
      step: item.step,
      label_key: item.labelKey,
      done: item.done,
      time: item.time,
    })),
    express_name: row.expressName,
    express_no: row.expressNo,
    updatetime: row.updatetime,
    delivertime: row.delivertime ?? null,
    taketime: row.taketime ?? null,
    dealtime: row.dealtime ?? null,
    canceltime: row.canceltime ?? null,
    refunds: (parts.refunds.get(row.id) ?? []).map((refund) => ({
      id: refund.id,
      order_goods_id: refund.orderGoodsId,
      goods_id: refund.goodsId,
      state: refund.state,
      type: refund.type,
      money: toMoneyString(refund.money),
      createtime: refund.createtime,
    })),
  };
}

/** When a shipped order's receipt is confirmed automatically: shipping time + `AUTO_CONFIRM_DAYS`. */
export function autoConfirmDue(delivertime: number, config: Config): number {
  return delivertime + config.autoConfirmDays * 86_400;
}

/** When an unpaid order is cancelled automatically: placed + `UNPAID_CANCEL_MINUTES`. */
export function autoCancelDue(createtime: number, config: Config): number {
  return createtime + config.unpaidCancelMinutes * 60;
}

/** The automatic confirmation time of an order, null unless it is shipped (state 3). */
function autoConfirmTime(row: OrderRow, config: Config): number | null {
  return row.state === 3 && row.delivertime ? autoConfirmDue(row.delivertime, config) : null;
}

/** Which orders a list shows: `state` 0 all, 1-7; 5 also every order with an open refund. */
function stateFilter(state: number | undefined): SQL | undefined {
  if (!state) return undefined;
  if (state !== 5) return eq(orders.state, state);
  return or(
    eq(orders.state, 5),
    sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id}
          and ${refunds.state} in (${sql.join(
            OPEN_REFUND_STATES.map((value) => sql`${value}`),
            sql`, `,
          )}))`,
  );
}

async function pageOfOrders(
  db: Database,
  owner: SQL,
  query: { readonly state?: number; readonly page?: number; readonly limit?: number },
): Promise<{ window: ReturnType<typeof pageWindow>; total: number; rows: OrderRow[] }> {
  const window = pageWindow(query);
  const where = and(owner, stateFilter(query.state));
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  return { window, total: Number(counted?.total ?? 0), rows };
}

/** `order/getOrderList`: the buyer's orders of a tab, newest first. */
export async function listBuyerOrders(
  db: Database,
  userId: number,
  query: { readonly state?: number; readonly page?: number; readonly limit?: number },
) {
  const { window, total, rows } = await pageOfOrders(db, eq(orders.userId, userId), query);
  const parts = await loadParts(db, rows);
  return pagedAnswer(
    window,
    total,
    rows.map((row) => listItem(row, parts)),
  );
}

/** `order/getOrderInfo`: one of the buyer's orders; another's is `not_found`. */
export async function buyerOrderInfo(
  db: Database,
  config: Config,
  userId: number,
  id: number,
): Promise<Static<typeof OrderInfo>> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw new DomainError('not_found');
  const parts = await loadParts(db, [row]);
  return {
    ...detail(row, parts),
    actions: [...buyerOrderActions(orderStateFromWire(row.state))],
    autoconfirm_time: autoConfirmTime(row, config),
    autocancel_time: row.state === 1 ? autoCancelDue(row.createtime, config) : null,
  };
}

/** The shipping deadline of a paid, unshipped order and whether it has passed (domain rules). */
function shipping(row: OrderRow, config: Config, now: number) {
  if (row.state !== 2 || !row.paymenttime) return { ship_deadline: null, overdue: false };
  const deadlineMs = shippingDeadline(row.paymenttime * 1000, config.shippingDeadlineHours);
  return {
    ship_deadline: Math.floor(deadlineMs / 1000),
    overdue: deliveryCountdown(deadlineMs, now * 1000).overdue,
  };
}

async function buyersOf(db: Database, rows: readonly OrderRow[]) {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0)
    return new Map<number, { id: number; username: string; nickname: string }>();
  const found = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((buyer) => [buyer.id, buyer]));
}

/** `merchant/orders`: the shop's orders of a tab, newest first, with buyers and shipping deadlines. */
export async function listShopOrders(
  db: Database,
  config: Config,
  shopId: number,
  query: { readonly state?: number; readonly page?: number; readonly limit?: number },
  now: number,
): Promise<PagedOf<Static<typeof MerchantOrderItem>>> {
  const { window, total, rows } = await pageOfOrders(db, eq(orders.shopId, shopId), query);
  const [parts, buyers] = await Promise.all([loadParts(db, rows), buyersOf(db, rows)]);
  return pagedAnswer(
    window,
    total,
    rows.map((row) => ({
      ...listItem(row, parts),
      buyer: buyers.get(row.userId) ?? { id: row.userId, username: '', nickname: '' },
      ...shipping(row, config, now),
    })),
  );
}

/** The voucher bearer of an order row (domain `VoucherBearer`). */
export function voucherBearer(row: Pick<OrderRow, 'voucherBy'>): VoucherBearer {
  return row.voucherBy === 'shop' || row.voucherBy === 'platform' ? row.voucherBy : null;
}

/** An order line as the domain's `orderEconomics` reads it. */
export function economicsLine(line: typeof orderGoods.$inferSelect): EconomicsLine {
  return {
    price: line.price,
    number: line.number,
    freight: line.freight,
    discount: line.discount,
    wholesale: line.wholesalePrice,
    refunded: line.refunded,
    returned: line.returned,
  };
}

/**
 * The merchant's figures of an order (the domain's `orderEconomics` over its lines): wholesale
 * cost, income at receipt, profit, and the goods, freight, vouchers and refunds behind them.
 */
export function merchantFigures(
  row: OrderRow,
  lines: readonly (typeof orderGoods.$inferSelect)[],
): OrderEconomics {
  return orderEconomics(lines.map(economicsLine), voucherBearer(row));
}

/** The economics as the wire names them. */
export function economicsOnWire(figures: OrderEconomics) {
  const { platformVoucher, ...rest } = figures;
  return { ...rest, platform_voucher: platformVoucher };
}

/** `merchant/orderInfo`: one of the shop's orders; another shop's is `not_found`. */
export async function shopOrderInfo(
  db: Database,
  config: Config,
  shopId: number,
  id: number,
  now: number,
): Promise<Static<typeof MerchantOrderInfo>> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.shopId, shopId)));
  if (!row) throw new DomainError('not_found');
  const [parts, buyers] = await Promise.all([loadParts(db, [row]), buyersOf(db, [row])]);
  const figures = merchantFigures(row, parts.lines.get(row.id) ?? []);
  return {
    ...detail(row, parts),
    actions: [...buyerOrderActions(orderStateFromWire(row.state))],
    autoconfirm_time: autoConfirmTime(row, config),
    autocancel_time: row.state === 1 ? autoCancelDue(row.createtime, config) : null,
    buyer: buyers.get(row.userId) ?? { id: row.userId, username: '', nickname: '' },
    ...shipping(row, config, now),
    wholesale: figures.wholesale,
    income: figures.income,
    profit: figures.profit,
    economics: economicsOnWire(figures),
    merchant_actions: [...merchantOrderActions(orderStateFromWire(row.state))],
  };
}
