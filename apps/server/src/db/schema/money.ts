import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './catalogue.js';
import { idColumn, moneyColumn, unixTimeColumn } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Money log types (bill tabs, plus income and wholesale for merchants). */
export const MONEY_LOG_TYPES = [
  'pay',
  'recharge',
  'withdraw',
  'refund',
  'sys',
  'sys_recharge',
  'sys_deduct',
  'income',
  'wholesale',
] as const;

/** One money log type. */
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];

const moneyLogTypeList = sql.raw(MONEY_LOG_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * Every change of a user's balance, written in the same transaction as the change: the signed
 * amount, the balance before and after, the type and what it concerns (`service_ids`, e.g. order ids).
 */
export const moneyLog = pgTable(
  'money_log',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed: positive credits, negative debits. */
    money: moneyColumn('money'),
    before: moneyColumn('before'),
    after: moneyColumn('after'),
    type: text('type', { enum: MONEY_LOG_TYPES }).notNull(),
    /** Comma-separated ids the entry concerns (orders, a withdraw, a recharge...). */
    serviceIds: text('service_ids').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('money_log_user_idx').on(t.userId, t.type, t.createtime),
    check('money_log_type_known', sql`${t.type} in (${moneyLogTypeList})`),
    check('money_log_after_not_negative', sql`${t.after} >= 0`),
    check('money_log_adds_up', sql`${t.before} + ${t.money} = ${t.after}`),
  ],
);

/**
 * The platform's own accounts (one row per account, `escrow` holds buyers' payments until an
 * order completes; `revenue` keeps wholesale income and fees). Balances never go below zero.
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    name: text('name').primaryKey(),
    money: moneyColumn('money'),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [check('platform_accounts_money_not_negative', sql`${t.money} >= 0`)],
);

/** Every change of a platform account, like `money_log` for users. */
export const platformMoneyLog = pgTable(
  'platform_money_log',
  {
    id: idColumn(),
    account: text('account')
      .notNull()
      .references(() => platformAccounts.name),
    money: moneyColumn('money'),
    before: moneyColumn('before'),
    after: moneyColumn('after'),
    type: text('type').notNull(),
    /** The user on the other side of the movement, when there is one. */
    userId: integer('user_id').references(() => users.id),
    serviceIds: text('service_ids').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('platform_money_log_account_idx').on(t.account, t.createtime),
    check('platform_money_log_after_not_negative', sql`${t.after} >= 0`),
    check('platform_money_log_adds_up', sql`${t.before} + ${t.money} = ${t.after}`),
  ],
);

/**
 * A merchant's finance record (domain `orderEconomics`): one at receipt (`kind` receipt: the
 * income paid and the order's figures), and one for each refund after receipt (`kind` refund: the
 * change of every figure, negative). Each record's `income` is the balance change it describes.
 */
export const profitRecords = pgTable(
  'profit_records',
  {
    id: idColumn(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    before: moneyColumn('before'),
    after: moneyColumn('after'),
    /** `receipt` (the order settled) or `refund` (a refund after receipt). */
    kind: text('kind').notNull().default('receipt'),
    wholesale: moneyColumn('wholesale'),
    /** Price x quantity of the lines kept (the goods sold). */
    retail: moneyColumn('retail'),
    freight: moneyColumn('freight'),
    /** A shop voucher's discount on the kept lines (borne by the shop). */
    voucher: moneyColumn('voucher'),
    /** A platform voucher's discount on the kept lines (paid by the platform, shown only). */
    platformVoucher: moneyColumn('platform_voucher'),
    /** Partial refunds of the kept lines. */
    refund: moneyColumn('refund'),
    /** retail + freight - voucher - refund: the money credited (at receipt) or debited (refund). */
    income: moneyColumn('income'),
    /** income - wholesale; negative when sold under cost. */
    profit: moneyColumn('profit'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('profit_records_shop_idx').on(t.shopId, t.createtime),
    check('profit_records_kind_known', sql`${t.kind} in ('receipt', 'refund')`),
  ],
);

/** Top-up requests an operator credits or rejects: `status` created, successed, rejected. */
export const recharges = pgTable(
  'recharges',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    money: moneyColumn('money'),
    method: text('method').notNull(),
    /** The transfer's reference the user gives. */
    orderNo: text('order_no').notNull().default(''),
    /** Transfer screenshot (an upload URL). */
    image: text('image').notNull().default(''),
    status: text('status', { enum: ['created', 'successed', 'rejected'] })
      .notNull()
      .default('created'),
    memo: text('memo').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewtime: unixTimeColumn('reviewtime'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.createtime),
    index('recharges_status_idx').on(t.status, t.createtime),
    check('recharges_money_positive', sql`${t.money} > 0`),
    check('recharges_status_known', sql`${t.status} in ('created', 'successed', 'rejected')`),
  ],
);

/** Payout accounts: `type` btc, eth, erc20, trc20, bank_jp or bank. */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['btc', 'eth', 'erc20', 'trc20', 'bank_jp', 'bank'] }).notNull(),
    account: text('account').notNull(),
    name: text('name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** A Japanese account's type (ordinary, checking, savings); '' for other types. */
    accountType: text('account_type').notNull().default(''),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('withdraw_accounts_user_idx').on(t.userId),
    check(
      'withdraw_accounts_type_known',
      sql`${t.type} in ('btc', 'eth', 'erc20', 'trc20', 'bank_jp', 'bank')`,
    ),
  ],
);

/**
 * Withdrawals: the amount plus fee leaves the balance at once (`created`); an operator marks it
 * `successed`, or `rejected`, which returns the money. The account is copied at the time of asking.
 */
export const withdraws = pgTable(
  'withdraws',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id').references(() => withdrawAccounts.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    account: text('account').notNull(),
    name: text('name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    address: text('address').notNull().default(''),
    accountType: text('account_type').notNull().default(''),
    /** What the user receives. */
    money: moneyColumn('money'),
    /** Service fee taken on top. */
    handlingfee: moneyColumn('handlingfee'),
    taxes: moneyColumn('taxes'),
    status: text('status', { enum: ['created', 'successed', 'rejected'] })
      .notNull()
      .default('created'),
    memo: text('memo').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewtime: unixTimeColumn('reviewtime'),
    createtime: unixTimeColumn('createtime').notNull(),
  },
  (t) => [
    index('withdraws_user_idx').on(t.userId, t.status, t.createtime),
    index('withdraws_status_idx').on(t.status, t.createtime),
    check(
      'withdraws_amounts_valid',
      sql`${t.money} > 0 and ${t.handlingfee} >= 0 and ${t.taxes} >= 0`,
    ),
    check('withdraws_status_known', sql`${t.status} in ('created', 'successed', 'rejected')`),
  ],
);

/**
 * The platform's accounts that receive top-ups (spec section 8: the user transfers only to the
 * account shown on the recharge page), managed by the operator: a payout kind, the currency sent
 * there, where to send it, and `status` normal (shown) or hidden (disabled).
 */
export const rechargeAccounts = pgTable(
  'recharge_accounts',
  {
    id: idColumn(),
    method: text('method', { enum: ['btc', 'eth', 'erc20', 'trc20', 'bank_jp', 'bank'] }).notNull(),
    /** The currency to send (`USD`, `USDT`, `JPY`...). */
    currency: text('currency').notNull(),
    account: text('account').notNull(),
    name: text('name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    address: text('address').notNull().default(''),
    accountType: text('account_type').notNull().default(''),
    status: text('status', { enum: ['normal', 'hidden'] })
      .notNull()
      .default('normal'),
    /** Display order: lower first. */
    weigh: integer('weigh').notNull().default(0),
    createtime: unixTimeColumn('createtime').notNull(),
    updatetime: unixTimeColumn('updatetime').notNull(),
  },
  (t) => [
    index('recharge_accounts_status_idx').on(t.status, t.weigh),
    check(
      'recharge_accounts_method_known',
      sql`${t.method} in ('btc', 'eth', 'erc20', 'trc20', 'bank_jp', 'bank')`,
    ),
    check('recharge_accounts_status_known', sql`${t.status} in ('normal', 'hidden')`),
  ],
);
