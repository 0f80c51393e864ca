import { add, equals, isZero, toMoneyString } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import { EXTERNAL_MONEY_LOG_TYPES, PLATFORM_CAPITAL_TYPE } from './ledger.js';

/** An account whose balance is not the sum of its money log. */
export interface BalanceMismatch {
  /** `user:<id>` or `platform:<name>`. */
  readonly account: string;
  readonly balance: string;
  readonly logSum: string;
}

/** A money-log row whose `before` is not the `after` of the account's previous row. */
export interface ChainBreak {
  readonly account: string;
  readonly logId: number;
  readonly before: string;
  /** The previous row's `after` (`"0.00"` for the first row). */
  readonly expected: string;
}

/** What {@link reconcileLedger} found. */
export interface LedgerReport {
  /** True when every check passed. */
  readonly ok: boolean;
  readonly mismatches: readonly BalanceMismatch[];
  readonly chainBreaks: readonly ChainBreak[];
  readonly totals: {
    /** Sum of every user's balance. */
    readonly users: string;
    /** Sum of the platform's accounts. */
    readonly platform: string;
    /**
     * Net money brought in from outside: the sum of user log rows of external types, and the
     * platform's own capital put into its accounts (`capital` rows of the platform log).
     */
    readonly external: string;
    /** Sum of every other log row, users' and the platform's: zero when nothing was created or lost. */
    readonly internal: string;
  };
  /** One sentence per failed check. */
  readonly problems: readonly string[];
}

const externalList = sql.join(
  EXTERNAL_MONEY_LOG_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Checks the books: each account's balance (every user's and the platform's) equals the sum of its
 * money log; each log row starts where the account's previous row ended; and money is neither
 * created nor lost: the sum of all balances equals the net money brought in by top-ups and
 * withdrawals (and the operator's outside adjustments), while every internal movement sums to zero.
 * Reads the whole log: for tests and audits, not for requests.
 */
export async function reconcileLedger(db: Database): Promise<LedgerReport> {
  const mismatches = [
    ...(
      await queryRows<{ id: number; money: string; log_sum: string }>(
        db,
        sql`select u.id, u.money, coalesce(l.total, 0) as log_sum
            from users u
            left join (select user_id, sum(money) as total from money_log group by user_id) l
              on l.user_id = u.id
            where u.money <> coalesce(l.total, 0)
            order by u.id`,
      )
    ).map((row) => ({
      account: `user:${row.id}`,
      balance: toMoneyString(String(row.money)),
      logSum: toMoneyString(String(row.log_sum)),
    })),
    ...(
      await queryRows<{ name: string; money: string; log_sum: string }>(
        db,
        sql`select p.name, p.money, coalesce(l.total, 0) as log_sum
            from platform_accounts p
            left join (select account, sum(money) as total from platform_money_log group by account) l
              on l.account = p.name
            where p.money <> coalesce(l.total, 0)
            order by p.name`,
      )
    ).map((row) => ({
      account: `platform:${row.name}`,
      balance: toMoneyString(String(row.money)),
      logSum: toMoneyString(String(row.log_sum)),
    })),
  ];

  const chainBreaks = [
    ...(
      await queryRows<{ id: number; owner: number; before: string; expected: string }>(
        db,
        sql`select id, owner, before, expected from (
              select id, user_id as owner, before,
                     coalesce(lag(after) over (partition by user_id order by id), 0) as expected
              from money_log) chain
            where before <> expected
            order by id`,
      )
    ).map((row) => ({
      account: `user:${row.owner}`,
      logId: Number(row.id),
      before: toMoneyString(String(row.before)),
      expected: toMoneyString(String(row.expected)),
    })),
    ...(
      await queryRows<{ id: number; owner: string; before: string; expected: string }>(
        db,
        sql`select id, owner, before, expected from (
              select id, account as owner, before,
                     coalesce(lag(after) over (partition by account order by id), 0) as expected
              from platform_money_log) chain
            where before <> expected
            order by id`,
      )
    ).map((row) => ({
      account: `platform:${row.owner}`,
      logId: Number(row.id),
      before: toMoneyString(String(row.before)),
      expected: toMoneyString(String(row.expected)),
    })),
  ];

  const [sums] = await queryRows<{
    users: string;
    platform: string;
    external: string;
    user_internal: string;
    platform_log: string;
    platform_external_rows: string | number;
  }>(
    db,
    sql`select
          (select coalesce(sum(money), 0) from users) as users,
          (select coalesce(sum(money), 0) from platform_accounts) as platform,
          (select coalesce(sum(money), 0) from money_log where type in (${externalList}))
            + (select coalesce(sum(money), 0) from platform_money_log where type = ${PLATFORM_CAPITAL_TYPE}) as external,
          (select coalesce(sum(money), 0) from money_log where type not in (${externalList})) as user_internal,
          (select coalesce(sum(money), 0) from platform_money_log where type <> ${PLATFORM_CAPITAL_TYPE}) as platform_log,
          (select count(*) from platform_money_log where type in (${externalList})) as platform_external_rows`,
  );
  const row = sums as NonNullable<typeof sums>;
  const totals = {
    users: toMoneyString(String(row.users)),
    platform: toMoneyString(String(row.platform)),
    external: toMoneyString(String(row.external)),
    internal: toMoneyString(add(String(row.user_internal), String(row.platform_log))),
  };

  const problems: string[] = [
    ...mismatches.map(
      (m) => `${m.account}: balance ${m.balance} but its money log sums to ${m.logSum}`,
    ),
    ...chainBreaks.map(
      (c) => `${c.account}: log row ${c.logId} starts at ${c.before}, expected ${c.expected}`,
    ),
  ];
  if (!equals(add(totals.users, totals.platform), totals.external)) {
    problems.push(
      `balances sum to ${toMoneyString(add(totals.users, totals.platform))} but top-ups less withdrawals are ${totals.external}`,
    );
  }
  if (!isZero(totals.internal)) {
    problems.push(`internal movements sum to ${totals.internal}, not 0: money was created or lost`);
  }
  if (Number(row.platform_external_rows) > 0) {
    problems.push('the platform log holds external movements');
  }
  return { ok: problems.length === 0, mismatches, chainBreaks, totals, problems };
}

/** Throws with every problem when the books do not reconcile (a test helper's one-liner). */
export async function assertLedgerBalanced(db: Database): Promise<LedgerReport> {
  const report = await reconcileLedger(db);
  if (!report.ok)
    throw new Error(`The ledger does not reconcile:\n  ${report.problems.join('\n  ')}`);
  return report;
}
