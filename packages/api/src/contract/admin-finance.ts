import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { RefundInfo, ShopRefund, ShopRefundInfo } from './refund.js';
import { Count, Id, Money, PageQuery, Paged, Timestamp } from './schemas.js';
import { FinanceStatus, Recharge, RechargeAccount, Withdraw } from './wallet.js';

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

/** GET (operator): one refund with its steps and its buyer, to decide it. */
export const adminRefundInfo = defineEndpoint({
  name: 'adminFinance.refundInfo',
  method: 'GET',
  path: '/admin/refunds/info',
  auth: 'operator',
  query: Type.Object({ id: Id }),
  response: ShopRefundInfo,
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
/** GET (operator): every account receiving top-ups, enabled or not, in display order. */
export const adminRechargeAccounts = defineEndpoint({
  name: 'adminFinance.rechargeAccounts',
  method: 'GET',
  path: '/admin/recharge-accounts',
  auth: 'operator',
  response: Type.Object({ list: Type.Array(RechargeAccount) }),
});

/**
 * POST (operator): adds (no `id`) or edits an account receiving top-ups; `status: 'hidden'`
 * disables it. The account is checked in its real format (the domain's `validatePayoutAccount`).
 */
export const adminSaveRechargeAccount = defineEndpoint({
  name: 'adminFinance.saveRechargeAccount',
  method: 'POST',
  path: '/admin/recharge-accounts',
  auth: 'operator',
  body: Type.Object(
    {
      id: Type.Optional(Id),
      method: Type.String({ maxLength: 16 }),
      currency: Type.String({ maxLength: 8 }),
      account: Type.String({ maxLength: 128 }),
      name: Type.Optional(Type.String({ maxLength: 64 })),
      bank_name: Type.Optional(Type.String({ maxLength: 64 })),
      address: Type.Optional(Type.String({ maxLength: 200 })),
      account_type: Type.Optional(Type.String({ maxLength: 16 })),
      status: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('hidden')])),
      weigh: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    },
    { additionalProperties: false },
  ),
  response: RechargeAccount,
});

/** An account of the books: a user's balance (`type` user, `id` the user's id) or the platform's. */
const LedgerAccount = {
  account_type: Type.Enum(['user', 'platform']),
  /** The user's id, or the platform account's name (`escrow`, `revenue`, `promotion`). */
  account: Type.String(),
};

/** One thing a reconciliation found wrong with the books. */
export const LedgerFinding = Type.Union([
  /** The account's balance is not the sum of its money log. */
  Type.Object({ kind: Type.Literal('balance'), ...LedgerAccount, balance: Money, log_sum: Money }),
  /** A log row does not start where the account's previous row ended. */
  Type.Object({
    kind: Type.Literal('chain'),
    ...LedgerAccount,
    log_id: Id,
    before: Money,
    expected: Money,
  }),
  /** All balances together are not the money that came in (top-ups less withdrawals). */
  Type.Object({ kind: Type.Literal('conservation'), balances: Money, external: Money }),
  /** The internal movements do not sum to zero: money was created or lost. */
  Type.Object({ kind: Type.Literal('internal'), internal: Money }),
  /** The platform's log holds a movement from outside (only users' logs may). */
  Type.Object({ kind: Type.Literal('platform_external') }),
]);
/** The LedgerFinding type. */
export type LedgerFinding = Static<typeof LedgerFinding>;

/**
 * The last check of the books (the nightly reconciliation, or `npm run reconcile`): `never` before
 * the first; `ok`; `failed` when it found problems; `unfinished` when the last one started and did
 * not finish (it stopped on an error). `totals` and `findings` are the last finished check's.
 */
export const LedgerCheck = Type.Object({
  state: Type.Enum(['never', 'ok', 'failed', 'unfinished']),
  /** When the last check started. */
  starttime: Type.Union([Timestamp, Type.Null()]),
  /** When the last finished check finished. */
  checktime: Type.Union([Timestamp, Type.Null()]),
  /** When the next nightly check is due. */
  nexttime: Type.Union([Timestamp, Type.Null()]),
  /** How many problems the last finished check found (`findings` holds the first 20). */
  problem_count: Count,
  findings: Type.Array(LedgerFinding),
  /** Every user's balance, the platform's accounts, the money brought in, internal movements (0). */
  totals: Type.Union([
    Type.Object({ users: Money, platform: Money, external: Money, internal: Money }),
    Type.Null(),
  ]),
});
/** The LedgerCheck type. */
export type LedgerCheck = Static<typeof LedgerCheck>;

/** GET (operator): the last check of the books, for the console (an alert when it failed). */
export const adminReconciliation = defineEndpoint({
  name: 'adminFinance.reconciliation',
  method: 'GET',
  path: '/admin/reconciliation',
  auth: 'operator',
  response: LedgerCheck,
});

export const adminFinance = {
  recharges: adminRecharges,
  reviewRecharge: adminReviewRecharge,
  withdraws: adminWithdraws,
  reviewWithdraw: adminReviewWithdraw,
  refunds: adminRefunds,
  refundInfo: adminRefundInfo,
  arbitrateRefund: adminArbitrateRefund,
  rechargeAccounts: adminRechargeAccounts,
  saveRechargeAccount: adminSaveRechargeAccount,
  reconciliation: adminReconciliation,
} as const;
