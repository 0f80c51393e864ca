import type { Address, AddressForm, PagedOf } from '@bazaar/api/contract';
import {
  ADDRESS_LIMIT,
  assertValid,
  COUNTRY_DIAL_CODES,
  DomainError,
  validateAddress,
} from '@bazaar/domain';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database, Transaction } from '../../db/database.js';
import { addresses, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

const addressFields = {
  id: addresses.id,
  name: addresses.name,
  mobile: addresses.mobile,
  country: addresses.country,
  area_code: addresses.areaCode,
  address: addresses.address,
  is_default: addresses.isDefault,
  createtime: addresses.createtime,
  updatetime: addresses.updatetime,
};

/** The caller's addresses, the default first, then the most recently changed. */
export async function listAddresses(
  db: Database,
  userId: number,
  query: { readonly page?: number; readonly limit?: number },
): Promise<PagedOf<Address>> {
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(addressFields)
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.updatetime), desc(addresses.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows);
}

/** An address form checked by the domain rule, with the dial code of its country. */
function checkedForm(form: Static<typeof AddressForm>) {
  const country = COUNTRY_DIAL_CODES.find((entry) => entry.id === form.country);
  assertValid(
    validateAddress({
      name: form.name,
      mobile: form.mobile,
      areaCode: country?.areaCode ?? null,
      address: form.address,
    }),
  );
  return {
    name: form.name.trim(),
    mobile: form.mobile.trim(),
    country: country!.id,
    areaCode: country!.areaCode,
    address: form.address.trim(),
  };
}

/** Serialises a user's address changes (the limit and the one default) behind the user's row. */
async function lockUser(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Transaction, userId: number, except: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, except)),
    );
}

/**
 * Adds an address (`type: 'add'`) or edits one of the caller's (`type: 'edit'`, `data.id`;
 * `not_found` for an id of another user). The form follows the domain rule; the country is an id of
 * the dial-code list. A user keeps at most `ADDRESS_LIMIT` addresses (`address_limit`). The first
 * address is the default; `is_default: true` moves the default to this address. Unticking the
 * default keeps it (a user with addresses always has one default: choose another instead).
 */
export async function saveAddress(
  db: Database,
  userId: number,
  type: 'add' | 'edit',
  form: Static<typeof AddressForm>,
  now: number,
): Promise<Address> {
  const values = checkedForm(form);
  return withTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    let id: number;
    let makeDefault = form.is_default === true;
    if (type === 'edit') {
      if (form.id === undefined) throw new DomainError('bad_request', { field: 'data.id' });
      const [updated] = await tx
        .update(addresses)
        .set({ ...values, updatetime: now })
        .where(and(eq(addresses.id, form.id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      if (!updated) throw new DomainError('not_found');
      id = updated.id;
    } else {
      const [existing] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const held = existing?.n ?? 0;
      if (held >= ADDRESS_LIMIT) throw new DomainError('address_limit', { max: ADDRESS_LIMIT });
      const [inserted] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault: false, createtime: now, updatetime: now })
        .returning({ id: addresses.id });
      id = inserted!.id;
      // The first address is the default whatever the form says.
      if (held === 0) makeDefault = true;
    }
    if (makeDefault) {
      await clearDefault(tx, userId, id);
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
    }
    const [saved] = await tx.select(addressFields).from(addresses).where(eq(addresses.id, id));
    return saved!;
  });
}

/**
 * Deletes one of the caller's addresses (`not_found` for an id of another user). A deleted default
 * passes to the most recently changed of the others.
 */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw new DomainError('not_found');
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.updatetime), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
