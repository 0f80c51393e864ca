import type { BodyOf, QueryOf, Withdraw, adminFinance, wallet } from '@bazaar/api/contract';
import {
  add,
  assertValid,
  DomainError,
  maxWithdrawable,
  money,
  multiply,
  subtract,
  toMoneyString,
  validateReviewReason,
  validateWithdraw,
  type WithdrawPolicy,
  withdrawQuote,
} from '@bazaar/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { users, withdraws } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pageWindow, pagedAnswer } from '../../lib/paging.js';
import { changeBalance, readBalance } from '../ledger/ledger.js';
import { findPayAccount } from './pay-accounts.js';

type WithdrawRow = typeof withdraws.$inferSelect;

/** The configuration a withdrawal reads: its fee, tax and minimum. */
export type WithdrawConfig = Pick<Config, 'withdrawFeeRate' | 'withdrawTaxRate' | 'withdrawMin'>;

/**
 * The withdrawal terms from the configuration. The configuration holds the fee and tax as fractions
 * (`WITHDRAW_FEE_RATE=0.01`); the domain and the wire use percentages (`"1"` is 1 %).
 */
export function withdrawPolicy(config: WithdrawConfig): WithdrawPolicy {
  return {
    servicefee: multiply(config.withdrawFeeRate, 100).toString(),
    taxrate: multiply(config.withdrawTaxRate, 100).toString(),
    minmoney: toMoneyString(config.withdrawMin),
  };
}

/** A withdrawal on the wire. */
export function toWithdraw(row: WithdrawRow): Withdraw {
  return {
    id: row.id,
    money: toMoneyString(row.money),
    handlingfee: toMoneyString(row.handlingfee),
    taxes: toMoneyString(row.taxes),
    payout: toMoneyString(subtract(row.money, row.taxes)),
    type: row.type as Withdraw['type'],
    account: row.account,
    name: row.name,
    bank_name: row.bankName,
    address: row.address,
    account_type: row.accountType,
    status: row.status,
    memo: row.memo,
    createtime: row.createtime,
    reviewtime: row.reviewtime ?? null,
  };
}

/** `pay/initialWithdraw`: the balance, the terms, and the most the balance allows. */
export async function withdrawTerms(db: Database, config: Config, userId: number) {
  const policy = withdrawPolicy(config);
  const balance = await readBalance(db, { userId });
  return { money: balance, ...policy, max: maxWithdrawable(balance, policy) };
}

/**
 * A withdrawal of `money` to one of the user's accounts (another user's is `not_found`), checked by
 * the domain (`validateWithdraw`: the minimum, and amount + fee within the balance). The amount
 * plus the fee leaves the balance at once through the ledger, as one `withdraw` money-log row: the
 * money leaves the system and is in transit until an operator pays it out or rejects it. The
 * payment password is checked before this runs (see `requirePayPassword`).
 */
export async function requestWithdraw(
  db: Database,
  config: WithdrawConfig,
  userId: number,
  input: BodyOf<typeof wallet.withdraw>,
  now: number,
): Promise<Withdraw> {
  const amount = input.money.trim();
  return withTransaction(db, async (tx) => {
    const account = await findPayAccount(tx, userId, input.account_id);
    const policy = withdrawPolicy(config);
    // The ledger's guarded debit is what keeps the balance from going negative under concurrent
    // spending; this check gives the precise message (minimum, most that can be withdrawn).
    assertValid(validateWithdraw(amount, await readBalance(tx, { userId }), policy));
    const quote = withdrawQuote(amount, policy);
    const [row] = await tx
      .insert(withdraws)
      .values({
        userId,
        accountId: account.id,
        type: account.type,
        account: account.account,
        name: account.name,
        bankName: account.bankName,
        address: account.address,
        accountType: account.accountType,
        money: quote.amount,
        handlingfee: quote.fee,
        taxes: quote.tax,
        createtime: now,
      })
      .returning();
    const created = row as WithdrawRow;
    await changeBalance(tx, {
      account: { userId },
      amount: money(quote.debit).negated(),
      type: 'withdraw',
      serviceIds: [created.id],
      memo: `Withdrawal ${quote.amount} + fee ${quote.fee} to ${account.type} ${account.account}`,
      now,
    });
    return toWithdraw(created);
  });
}

/** The user's withdrawals, newest first, optionally of one status. */
export async function listWithdraws(
  db: Database,
  userId: number,
  query: QueryOf<typeof wallet.withdrawLog>,
) {
  const window = pageWindow(query);
  const where = and(
    eq(withdraws.userId, userId),
    query.status ? eq(withdraws.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(withdraws).where(where);
  const rows = await db
    .select()
    .from(withdraws)
    .where(where)
    .orderBy(desc(withdraws.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(window, total?.n ?? 0, rows.map(toWithdraw));
}

/** Withdrawals of one status (default `created`, oldest first) with their users, for the operator. */
export async function listWithdrawsForReview(
  db: Database,
  query: QueryOf<typeof adminFinance.withdraws>,
) {
  const window = pageWindow(query);
  const status = query.status ?? 'created';
  const where = eq(withdraws.status, status);
  const [total] = await db.select({ n: count() }).from(withdraws).where(where);
  const rows = await db
    .select({
      withdraw: withdraws,
      user: { id: users.id, username: users.username, nickname: users.nickname },
    })
    .from(withdraws)
    .innerJoin(users, eq(users.id, withdraws.userId))
    .where(where)
    .orderBy(status === 'created' ? asc(withdraws.id) : desc(withdraws.id))
    .limit(window.limit)
    .offset(window.offset);
  return pagedAnswer(
    window,
    total?.n ?? 0,
    rows.map((row) => ({ ...toWithdraw(row.withdraw), user: row.user })),
  );
}

/**
 * The operator marks a pending withdrawal paid out (`approve`: nothing moves, the money already
 * left the balance when it was asked for) or rejects it, which returns amount and fee to the
 * balance with a positive `withdraw` money-log row. Decided once, by one guarded update
 * (`already_reviewed` after, `not_found` for an unknown id).
 */
export async function reviewWithdraw(
  db: Database,
  operatorId: number,
  input: BodyOf<typeof adminFinance.reviewWithdraw>,
  now: number,
): Promise<Withdraw> {
  // A rejection tells the user why (the same rule the operator's screen applies).
  if (!input.approve) assertValid(validateReviewReason(input.reason ?? ''));
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(withdraws)
      .set({
        status: input.approve ? 'successed' : 'rejected',
        memo: input.approve ? '' : (input.reason ?? '').trim(),
        reviewerId: operatorId,
        reviewtime: now,
      })
      .where(and(eq(withdraws.id, input.id), eq(withdraws.status, 'created')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: withdraws.id })
        .from(withdraws)
        .where(eq(withdraws.id, input.id));
      throw new DomainError(existing ? 'already_reviewed' : 'not_found', { field: 'id' });
    }
    if (!input.approve) {
      await changeBalance(tx, {
        account: { userId: row.userId },
        amount: add(row.money, row.handlingfee),
        type: 'withdraw',
        serviceIds: [row.id],
        memo: `Withdrawal ${toMoneyString(row.money)} rejected: amount and fee returned`,
        now,
      });
    }
    return toWithdraw(row);
  });
}
