import type { BodyOf, merchantOrder } from '@bazaar/api/contract';
import {
  DomainError,
  assertValid,
  isDomainError,
  isPositive,
  validateShipment,
} from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderGoods, orders } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import type { ServerDeps } from '../deps.js';
import { readBalance, transfer } from '../ledger/ledger.js';
import { notifyUser } from '../notices/notify.js';
import { lockOrder, stateAfter } from './order-actions.js';
import { merchantFigures } from './order-views.js';
import { scheduleAutoConfirm, shopOwner } from './receipt.js';

/** The body of `merchant/ship`. */
export type ShipRequest = BodyOf<typeof merchantOrder.ship>;

/**
 * `merchant/ship`: ships one of the shop's paid orders (2 -> 3) with its courier and tracking
 * number (the domain's `validateShipment`: both required, so a buyer never reads an empty
 * courier; refused before anything is locked or paid). For goods listed from the
 * wholesale market the shop owner's balance pays wholesale price x quantity to the platform's
 * `revenue` account in the same transaction; a balance that cannot is refused with
 * `insufficient_balance` and `{ balance, amount, action: 'recharge' }`. The buyer is told, and the
 * automatic receipt confirmation is queued.
 */
export async function shipOrder(
  db: Database,
  deps: Pick<ServerDeps, 'config' | 'jobs'>,
  shopId: number,
  request: ShipRequest,
  now: number,
) {
  const shipment = {
    express_name: (request.express_name ?? '').trim(),
    express_no: (request.express_no ?? '').trim(),
  };
  return withTransaction(db, async (tx) => {
    const row = await lockOrder(tx, { shopId }, request.id);
    assertValid(validateShipment(shipment));
    const state = stateAfter(row, 'ship');
    const lines = await tx.select().from(orderGoods).where(eq(orderGoods.orderId, row.id));
    const { wholesale } = merchantFigures(row, lines);
    const merchantId = await shopOwner(tx, row.shopId);
    let balance: string;
    if (isPositive(wholesale)) {
      try {
        const { debit } = await transfer(tx, {
          from: { userId: merchantId },
          to: { platform: 'revenue' },
          amount: wholesale,
          type: 'wholesale',
          serviceIds: [row.id],
          memo: row.orderNo,
          now,
        });
        balance = debit.after;
      } catch (error) {
        if (isDomainError(error) && error.code === 'insufficient_balance') {
          throw new DomainError('insufficient_balance', {
            ...error.details,
            amount: wholesale,
            action: 'recharge',
          });
        }
        throw error;
      }
    } else {
      balance = await readBalance(tx, { userId: merchantId });
    }
    await tx
      .update(orders)
      .set({
        state,
        wholesaleTotal: wholesale,
        expressName: shipment.express_name,
        expressNo: shipment.express_no,
        delivertime: now,
        updatetime: now,
      })
      .where(eq(orders.id, row.id));
    await notifyUser(tx, row.userId, 'shipped', {
      orderId: row.id,
      values: { order_no: row.orderNo },
      now,
    });
    await scheduleAutoConfirm(tx, deps.jobs, deps.config, row.id, now);
    return { id: row.id, state, wholesale, balance };
  });
}
