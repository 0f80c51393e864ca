import {
  DomainError,
  isPositive,
  isZero,
  money,
  toMoneyString,
  type MoneyValue,
} from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import {
  moneyLog,
  platformAccounts,
  platformMoneyLog,
  type MoneyLogType,
} from '../../db/schema/index.js';

/**
 * The platform's own accounts (rows of `platform_accounts`): `escrow` holds buyers' payments until
 * an order completes (or is refunded); `revenue` receives the wholesale cost merchants pay for
 * market goods; `promotion` is the platform's voucher budget, which pays platform vouchers.
 */
export const PLATFORM_ACCOUNTS = ['escrow', 'revenue', 'promotion'] as const;

/**
 * The one money-log type that brings money into the system on a platform account: the platform's
 * own capital put into its voucher budget (`fundPlatform`). Counted as external money by
 * `reconcileLedger`, never found on a user's log.
 */
export const PLATFORM_CAPITAL_TYPE = 'capital';

/** One of the platform's accounts. */
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];

/** Whose balance: a user's wallet, or one of the platform's accounts. */
export type LedgerAccount = { readonly userId: number } | { readonly platform: PlatformAccount };

/**
 * Money-log types that move money across the system's edge: a top-up brings money in, a
 * withdrawal takes it out, an operator's `sys_recharge` / `sys_deduct` adjust a wallet from outside.
 * Only these may change the sum of all balances; every other type moves money between accounts
 * (always through {@link transfer}) and sums to zero. They apply to user accounts only.
 */
export const EXTERNAL_MONEY_LOG_TYPES = [
  'recharge',
  'withdraw',
  'sys_recharge',
  'sys_deduct',
] as const satisfies readonly MoneyLogType[];

/** Is `type` one of {@link EXTERNAL_MONEY_LOG_TYPES}? */
export function isExternalType(type: MoneyLogType): boolean {
  return (EXTERNAL_MONEY_LOG_TYPES as readonly MoneyLogType[]).includes(type);
}

/** One change of one balance. */
export interface BalanceChange {
  readonly account: LedgerAccount;
  /** Signed amount with at most two decimals: positive credits, negative debits. */
  readonly amount: MoneyValue;
  /** The money-log type (bill tab). */
  readonly type: MoneyLogType;
  /** What the change concerns (order ids, a withdraw id...), stored comma-joined in `service_ids`. */
  readonly serviceIds?: readonly (number | string)[];
  readonly memo?: string;
  /** Unix seconds. */
  readonly now: number;
  /** On a platform account: the user on the other side, kept in `platform_money_log.user_id`. */
  readonly counterpartyUserId?: number;
}

/** What a change did: the balance before and after, and the money-log row it wrote. */
export interface BalanceChangeResult {
  readonly account: LedgerAccount;
  /** The signed amount as written (`"-12.50"`). */
  readonly money: string;
  readonly before: string;
  readonly after: string;
  /** The id of the `money_log` (user) or `platform_money_log` (platform) row; null for a zero amount. */
  readonly logId: number | null;
}

/** Names an account in messages and reports: `user:12`, `platform:escrow`. */
export function accountLabel(account: LedgerAccount): string {
  return 'userId' in account ? `user:${account.userId}` : `platform:${account.platform}`;
}

function checkedAmount(amount: MoneyValue): string {
  const value = money(amount);
  if (!value.equals(money(toMoneyString(value)))) {
    throw new RangeError(`A ledger amount has at most two decimals (got ${value.toString()})`);
  }
  return toMoneyString(value);
}

/**
 * Changes one balance by a signed amount and writes its money-log row, in the caller's
 * transaction: the only way a balance changes. The update is guarded in SQL
 * (`money + delta >= 0`), so concurrent debits can never overdraw an account: PostgreSQL
 * re-checks the condition on the latest row version after waiting for the row lock. A debit the
 * balance cannot cover is refused with `insufficient_balance` and `{ balance }` (the available
 * balance); the schema's `money >= 0` checks stay as a second line of defence. A zero amount
 * changes nothing and writes no row.
 *
 * Call it inside a transaction (`withTransaction`) with the other writes of the same business
 * step, so the change, its log row and the step commit together or not at all. Moving money
 * between two accounts is {@link transfer}; a single-sided change is only for
 * {@link EXTERNAL_MONEY_LOG_TYPES} (top-ups, withdrawals, operator adjustments).
 */
export async function changeBalance(
  tx: Database,
  change: BalanceChange,
): Promise<BalanceChangeResult> {
  const delta = checkedAmount(change.amount);
  const serviceIds = (change.serviceIds ?? []).join(',');
  const memo = change.memo ?? '';
  const { account, now, type } = change;
  if ('platform' in account && isExternalType(type)) {
    throw new RangeError(`${type} moves money across the system's edge: not on a platform account`);
  }
  if (isZero(delta)) {
    const balance = await readBalance(tx, account);
    return { account, money: '0.00', before: balance, after: balance, logId: null };
  }
  const update = () =>
    'userId' in account
      ? queryRows<{ before: string; after: string }>(
          tx,
          sql`update users set money = money + ${delta}::numeric, updatetime = ${now}
              where id = ${account.userId} and money + ${delta}::numeric >= 0
              returning money - ${delta}::numeric as before, money as after`,
        )
      : queryRows<{ before: string; after: string }>(
          tx,
          sql`update platform_accounts set money = money + ${delta}::numeric, updatetime = ${now}
              where name = ${account.platform} and money + ${delta}::numeric >= 0
              returning money - ${delta}::numeric as before, money as after`,
        );
  let [row] = await update();
  if (!row && 'platform' in account && isPositive(delta)) {
    // A database migrated without the demo seed has no platform rows yet: open the account at 0.
    await tx
      .insert(platformAccounts)
      .values({ name: account.platform, updatetime: now })
      .onConflictDoNothing();
    [row] = await update();
  }
  if (!row) {
    const balance = await readBalance(tx, account);
    throw new DomainError('insufficient_balance', { balance });
  }
  const before = toMoneyString(String(row.before));
  const after = toMoneyString(String(row.after));
  if ('userId' in account) {
    const [log] = await tx
      .insert(moneyLog)
      .values({
        userId: account.userId,
        money: delta,
        before,
        after,
        type,
        serviceIds,
        memo,
        createtime: now,
      })
      .returning({ id: moneyLog.id });
    return { account, money: delta, before, after, logId: (log as { id: number }).id };
  }
  const [log] = await tx
    .insert(platformMoneyLog)
    .values({
      account: account.platform,
      money: delta,
      before,
      after,
      type,
      userId: change.counterpartyUserId ?? null,
      serviceIds,
      memo,
      createtime: now,
    })
    .returning({ id: platformMoneyLog.id });
  return { account, money: delta, before, after, logId: (log as { id: number }).id };
}

/** A movement of money from one account to another. */
export interface Transfer {
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  /** Positive, at most two decimals. */
  readonly amount: MoneyValue;
  /** The money-log type of both legs (bill tab): `pay`, `income`, `wholesale`, `refund`, `sys`. */
  readonly type: MoneyLogType;
  readonly serviceIds?: readonly (number | string)[];
  /** The memo of both legs, or one per leg. */
  readonly memo?: string | { readonly from: string; readonly to: string };
  /** Unix seconds. */
  readonly now: number;
}

/** The two legs of a {@link transfer}. */
export interface TransferResult {
  readonly debit: BalanceChangeResult;
  readonly credit: BalanceChangeResult;
}

/** Sort key fixing the order in which a transfer locks its two rows (users by id, then the platform). */
function lockOrder(account: LedgerAccount): string {
  return 'userId' in account
    ? `0:${String(account.userId).padStart(12, '0')}`
    : `1:${account.platform}`;
}

/**
 * Moves `amount` from one account to another: a debit and a credit with their money-log rows, in
 * the caller's transaction, so money is neither created nor lost. The debit is guarded (refused
 * with `insufficient_balance` and the payer's `{ balance }`). Both rows are locked in one fixed
 * order (user rows by id, then platform rows), which keeps two transfers between the same
 * accounts from deadlocking. A platform leg records the user on the other side.
 */
export async function transfer(tx: Database, movement: Transfer): Promise<TransferResult> {
  const amount = checkedAmount(movement.amount);
  if (!isPositive(amount)) throw new RangeError(`A transfer moves a positive amount (${amount})`);
  if (isExternalType(movement.type)) {
    throw new RangeError(`${movement.type} is single-sided: use changeBalance`);
  }
  const { from, to, type, now } = movement;
  if (accountLabel(from) === accountLabel(to))
    throw new RangeError('A transfer needs two accounts');
  const memo =
    typeof movement.memo === 'object'
      ? movement.memo
      : { from: movement.memo ?? '', to: movement.memo ?? '' };
  const counterparty = (other: LedgerAccount) =>
    'userId' in other ? { counterpartyUserId: other.userId } : {};
  const leg = (side: 'from' | 'to') => {
    const account = side === 'from' ? from : to;
    return changeBalance(tx, {
      account,
      amount: side === 'from' ? money(amount).negated() : amount,
      type,
      now,
      memo: memo[side],
      ...(movement.serviceIds ? { serviceIds: movement.serviceIds } : {}),
      ...counterparty(side === 'from' ? to : from),
    });
  };
  if (lockOrder(from) <= lockOrder(to)) {
    const debit = await leg('from');
    return { debit, credit: await leg('to') };
  }
  const credit = await leg('to');
  return { debit: await leg('from'), credit };
}

/**
 * The platform puts its own money into one of its accounts (the voucher budget): external money
 * entering the system, logged on the platform's log as `capital` (`reconcileLedger` counts it with
 * top-ups). In the caller's transaction; the account is opened at zero if missing.
 */
export async function fundPlatform(
  tx: Database,
  funding: {
    readonly account: PlatformAccount;
    readonly amount: MoneyValue;
    readonly memo?: string;
    readonly now: number;
  },
): Promise<BalanceChangeResult> {
  const amount = checkedAmount(funding.amount);
  if (!isPositive(amount)) throw new RangeError(`Funding moves a positive amount (${amount})`);
  await tx
    .insert(platformAccounts)
    .values({ name: funding.account, updatetime: funding.now })
    .onConflictDoNothing();
  const [row] = await queryRows<{ before: string; after: string }>(
    tx,
    sql`update platform_accounts set money = money + ${amount}::numeric, updatetime = ${funding.now}
        where name = ${funding.account}
        returning money - ${amount}::numeric as before, money as after`,
  );
  const before = toMoneyString(String(row?.before ?? '0'));
  const after = toMoneyString(String(row?.after ?? '0'));
  const [log] = await tx
    .insert(platformMoneyLog)
    .values({
      account: funding.account,
      money: amount,
      before,
      after,
      type: PLATFORM_CAPITAL_TYPE,
      memo: funding.memo ?? '',
      createtime: funding.now,
    })
    .returning({ id: platformMoneyLog.id });
  return {
    account: { platform: funding.account },
    money: amount,
    before,
    after,
    logId: (log as { id: number }).id,
  };
}

/** The current balance of an account (`"0.00"` for a platform account without a row). */
export async function readBalance(db: Database, account: LedgerAccount): Promise<string> {
  const [row] =
    'userId' in account
      ? await queryRows<{ money: string }>(
          db,
          sql`select money from users where id = ${account.userId}`,
        )
      : await queryRows<{ money: string }>(
          db,
          sql`select money from platform_accounts where name = ${account.platform}`,
        );
  if (!row && 'userId' in account) throw new DomainError('not_found');
  return toMoneyString(String(row?.money ?? '0'));
}
