import {
  REFUND_REASONS,
  add,
  compare,
  isDomainError,
  multiply,
  refundActions,
  refundStateFromWire,
  refundTypeFromWire,
  subtract,
  toMoneyString,
  type RefundAction,
  type RefundActor,
} from '@bazaar/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../db/database.js';
import {
  orderGoods,
  orders,
  profitRecords,
  recharges,
  refunds,
  users,
  withdraws,
} from '../db/schema/index.js';
import { unixNow } from '../lib/clock.js';
import { platformBalanceOf, userIdOf } from '../test/finance.js';
import { createTestApp, type DemoUsername, type TestApp } from '../test/harness.js';
import { defaultAddressId, SHIPMENT, skuOf, type TestSku } from '../test/order-helpers.js';
import { assertLedgerBalanced } from './ledger/reconcile.js';
import { cancelOrder } from './orders/order-actions.js';
import { confirmOrder } from './orders/receipt.js';
import { addOrder, orderGoodsList } from './orders/settlement.js';
import { shipOrder } from './orders/shipping.js';
import { payOrders } from './payment/payment-service.js';
import { applyRefund, moveRefund } from './refund/refund-moves.js';
import { maxRefundFor, type RefundScope } from './refund/refund-views.js';
import { claimVoucher, saveVoucher } from './vouchers/vouchers.js';
import { addPayAccount } from './wallet/pay-accounts.js';
import { fileRecharge, reviewRecharge } from './wallet/recharges.js';
import { requestWithdraw, reviewWithdraw } from './wallet/withdraws.js';

/**
 * Random money operations through the services (the same ones the routes call, without
 * HTTP and the payment password's argon2): orders and payments, shipping with wholesale cost,
 * receipts, refunds in every state by every actor, top-ups and withdrawals with the operator's
 * decisions. Refusals (a `DomainError`: not enough balance, a move not allowed...) are part of the
 * game; anything else fails. Then: every balance equals its money log, nothing was created or lost,
 * escrow holds exactly the unsettled payments, and revenue exactly the wholesale cost kept.
 */

/**
 * How many: 10,000 on the PostgreSQL server (CI's second project), 1,000 on PGlite; or
 * `MONEY_OPERATIONS=<n>` for a longer night.
 */
const OPERATIONS = Number(
  process.env['MONEY_OPERATIONS'] ?? (inject('testDriver') === 'postgres' ? 10_000 : 1_000),
);
/** The run's seed: `MONEY_SEED=<n>` replays a failing run. */
const SEED = Number(process.env['MONEY_SEED'] ?? 20_250_115);

/** A small seeded generator (mulberry32): the same run on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[Math.floor(next() * items.length)];
    },
    chance: (p: number) => next() < p,
  };
}

/** Every move of each actor (`edit` aside: it needs a whole form). */
const ANY_MOVE: Record<RefundActor, readonly string[]> = {
  buyer: ['close', 'ship_back', 'ask_platform'],
  seller: ['agree', 'reject', 'confirm_return'],
  platform: ['approve', 'reject', 'close'],
};

let t: TestApp;
const ids = {} as Record<DemoUsername, number>;
let admin: number;
const buyers = ['buyer', 'buyer2'] as const;
const merchants = ['merchant', 'techhub'] as const;
let catalogue: TestSku[];
const shopOwnerById = new Map<number, number>();
const accounts = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const name of [...buyers, ...merchants, 'admin'] as const)
    ids[name] = await userIdOf(t, name);
  admin = ids.admin;
  catalogue = [];
  for (let nth = 0; nth < 4; nth += 1)
    catalogue.push(await skuOf(t, 'merchant', { market: true, nth: nth * 2 }));
  for (let nth = 0; nth < 2; nth += 1) catalogue.push(await skuOf(t, 'techhub', { nth }));
  const shopIds = await t.db
    .select({ id: users.shopAuth, userId: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        merchants.map((name) => ids[name]),
      ),
    );
  for (const shop of shopIds) shopOwnerById.set(shop.id, shop.userId);
  for (const name of [...buyers, ...merchants]) {
    const account = await addPayAccount(
      t.db,
      ids[name],
      { type: 'btc', account: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
      unixNow(t.clock),
    );
    accounts.set(ids[name], account.id);
  }
  // Plenty of stock: the run is about money, not about selling out.
  await t.db.execute(sql`update goods_skus set stock = 100000`);
  // Vouchers to spend: the platform's (paid by its budget) and each shop's (borne by the shop),
  // every buyer holding a copy of each.
  const start = unixNow(t.clock) - 60;
  const issuers = [null, null, null, ...[...shopOwnerById.keys()]];
  for (let nth = 0; nth < 24; nth += 1) {
    const shopId = issuers[nth % issuers.length] ?? null;
    const saved = await saveVoucher(
      t.db,
      { shopId },
      {
        name: `Voucher ${nth}`,
        amount: `${1 + (nth % 9)}.${nth % 2 === 0 ? '50' : '00'}`,
        threshold: '10.00',
        starttime: start,
        endtime: start + 365 * 86_400,
        total: 10,
      },
      unixNow(t.clock),
    );
    for (const name of buyers) await claimVoucher(t.db, ids[name], saved.id, unixNow(t.clock));
  }
});
afterAll(() => t?.close());

/** Ids of orders matching `where`, for picking one at random. */
async function orderIds(where: ReturnType<typeof and>) {
  return (await t.db.select({ id: orders.id }).from(orders).where(where)).map((row) => row.id);
}

describe(`${OPERATIONS} random money operations (seed ${SEED})`, () => {
  it(
    'keep every balance equal to its money log, and create or lose nothing',
    async () => {
      const random = generator(SEED);
      const done = new Map<string, number>();
      const refused = new Map<string, number>();
      const deps = t.app.deps;
      const now = () => unixNow(t.clock);
      const openStates = [0, 1, 2, 3, 6];

      const operations: Record<string, () => Promise<unknown>> = {
        async order() {
          const buyer = random.pick(buyers) as (typeof buyers)[number];
          const lines = [random.pick(catalogue), random.pick(catalogue)].slice(
            0,
            1 + random.int(2),
          );
          const confirmation = await orderGoodsList(
            t.db,
            ids[buyer],
            lines.map((sku) => ({
              goods_id: (sku as TestSku).goods_id,
              sku_id: (sku as TestSku).sku_id,
              number: 1 + random.int(3),
            })),
            now(),
          );
          const placed = await addOrder(
            t.db,
            ids[buyer],
            {
              order: {
                address_id: await defaultAddressId(t, buyer),
                lists: confirmation.orderData.lists.map((list) => ({
                  shop_id: list.shop_id,
                  // Half the orders use a voucher the confirmation offers (sometimes one already
                  // used by another order of the same submission: refused, a DomainError).
                  coupon_id: random.chance(0.5) ? (random.pick(list.coupons)?.coupon_id ?? 0) : 0,
                  products: list.products.map(({ goods_id, sku_id, number }) => ({
                    goods_id,
                    sku_id,
                    number,
                  })),
                })),
              },
              token: confirmation.token,
            },
            now(),
          );
          // Some orders wait unpaid: they are paid later, or cancelled.
          if (random.chance(0.35)) return placed;
          return payOrders(
            t.db,
            ids[buyer],
            { order_id: placed.order_id, type: 'balance', captcha: '' },
            now(),
          );
        },
        async pay() {
          const id = random.pick(await orderIds(eq(orders.state, 1)));
          if (id === undefined) return undefined;
          const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
          return payOrders(
            t.db,
            (row as { userId: number }).userId,
            { order_id: [id], type: 'balance', captcha: '' },
            now(),
          );
        },
        async cancel() {
          const id = random.pick(await orderIds(eq(orders.state, 1)));
          if (id === undefined) return undefined;
          const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
          return cancelOrder(t.db, (row as { userId: number }).userId, id, now());
        },
        async ship() {
          const id = random.pick(await orderIds(eq(orders.state, 2)));
          if (id === undefined) return undefined;
          const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
          return shipOrder(
            t.db,
            deps,
            (row as { shopId: number }).shopId,
            { id, ...SHIPMENT },
            now(),
          );
        },
        async confirm() {
          const id = random.pick(await orderIds(eq(orders.state, 3)));
          if (id === undefined) return undefined;
          const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
          return confirmOrder(t.db, (row as { userId: number }).userId, id, now());
        },
        async apply() {
          const candidates = await t.db
            .select({ line: orderGoods, order: orders })
            .from(orderGoods)
            .innerJoin(orders, eq(orders.id, orderGoods.orderId))
            .where(
              and(inArray(orders.state, [2, 3, 4, 5]), inArray(orderGoods.refundStatus, [0, 4])),
            );
          const chosen = random.pick(candidates);
          if (!chosen) return undefined;
          const max = await maxRefundFor(t.db, chosen.line, chosen.order);
          // The whole line, or a part of it (refused before shipment), sometimes a cent beyond.
          const amount = random.chance(0.4)
            ? max
            : random.chance(0.85)
              ? toMoneyString(multiply(max, ((1 + random.int(100)) / 100).toFixed(2)))
              : toMoneyString(add(max, '0.01'));
          const type = random.int(2);
          return applyRefund(
            t.db,
            chosen.order.userId,
            {
              order_id: chosen.order.id,
              goods_id: chosen.line.goodsId,
              order_goods_id: chosen.line.id,
              money: compare(amount, '0.01') < 0 ? '0.01' : amount,
              type,
              reason: random.int(REFUND_REASONS.length),
              expressType: type === 1 ? 1 : chosen.order.delivertime === null ? 0 : random.int(2),
            },
            now(),
          );
        },
        async refundStep() {
          const open = await t.db.select().from(refunds).where(inArray(refunds.state, openStates));
          const chosen = random.pick(open);
          if (!chosen) return undefined;
          const actor = random.pick<RefundActor>(['buyer', 'seller', 'platform']) as RefundActor;
          const state = refundStateFromWire(chosen.state);
          const type = refundTypeFromWire(chosen.type);
          // Usually an allowed move; sometimes any move of the actor, which the domain may refuse.
          const moves = random.chance(0.85) ? refundActions(state, type, actor) : ANY_MOVE[actor];
          const move = random.pick(moves as readonly string[]);
          if (move === undefined || move === 'edit') return undefined;
          const action = (
            move === 'reject'
              ? { actor, type: move, reason: 'random reason' }
              : { actor, type: move }
          ) as RefundAction;
          const scope: RefundScope =
            actor === 'buyer'
              ? { userId: chosen.userId }
              : actor === 'seller'
                ? { shopId: chosen.shopId }
                : { platform: true };
          const actorId =
            actor === 'buyer'
              ? chosen.userId
              : actor === 'seller'
                ? (shopOwnerById.get(chosen.shopId) as number)
                : admin;
          return moveRefund(
            t.db,
            scope,
            actorId,
            chosen.id,
            action,
            now(),
            move === 'ship_back' ? { express: { name: 'SF', no: String(chosen.id) } } : {},
          );
        },
        async recharge() {
          const who = random.pick([...buyers, ...merchants]) as DemoUsername;
          return fileRecharge(
            t.db,
            ids[who],
            {
              money: String(10 + random.int(500)),
              method: 'trc20',
              order_no: `R${random.int(1e6)}`,
            },
            now(),
          );
        },
        async reviewRecharge() {
          const pending = await t.db
            .select({ id: recharges.id })
            .from(recharges)
            .where(eq(recharges.status, 'created'));
          const chosen = random.pick(pending);
          if (!chosen) return undefined;
          return reviewRecharge(
            t.db,
            admin,
            { id: chosen.id, approve: random.chance(0.7), reason: 'random' },
            now(),
          );
        },
        async withdraw() {
          const who = random.pick([...buyers, ...merchants]) as DemoUsername;
          return requestWithdraw(
            t.db,
            deps.config,
            ids[who],
            {
              money: String(10 + random.int(400)),
              account_id: accounts.get(ids[who]) as number,
              captcha: '',
            },
            now(),
          );
        },
        async reviewWithdraw() {
          const pending = await t.db
            .select({ id: withdraws.id })
            .from(withdraws)
            .where(eq(withdraws.status, 'created'));
          const chosen = random.pick(pending);
          if (!chosen) return undefined;
          return reviewWithdraw(
            t.db,
            admin,
            { id: chosen.id, approve: random.chance(0.6), reason: 'random' },
            now(),
          );
        },
      };
      const weighted = Object.entries({
        order: 18,
        pay: 7,
        cancel: 3,
        ship: 12,
        confirm: 8,
        apply: 14,
        refundStep: 22,
        recharge: 7,
        reviewRecharge: 6,
        withdraw: 7,
        reviewWithdraw: 6,
      }).flatMap(([name, weight]) => Array.from({ length: weight }, () => name));

      for (let step = 1; step <= OPERATIONS; step += 1) {
        const name = random.pick(weighted) as string;
        t.clock.advanceSeconds(60);
        try {
          const result = await (operations[name] as () => Promise<unknown>)();
          if (result !== undefined) done.set(name, (done.get(name) ?? 0) + 1);
        } catch (error) {
          if (!isDomainError(error)) {
            throw new Error(`step ${step} (${name}, seed ${SEED}) failed: ${String(error)}`, {
              cause: error,
            });
          }
          refused.set(`${name}:${error.code}`, (refused.get(`${name}:${error.code}`) ?? 0) + 1);
        }
        if (step % 250 === 0) await assertLedgerBalanced(t.db);
      }

      // Every kind of operation happened, and refunds reached every end.
      for (const name of Object.keys(operations)) {
        expect(done.get(name) ?? 0, `${name} succeeded`).toBeGreaterThan(5);
      }
      const ends = await queryRows<{ state: number; n: string | number }>(
        t.db,
        sql`select state, count(*) as n from refunds group by state`,
      );
      const byState = new Map(ends.map((row) => [row.state, Number(row.n)]));
      for (const state of [2, 4, 5])
        expect(byState.get(state) ?? 0, `refunds in ${state}`).toBeGreaterThan(0);

      // The books: each balance is its money log, and only top-ups and withdrawals changed the sum.
      const report = await assertLedgerBalanced(t.db);
      expect(report.totals.internal).toBe('0.00');

      // Escrow holds exactly what buyers paid for orders not yet settled, and what the platform's
      // vouchers paid towards them, less their refunds and the voucher shares given back...
      const [held] = await queryRows<{ total: string | null }>(
        t.db,
        sql`select sum(o.pay_amount + case when o.voucher_by = 'platform' then o.discount else 0 end
                     - o.refund_total
                     - coalesce((select sum(r.voucher_refund) from refunds r where r.order_id = o.id), 0)) as total
          from orders o where o.taketime is null and o.state <> 7`,
      );
      // ...the voucher budget its capital less the platform vouchers on orders not cancelled unpaid,
      // plus the shares refunds gave back...
      const [budget] = await queryRows<{ total: string | null }>(
        t.db,
        sql`select (select coalesce(sum(money), 0) from platform_money_log where account = 'promotion' and type = 'capital')
               - (select coalesce(sum(discount), 0) from orders
                   where voucher_by = 'platform' and not (state = 7 and paymenttime is null))
               + (select coalesce(sum(voucher_refund), 0) from refunds) as total`,
      );
      expect(await platformBalanceOf(t, 'promotion')).toBe(toMoneyString(budget?.total ?? '0'));
      const [vouchered] = await queryRows<{ n: string | number }>(
        t.db,
        sql`select count(*) as n from orders where coupon_id > 0 and paymenttime is not null`,
      );
      expect(Number(vouchered?.n ?? 0), 'paid orders with a voucher').toBeGreaterThan(10);
      expect(await platformBalanceOf(t, 'escrow')).toBe(toMoneyString(held?.total ?? '0'));
      // ...and revenue the wholesale cost merchants paid, less what refunds gave back.
      const [kept] = await queryRows<{ total: string | null }>(
        t.db,
        sql`select (select coalesce(sum(wholesale_total), 0) from orders where delivertime is not null)
               - (select coalesce(sum(wholesale_refund), 0) from refunds) as total`,
      );
      expect(await platformBalanceOf(t, 'revenue')).toBe(toMoneyString(kept?.total ?? '0'));
      // Every profit record is the money that moved: its income is the merchant's balance change,
      // and an order's records add up to what the merchant got for it (income less refunds paid
      // after receipt).
      const records = await t.db.select().from(profitRecords);
      for (const record of records) {
        expect(toMoneyString(subtract(record.after, record.before)), `record ${record.id}`).toBe(
          toMoneyString(record.income),
        );
        expect(toMoneyString(subtract(record.income, record.wholesale))).toBe(
          toMoneyString(record.profit),
        );
      }
      const moved = await queryRows<{ order_id: number; income: string; records: string }>(
        t.db,
        sql`select o.id as order_id,
            (select coalesce(sum(l.money), 0) from money_log l
              where l.user_id = s.user_id and l.service_ids = o.id::text
                and (l.type = 'income' or (l.type = 'refund' and l.money < 0))) as income,
            (select coalesce(sum(p.income), 0) from profit_records p where p.order_id = o.id) as records
          from orders o join shops s on s.id = o.shop_id
          where exists (select 1 from profit_records p where p.order_id = o.id)`,
      );
      expect(moved.length).toBeGreaterThan(5);
      for (const row of moved) {
        expect(toMoneyString(String(row.records)), `order ${row.order_id}`).toBe(
          toMoneyString(String(row.income)),
        );
      }
      // The merchant is never paid for goods it did not ship.
      const unshippedPaid = await queryRows<{ id: number }>(
        t.db,
        sql`select o.id from orders o where o.delivertime is null and exists (
            select 1 from profit_records p where p.order_id = o.id)`,
      );
      expect(unshippedPaid).toEqual([]);
      // No refund gave back more than its order was paid.
      const over = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(isNotNull(orders.paymenttime), sql`${orders.refundTotal} > ${orders.payAmount}`),
        );
      expect(over).toEqual([]);
    },
    Math.max(600_000, OPERATIONS * 100),
  );
});
