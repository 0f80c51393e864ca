import type { BodyOf, RechargeAccount, adminFinance } from '@bazaar/api/contract';
import { DomainError, assertValid, validatePayoutAccount, type PayoutType } from '@bazaar/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rechargeAccounts } from '../../db/schema/index.js';

type AccountRow = typeof rechargeAccounts.$inferSelect;

/** A currency code: 3 to 5 capital letters (`USD`, `JPY`, `USDT`). */
const CURRENCY = /^[A-Z]{3,5}$/;

/** A top-up account on the wire. */
export function toRechargeAccount(row: AccountRow): RechargeAccount {
  return {
    id: row.id,
    method: row.method,
    currency: row.currency,
    account: row.account,
    name: row.name,
    bank_name: row.bankName,
    address: row.address,
    account_type: row.accountType,
    status: row.status,
    weigh: row.weigh,
  };
}

/**
 * The accounts that receive top-ups, in display order (weigh, then oldest first): the enabled
 * ones for the recharge page, every one for the operator.
 */
export async function listRechargeAccounts(
  db: Database,
  options: { readonly all?: boolean } = {},
): Promise<RechargeAccount[]> {
  const rows = await db
    .select()
    .from(rechargeAccounts)
    .where(options.all ? undefined : eq(rechargeAccounts.status, 'normal'))
    .orderBy(asc(rechargeAccounts.weigh), asc(rechargeAccounts.id));
  return rows.map(toRechargeAccount);
}

/** The body of `admin/recharge-accounts` (save). */
export type SaveRechargeAccount = BodyOf<typeof adminFinance.saveRechargeAccount>;

/**
 * Creates (no `id`) or edits an account receiving top-ups: the method and the account in their
 * real format (the domain's `validatePayoutAccount`: an address with its checksum, a bank account
 * with its holder and bank), a currency code (`recharge_currency_invalid`), trimmed; `status`
 * hidden disables it (the recharge page no longer shows it; past top-ups keep their method).
 */
export async function saveRechargeAccount(
  db: Database,
  body: SaveRechargeAccount,
  now: number,
): Promise<RechargeAccount> {
  const form = {
    type: body.method.trim(),
    account: body.account.trim(),
    name: (body.name ?? '').trim(),
    bank_name: (body.bank_name ?? '').trim(),
    address: (body.address ?? '').trim(),
    account_type: (body.account_type ?? '').trim(),
  };
  assertValid(validatePayoutAccount(form));
  const currency = body.currency.trim().toUpperCase();
  if (!CURRENCY.test(currency)) {
    throw new DomainError('recharge_currency_invalid', { field: 'currency' });
  }
  const values = {
    method: form.type as PayoutType,
    currency,
    account: form.account,
    name: form.name,
    bankName: form.bank_name,
    address: form.address,
    accountType: form.type === 'bank_jp' ? form.account_type : '',
    status: body.status ?? 'normal',
    weigh: body.weigh ?? 0,
    updatetime: now,
  };
  if (body.id === undefined) {
    const [row] = await db
      .insert(rechargeAccounts)
      .values({ ...values, createtime: now })
      .returning();
    return toRechargeAccount(row as AccountRow);
  }
  const [row] = await db
    .update(rechargeAccounts)
    .set(values)
    .where(and(eq(rechargeAccounts.id, body.id)))
    .returning();
  if (!row) throw new DomainError('not_found', { field: 'id' });
  return toRechargeAccount(row);
}
