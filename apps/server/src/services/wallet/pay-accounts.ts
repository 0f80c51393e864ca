import type { BodyOf, PayAccount, wallet } from '@bazaar/api/contract';
import { DomainError, assertValid, validatePayoutAccount, type PayoutType } from '@bazaar/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { withdrawAccounts } from '../../db/schema/index.js';

type AccountRow = typeof withdrawAccounts.$inferSelect;

/** A payout account on the wire. */
export function toPayAccount(row: AccountRow): PayAccount {
  return {
    id: row.id,
    type: row.type,
    account: row.account,
    name: row.name,
    bank_name: row.bankName,
    address: row.address,
    account_type: row.accountType,
    createtime: row.createtime,
  };
}

/** The user's payout accounts, newest first. */
export async function listPayAccounts(db: Database, userId: number): Promise<PayAccount[]> {
  const rows = await db
    .select()
    .from(withdrawAccounts)
    .where(eq(withdrawAccounts.userId, userId))
    .orderBy(desc(withdrawAccounts.id));
  return rows.map(toPayAccount);
}

/**
 * Adds a payout account after the domain's check (`validatePayoutAccount`: a known type, the
 * fields it needs, each in its real format: addresses with their checksums, account numbers). Text is stored trimmed; fields a type does not use are kept as given.
 */
export async function addPayAccount(
  db: Database,
  userId: number,
  input: BodyOf<typeof wallet.addPayAccount>,
  now: number,
): Promise<PayAccount> {
  const form = {
    type: input.type.trim(),
    account: input.account.trim(),
    name: (input.name ?? '').trim(),
    bank_name: (input.bank_name ?? '').trim(),
    address: (input.address ?? '').trim(),
    account_type: (input.account_type ?? '').trim(),
  };
  assertValid(validatePayoutAccount(form));
  const [row] = await db
    .insert(withdrawAccounts)
    .values({
      userId,
      type: form.type as PayoutType,
      account: form.account,
      name: form.name,
      bankName: form.bank_name,
      address: form.address,
      accountType: form.type === 'bank_jp' ? form.account_type : '',
      createtime: now,
    })
    .returning();
  return toPayAccount(row as AccountRow);
}

/** One of the user's payout accounts; another user's or a missing one is `not_found`. */
export async function findPayAccount(
  db: Database,
  userId: number,
  id: number,
): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(withdrawAccounts)
    .where(and(eq(withdrawAccounts.id, id), eq(withdrawAccounts.userId, userId)));
  if (!row) throw new DomainError('not_found', { field: 'id' });
  return row;
}

/**
 * Deletes one of the user's payout accounts (another user's is `not_found`). Withdrawals keep a
 * copy of the account they were paid to, so their history is unchanged.
 */
export async function deletePayAccount(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(withdrawAccounts)
    .where(and(eq(withdrawAccounts.id, id), eq(withdrawAccounts.userId, userId)))
    .returning({ id: withdrawAccounts.id });
  if (deleted.length === 0) throw new DomainError('not_found', { field: 'id' });
}
