import Type from 'typebox';
import { defineEndpoint } from './define.js';
import { Id, Money, PageQuery, Paged, Timestamp } from './schemas.js';
import { OrderStateNumber } from './order.js';

/** A money-log `type` (bill tab): the buyer's seven, plus `income` and `wholesale` for merchants. */
export const MoneyLogType = Type.Union([
  Type.Literal('pay'),
  Type.Literal('recharge'),
  Type.Literal('withdraw'),
  Type.Literal('refund'),
  Type.Literal('sys'),
  Type.Literal('sys_recharge'),
  Type.Literal('sys_deduct'),
  Type.Literal('income'),
  Type.Literal('wholesale'),
]);

/** A bill record: one change of the caller's balance. */
export const MoneyLogItem = Type.Object({
  id: Id,
  /** Signed: positive credits, negative debits. */
  money: Money,
  before: Money,
  after: Money,
  type: MoneyLogType,
  /** The ids it concerns, comma-joined (orders for pay, income, wholesale, refund). */
  service_ids: Type.String(),
  memo: Type.String(),
  createtime: Timestamp,
});

/**
 * POST: pays orders from the wallet balance (`type: 'balance'`) with the payment password
 * (`captcha`). Several of the caller's unpaid orders in one payment: the balance moves to the
 * platform's escrow and every order goes 1 -> 2, all or nothing. Refusals: `pay_password_wrong`
 * (rate-limited: `rate_limited` after too many), `insufficient_balance` with
 * `{ balance, amount, action: 'recharge' }`, `order_action_not_allowed` for an order that is not
 * unpaid, `not_found` for an order of another. Idempotent with `Idempotency-Key`.
 */
export const payment = defineEndpoint({
  name: 'pay.payment',
  method: 'POST',
  path: '/wanlshop/pay/payment',
  auth: 'user',
  owns: 'order',
  idempotent: true,
  body: Type.Object(
    {
      order_id: Type.Array(Id, { minItems: 1, maxItems: 50 }),
      type: Type.Literal('balance'),
      /** The payment password. */
      captcha: Type.String({ maxLength: 64 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** The payment's number (shared by its orders). */
    pay_no: Type.String(),
    order_id: Type.Array(Id),
    /** The amount paid. */
    money: Money,
    /** The balance after paying. */
    balance: Money,
  }),
});

/**
 * GET: the wallet: `money` balance, `score` points, `withdrawable` (the most a withdrawal can ask
 * with its fee on top) and `unpaid` (the total of the caller's orders pending payment).
 */
export const getBalance = defineEndpoint({
  name: 'pay.getBalance',
  method: 'GET',
  path: '/wanlshop/pay/getBalance',
  auth: 'user',
  response: Type.Object({
    money: Money,
    score: Type.Integer({ minimum: 0 }),
    withdrawable: Money,
    unpaid: Money,
  }),
});

/** GET: the caller's bill, newest first; `type` one bill tab (omitted or `all`: every type). */
export const moneyLog = defineEndpoint({
  name: 'pay.moneyLog',
  method: 'GET',
  path: '/wanlshop/pay/moneyLog',
  auth: 'user',
  query: Type.Object({
    type: Type.Optional(Type.Union([Type.Literal('all'), MoneyLogType])),
    ...PageQuery,
  }),
  response: Paged(MoneyLogItem),
});

/** GET: one of the caller's bill records, with the orders it concerns. */
export const details = defineEndpoint({
  name: 'pay.details',
  method: 'GET',
  path: '/wanlshop/pay/details',
  auth: 'user',
  owns: 'money_log',
  query: Type.Object({ id: Id }),
  response: Type.Object({
    ...MoneyLogItem.properties,
    orders: Type.Array(
      Type.Object({
        id: Id,
        order_no: Type.String(),
        state: OrderStateNumber,
        total: Money,
        createtime: Timestamp,
      }),
    ),
  }),
});

/** The payment and bill endpoints, by action: `bindEndpoints(client, pay)`. */
export const pay = { payment, getBalance, moneyLog, details } as const;
