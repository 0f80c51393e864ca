import type { PagedOf, Refund, RefundInfo, ShopRefund, ShopRefundInfo } from '@bazaar/api/contract';
import {
  DomainError,
  REFUND_STATES,
  add,
  refundActions,
  refundCountsAgainstPaid,
  refundStateFromWire,
  refundStateToWire,
  refundTypeFromWire,
  refundAmountRule,
  toMoneyString,
  type RefundActor,
  type RefundAmountRule,
} from '@bazaar/domain';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderGoods, orders, refundLogs, refunds, shops, users } from '../../db/schema/index.js';
import { pageWindow, pagedAnswer } from '../../lib/paging.js';

/** A refund row. */
export type RefundRow = typeof refunds.$inferSelect;
/** An order goods line row. */
export type OrderLineRow = typeof orderGoods.$inferSelect;

/** The wire states whose money counts against what an order line can still refund: open or succeeded. */
const COUNTED_WIRE_STATES: readonly number[] =
  REFUND_STATES.filter(refundCountsAgainstPaid).map(refundStateToWire);

/** Whose refunds a caller sees: a buyer's, a shop's, or (the operator) every one. */
export type RefundScope =
  { readonly userId: number } | { readonly shopId: number } | { readonly platform: true };

/** The refunds a scope may see, as a condition. */
export function scopeCondition(scope: RefundScope): SQL | undefined {
  if ('userId' in scope) return eq(refunds.userId, scope.userId);
  if ('shopId' in scope) return eq(refunds.shopId, scope.shopId);
  return undefined;
}

/** The actor of a scope in the domain's refund rules. */
export function actorOf(scope: RefundScope): RefundActor {
  if ('userId' in scope) return 'buyer';
  return 'shopId' in scope ? 'seller' : 'platform';
}

const joinedColumns = {
  refund: refunds,
  line: orderGoods,
  orderNo: orders.orderNo,
  orderState: orders.state,
  payAmount: orders.payAmount,
  delivertime: orders.delivertime,
  shopname: shops.shopname,
  buyer: { id: users.id, username: users.username, nickname: users.nickname },
};

function joinedRefunds(db: Database) {
  return db
    .select(joinedColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(orderGoods, eq(orderGoods.id, refunds.orderGoodsId))
    .innerJoin(shops, eq(shops.id, refunds.shopId))
    .innerJoin(users, eq(users.id, refunds.userId));
}

type JoinedRefund = Awaited<ReturnType<ReturnType<typeof joinedRefunds>['execute']>>[number];

function toRefund(row: JoinedRefund): Refund {
  const { refund, line } = row;
  return {
    id: refund.id,
    order_id: refund.orderId,
    order_no: row.orderNo,
    goods_id: refund.goodsId,
    shop_id: refund.shopId,
    shopname: row.shopname,
    money: toMoneyString(refund.money),
    type: refund.type,
    reason: refund.reason,
    expressType: refund.expressType,
    images: refund.images,
    refund_content: refund.refundContent,
    refuse_reason: refund.refuseReason,
    state: refund.state,
    express_name: refund.expressName,
    express_no: refund.expressNo,
    goods: {
      id: line.id,
      goods_id: line.goodsId,
      sku_id: line.skuId,
      title: line.title,
      image: line.image,
      difference: line.difference,
      price: toMoneyString(line.price),
      number: line.number,
      refund_status: line.refundStatus,
    },
    createtime: refund.createtime,
    updatetime: refund.updatetime,
    completetime: refund.completetime ?? null,
  };
}

/**
 * The sum of the order's refunds that still count against what it paid (open or succeeded),
 * leaving out `exceptId` (the refund being edited).
 */
async function otherRefundsTotal(
  db: Database,
  orderId: number,
  exceptId?: number,
): Promise<string> {
  const rows = await db
    .select({ money: refunds.money })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        inArray(refunds.state, [...COUNTED_WIRE_STATES]),
        exceptId === undefined ? undefined : ne(refunds.id, exceptId),
      ),
    );
  return toMoneyString(add('0', ...rows.map((row) => row.money)));
}

/**
 * The refund rule of `line` (domain `refundAmountRule`): before the order ships the whole line,
 * after it up to what the buyer paid for the line (its voucher share left out).
 */
export async function refundRuleFor(
  db: Database,
  line: OrderLineRow,
  order: {
    readonly id: number;
    readonly payAmount: string;
    readonly delivertime: number | null;
  },
  exceptRefundId?: number,
): Promise<RefundAmountRule> {
  return refundAmountRule(line, {
    paid: order.payAmount,
    otherRefunds: await otherRefundsTotal(db, order.id, exceptRefundId),
    shipped: order.delivertime !== null,
  });
}

/** The most a refund of `line` may ask for (the amount of its {@link refundRuleFor}). */
export async function maxRefundFor(
  db: Database,
  line: OrderLineRow,
  order: {
    readonly id: number;
    readonly payAmount: string;
    readonly delivertime: number | null;
  },
  exceptRefundId?: number,
): Promise<string> {
  const rule = await refundRuleFor(db, line, order, exceptRefundId);
  return rule.kind === 'whole_line' ? rule.amount : rule.max;
}

/** The refund list's `state=` as a condition: -1 (or none) all, else that state. */
function stateCondition(state: number | undefined): SQL | undefined {
  return state === undefined || state === -1 ? undefined : eq(refunds.state, state);
}

/**
 * A page of refunds of `scope` in one tab, with the buyer. Newest first; the operator's queue of
 * refunds awaiting the platform (3) oldest first, so none waits behind newer ones.
 */
export async function listRefunds(
  db: Database,
  scope: RefundScope,
  query: { readonly page?: number; readonly limit?: number; readonly state?: number },
): Promise<PagedOf<ShopRefund>> {
  const window = pageWindow(query);
  const where = and(scopeCondition(scope), stateCondition(query.state));
  const [total] = await db.select({ n: count() }).from(refunds).where(where);
  const oldestFirst = 'platform' in scope && query.state === 3;
  const rows = await joinedRefunds(db)
    .where(where)
    .orderBy(oldestFirst ? asc(refunds.id) : desc(refunds.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => ({ ...toRefund(row), user: row.buyer })),
  );
}

/** The buyer's page: the same refunds without the buyer (it is the caller). */
export async function listBuyerRefunds(
  db: Database,
  userId: number,
  query: { readonly page?: number; readonly limit?: number; readonly state?: number },
): Promise<PagedOf<Refund>> {
  const page = await listRefunds(db, { userId }, query);
  return { ...page, data: page.data.map(({ user: _buyer, ...refund }) => refund) };
}

/**
 * One refund of `scope` (another user's or shop's is `not_found`, like an unknown id) with its
 * order, the most it may ask for, every step with who acted, and the caller's next actions.
 */
export async function refundInfo(
  db: Database,
  scope: RefundScope,
  id: number,
): Promise<RefundInfo> {
  const { user: _buyer, ...info } = await shopRefundInfo(db, scope, id);
  return info;
}

/** {@link refundInfo} with the buyer, as the shop sees it (`merchant/refundInfo`). */
export async function shopRefundInfo(
  db: Database,
  scope: RefundScope,
  id: number,
): Promise<ShopRefundInfo> {
  const [row] = await joinedRefunds(db).where(and(eq(refunds.id, id), scopeCondition(scope)));
  if (!row) throw new DomainError('not_found', { field: 'id' });
  const log = await db
    .select({
      actor: refundLogs.actor,
      action: refundLogs.action,
      username: users.username,
      state: refundLogs.state,
      content: refundLogs.content,
      images: refundLogs.images,
      createtime: refundLogs.createtime,
    })
    .from(refundLogs)
    .leftJoin(users, eq(users.id, refundLogs.userId))
    .where(eq(refundLogs.refundId, id))
    .orderBy(asc(refundLogs.id));
  const state = refundStateFromWire(row.refund.state);
  return {
    ...toRefund(row),
    order: { id: row.refund.orderId, order_no: row.orderNo, state: row.orderState },
    ...(await (async () => {
      const rule = await refundRuleFor(
        db,
        row.line,
        { id: row.refund.orderId, payAmount: row.payAmount, delivertime: row.delivertime },
        row.refund.id,
      );
      return rule.kind === 'whole_line'
        ? { max_money: rule.amount, whole_line: true }
        : { max_money: rule.max, whole_line: false };
    })()),
    log: log.map((entry) => ({ ...entry, username: entry.username ?? '' })),
    actions: refundActions(state, refundTypeFromWire(row.refund.type), actorOf(scope)),
    user: row.buyer,
  };
}
