import Type from 'typebox';
import { defineEndpoint } from './define.js';
import { ShopRefund, RefundInfo } from './refund.js';
import { Id, PageQuery, Paged } from './schemas.js';
import { FinanceStatus, Recharge, Withdraw } from './wallet.js';

/** The user a finance record belongs to, as the operator's lists show it. */
const FinanceUser = Type.Object({ id: Id, username: Type.String(), nickname: Type.String() });

/** An operator's decision on a top-up or a withdrawal; `reason` is shown to the user on rejection. */
const Review = Type.Object(
  { id: Id, approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** GET (operator): top-ups by status (default `created`, oldest first so the queue is fair). */
export const adminRecharges = defineEndpoint({
  name: 'adminFinance.recharges',
  method: 'GET',
  path: '/admin/recharges',
  auth: 'operator',
  query: Type.Object({ ...PageQuery, status: Type.Optional(FinanceStatus) }),
  response: Paged(Type.Object({ ...Recharge.properties, user: FinanceUser })),
});

/**
 * POST (operator): credits a pending top-up to the user's balance (`approve: true`) or rejects it.
 * Decided once: a second decision is refused. Idempotent with `Idempotency-Key`.
 */
export const adminReviewRecharge = defineEndpoint({
  name: 'adminFinance.reviewRecharge',
  method: 'POST',
  path: '/admin/recharges/review',
  auth: 'operator',
  idempotent: true,
  body: Review,
  response: Recharge,
});

/** GET (operator): withdrawals by status (default `created`, oldest first). */
export const adminWithdraws = defineEndpoint({
  name: 'adminFinance.withdraws',
  method: 'GET',
  path: '/admin/withdraws',
  auth: 'operator',
  query: Type.Object({ ...PageQuery, status: Type.Optional(FinanceStatus) }),
  response: Paged(Type.Object({ ...Withdraw.properties, user: FinanceUser })),
});

/**
 * POST (operator): marks a pending withdrawal paid out (`approve: true`, the money has left) or
 * rejects it, which returns amount and fee to the balance. Decided once. Idempotent.
 */
export const adminReviewWithdraw = defineEndpoint({
  name: 'adminFinance.reviewWithdraw',
  method: 'POST',
  path: '/admin/withdraws/review',
  auth: 'operator',
  idempotent: true,
  body: Review,
  response: Withdraw,
});

/** GET (operator): refunds by state, by default those awaiting the platform (3), oldest first. */
export const adminRefunds = defineEndpoint({
  name: 'adminFinance.refunds',
  method: 'GET',
  path: '/admin/refunds',
  auth: 'operator',
  query: Type.Object({
    ...PageQuery,
    state: Type.Optional(Type.Integer({ minimum: -1, maximum: 6, default: 3 })),
  }),
  response: Paged(ShopRefund),
});

/** GET (operator): one refund with its steps, to decide it. */
export const adminRefundInfo = defineEndpoint({
  name: 'adminFinance.refundInfo',
  method: 'GET',
  path: '/admin/refunds/info',
  auth: 'operator',
  query: Type.Object({ id: Id }),
  response: RefundInfo,
});

/**
 * POST (operator): decides a refund awaiting the platform (3): `approve` refunds the buyer (4);
 * otherwise the refund returns to "seller rejected" (2) with `reason`, which is required.
 * Idempotent.
 */
export const adminArbitrateRefund = defineEndpoint({
  name: 'adminFinance.arbitrateRefund',
  method: 'POST',
  path: '/admin/refunds/arbitrate',
  auth: 'operator',
  idempotent: true,
  body: Type.Object(
    { id: Id, approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 500 })) },
    { additionalProperties: false },
  ),
  response: RefundInfo,
});

/** The operator's money desk: top-ups, withdrawals and refund arbitration. */
export const adminFinance = {
  recharges: adminRecharges,
  reviewRecharge: adminReviewRecharge,
  withdraws: adminWithdraws,
  reviewWithdraw: adminReviewWithdraw,
  refunds: adminRefunds,
  refundInfo: adminRefundInfo,
  arbitrateRefund: adminArbitrateRefund,
} as const;
