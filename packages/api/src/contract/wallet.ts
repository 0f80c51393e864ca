import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Empty, Id, Money, PageQuery, Paged, Timestamp } from './schemas.js';

/** The status of a top-up or a withdrawal: applying, done (credited or paid out), rejected. */
export const FinanceStatus = Type.Union([
  Type.Literal('created'),
  Type.Literal('successed'),
  Type.Literal('rejected'),
]);
/** A finance status. */
export type FinanceStatus = Static<typeof FinanceStatus>;

/** A payout account type (spec section 3): crypto wallets, then Japanese and other banks. */
export const PayoutType = Type.Union([
  Type.Literal('btc'),
  Type.Literal('eth'),
  Type.Literal('erc20'),
  Type.Literal('trc20'),
  Type.Literal('bank_jp'),
  Type.Literal('bank'),
]);

/** Free text a user types in a money form: long enough for any address, short enough to stop abuse. */
const FormText = (maxLength: number) => Type.String({ maxLength });

/** A top-up request as its owner and the operator see it. */
export const Recharge = Type.Object({
  id: Id,
  /** The amount transferred (base currency). */
  money: Money,
  /** How the money was sent: one of the payout types (the platform's wallet or bank account). */
  method: Type.String(),
  /** The transfer's reference the user gave. */
  order_no: Type.String(),
  /** The transfer screenshot (`/uploads/...`), '' when none was given. */
  image: Type.String(),
  status: FinanceStatus,
  /** The operator's reason when rejected, '' otherwise. */
  memo: Type.String(),
  createtime: Timestamp,
  /** When the operator decided, null while pending. */
  reviewtime: Type.Union([Timestamp, Type.Null()]),
});
/** A top-up request. */
export type Recharge = Static<typeof Recharge>;

/**
 * One of the platform's accounts that receive top-ups (spec section 8: the user transfers only to
 * the account shown on the recharge page): the method (a payout kind) and where to send it.
 */
export const RechargeAccount = Type.Object({
  id: Id,
  method: PayoutType,
  /** The currency to send there (`USD`, `USDT`...). */
  currency: Type.String(),
  /** The wallet address or the bank account number. */
  account: Type.String(),
  /** The account holder ('' for crypto wallets). */
  name: Type.String(),
  bank_name: Type.String(),
  /** The bank branch (a Japanese account's branch code; '' when not needed). */
  address: Type.String(),
  /** A Japanese account's type; '' for others. */
  account_type: Type.String(),
  /** `normal` (shown on the recharge page) or `hidden` (disabled by the operator). */
  status: Type.Union([Type.Literal('normal'), Type.Literal('hidden')]),
  /** Display order, lower first. */
  weigh: Type.Integer(),
});
/** A platform account receiving top-ups. */
export type RechargeAccount = Static<typeof RechargeAccount>;

/** A withdraw (payout) account. */
export const PayAccount = Type.Object({
  id: Id,
  type: PayoutType,
  /** The wallet address or the bank account number. */
  account: Type.String(),
  /** The holder's name ('' for crypto wallets). */
  name: Type.String(),
  bank_name: Type.String(),
  /** The bank branch: its address, or a Japanese account's 3-digit branch code. */
  address: Type.String(),
  /** A Japanese account's type (`ordinary`, `checking`, `savings`); '' for other types. */
  account_type: Type.String(),
  createtime: Timestamp,
});
/** A payout account. */
export type PayAccount = Static<typeof PayAccount>;

/** A withdrawal record (spec section 3): the account as it was when asked, amounts and status. */
export const Withdraw = Type.Object({
  id: Id,
  /** The amount asked for. */
  money: Money,
  /** The service fee, taken from the balance on top of the amount. */
  handlingfee: Money,
  /** The tax withheld from the payout. */
  taxes: Money,
  /** What reaches the account: money - taxes. */
  payout: Money,
  type: PayoutType,
  account: Type.String(),
  name: Type.String(),
  bank_name: Type.String(),
  address: Type.String(),
  account_type: Type.String(),
  status: FinanceStatus,
  /** The operator's reason when rejected, '' otherwise. */
  memo: Type.String(),
  createtime: Timestamp,
  /** When the operator decided, null while pending. */
  reviewtime: Type.Union([Timestamp, Type.Null()]),
});
/** A withdrawal record. */
export type Withdraw = Static<typeof Withdraw>;

/**
 * POST: files a top-up the user made by transfer (`money` as typed, a known `method`, the
 * transfer's reference `order_no`, an optional screenshot the user uploaded). No money moves until
 * an operator credits it. Idempotent with `Idempotency-Key`.
 */
export const recharge = defineEndpoint({
  name: 'wallet.recharge',
  method: 'POST',
  path: '/wanlshop/pay/recharge',
  auth: 'user',
  idempotent: true,
  body: Type.Object(
    {
      money: FormText(16),
      method: FormText(16),
      order_no: FormText(64),
      image: Type.Optional(FormText(200)),
    },
    { additionalProperties: false },
  ),
  response: Recharge,
});

/**
 * GET: the platform's enabled accounts that receive top-ups (managed by the operator, stored in
 * the database), in display order; an empty list when none is enabled (top-ups go through customer
 * service then).
 */
export const rechargeAccounts = defineEndpoint({
  name: 'wallet.rechargeAccounts',
  method: 'GET',
  path: '/wanlshop/pay/rechargeAccounts',
  auth: 'user',
  response: Type.Object({ list: Type.Array(RechargeAccount) }),
});

/** GET: the user's top-ups, newest first, optionally of one `status`. */
export const rechargeLog = defineEndpoint({
  name: 'wallet.rechargeLog',
  method: 'GET',
  path: '/wanlshop/pay/rechargeLog',
  auth: 'user',
  query: Type.Object({ ...PageQuery, status: Type.Optional(FinanceStatus) }),
  response: Paged(Recharge),
});

/** GET: the user's payout accounts, newest first. */
export const getPayAccount = defineEndpoint({
  name: 'wallet.getPayAccount',
  method: 'GET',
  path: '/wanlshop/pay/getPayAccount',
  auth: 'user',
  response: Type.Object({ list: Type.Array(PayAccount) }),
});

/**
 * POST: adds a payout account. `type` and the fields it needs are checked by the domain rule
 * (`validatePayoutAccount`): a bank account needs the holder and the bank, a Japanese one also the
 * branch; a crypto wallet only its address.
 */
export const addPayAccount = defineEndpoint({
  name: 'wallet.addPayAccount',
  method: 'POST',
  path: '/wanlshop/pay/addPayAccount',
  auth: 'user',
  body: Type.Object(
    {
      type: FormText(16),
      account: FormText(128),
      name: Type.Optional(FormText(64)),
      bank_name: Type.Optional(FormText(64)),
      address: Type.Optional(FormText(200)),
      account_type: Type.Optional(FormText(16)),
    },
    { additionalProperties: false },
  ),
  response: PayAccount,
});

/** POST: deletes one of the user's payout accounts (another user's answers 404). */
export const delPayAccount = defineEndpoint({
  name: 'wallet.delPayAccount',
  method: 'POST',
  path: '/wanlshop/pay/delPayAccount',
  auth: 'user',
  owns: 'payAccount',
  body: Type.Object({ id: Id }, { additionalProperties: false }),
  response: Empty,
});

/**
 * GET: the withdrawal terms: the balance (`money`), the service fee and tax as percentages
 * (`"1"` is 1 %), the smallest amount, and the most the balance allows (amount + fee within it).
 */
export const initialWithdraw = defineEndpoint({
  name: 'wallet.initialWithdraw',
  method: 'GET',
  path: '/wanlshop/pay/initialWithdraw',
  auth: 'user',
  response: Type.Object({
    money: Money,
    servicefee: Type.String(),
    taxrate: Type.String(),
    minmoney: Money,
    max: Money,
  }),
});

/**
 * POST: asks for a withdrawal of `money` to one of the user's accounts, confirmed with the payment
 * password (`captcha`). The amount plus the fee leaves the balance at once (status `created`).
 * Idempotent with `Idempotency-Key`.
 */
export const withdraw = defineEndpoint({
  name: 'wallet.withdraw',
  method: 'POST',
  path: '/wanlshop/pay/withdraw',
  auth: 'user',
  idempotent: true,
  owns: 'payAccount',
  body: Type.Object(
    { money: FormText(16), account_id: Id, captcha: FormText(64) },
    { additionalProperties: false },
  ),
  response: Withdraw,
});

/** GET: the user's withdrawals, newest first, optionally of one `status`. */
export const withdrawLog = defineEndpoint({
  name: 'wallet.withdrawLog',
  method: 'GET',
  path: '/wanlshop/pay/withdrawLog',
  auth: 'user',
  query: Type.Object({ ...PageQuery, status: Type.Optional(FinanceStatus) }),
  response: Paged(Withdraw),
});

/** The wallet endpoints beside `pay` (top-ups, payout accounts, withdrawals). */
export const wallet = {
  recharge,
  rechargeLog,
  getPayAccount,
  addPayAccount,
  delPayAccount,
  initialWithdraw,
  withdraw,
  withdrawLog,
  rechargeAccounts,
} as const;
