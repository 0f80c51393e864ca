import { add, isDomainError, money, subtract, toMoneyString } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/database.js';
import { pgErrorCode, PG_ERRORS } from '../../db/errors.js';
import { moneyLog, platformMoneyLog, users } from '../../db/schema/index.js';
import { withTransaction } from '../../db/transaction.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { changeBalance, readBalance, transfer, type LedgerAccount } from './ledger.js';
import { assertLedgerBalanced, reconcileLedger } from './reconcile.js';

let t: TestApp;
const ids: Record<string, number> = {};
const now = 1_750_000_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.select({ id: users.id, username: users.username }).from(users)) {
    ids[row.username] = row.id;
  }
});
afterAll(() => t?.close());

/** A fresh user with `balance` brought in by an operator's top-up (an external movement). */
let serial = 0;
async function wallet(balance: string): Promise<number> {
  serial += 1;
  const [row] = await t.db
    .insert(users)
    .values({
      username: `ledger${serial}`,
      passwordHash: 'x',
      payPasswordHash: 'x',
      inviteCode: `LEDGER${serial}`,
      createtime: now,
      updatetime: now,
    })
    .returning({ id: users.id });
  const id = (row as { id: number }).id;
  if (balance !== '0.00') {
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, { account: { userId: id }, amount: balance, type: 'sys_recharge', now }),
    );
  }
  return id;
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('changeBalance', () => {
  it('credits and debits with a money-log row holding before, after, amount, type, ids and memo', async () => {
    const id = await wallet('0.00');
    const credit = await withTransaction(t.db, (tx) =>
      changeBalance(tx, {
        account: { userId: id },
        amount: '100',
        type: 'recharge',
        serviceIds: [7],
        memo: 'Top-up 7',
        now,
      }),
    );
    expect(credit).toMatchObject({ money: '100.00', before: '0.00', after: '100.00' });
    const debit = await withTransaction(t.db, (tx) =>
      changeBalance(tx, {
        account: { userId: id },
        amount: '-30.55',
        type: 'withdraw',
        serviceIds: [3, 4],
        now: now + 1,
      }),
    );
    expect(debit).toMatchObject({ money: '-30.55', before: '100.00', after: '69.45' });
    const rows = await t.db
      .select()
      .from(moneyLog)
      .where(eq(moneyLog.userId, id))
      .orderBy(moneyLog.id);
    expect(
      rows.map((r) => [r.money, r.before, r.after, r.type, r.serviceIds, r.memo, r.createtime]),
    ).toEqual([
      ['100.00', '0.00', '100.00', 'recharge', '7', 'Top-up 7', now],
      ['-30.55', '100.00', '69.45', 'withdraw', '3,4', '', now + 1],
    ]);
    expect(rows.map((r) => r.id)).toEqual([credit.logId, debit.logId]);
    expect(await readBalance(t.db, { userId: id })).toBe('69.45');
  });

  it('refuses a debit beyond the balance with insufficient_balance and the balance, writing nothing', async () => {
    const id = await wallet('20.00');
    const answer = await refusal(
      withTransaction(t.db, (tx) =>
        changeBalance(tx, { account: { userId: id }, amount: '-20.01', type: 'withdraw', now }),
      ),
    );
    expect(answer).toEqual({ code: 'insufficient_balance', details: { balance: '20.00' } });
    expect(await readBalance(t.db, { userId: id })).toBe('20.00');
    const logs = await t.db.select().from(moneyLog).where(eq(moneyLog.userId, id));
    expect(logs).toHaveLength(1);
    // The whole balance may go, down to exactly zero.
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, { account: { userId: id }, amount: '-20.00', type: 'withdraw', now }),
    );
    expect(await readBalance(t.db, { userId: id })).toBe('0.00');
  });

  it('writes nothing for a zero amount and refuses amounts finer than a cent', async () => {
    const id = await wallet('5.00');
    const zero = await withTransaction(t.db, (tx) =>
      changeBalance(tx, { account: { userId: id }, amount: '0', type: 'recharge', now }),
    );
    expect(zero).toMatchObject({ money: '0.00', before: '5.00', after: '5.00', logId: null });
    await expect(
      changeBalance(t.db, { account: { userId: id }, amount: '0.005', type: 'recharge', now }),
    ).rejects.toThrow(RangeError);
    expect(await t.db.select().from(moneyLog).where(eq(moneyLog.userId, id))).toHaveLength(1);
  });

  it('keeps external movements off the platform accounts', async () => {
    await expect(
      changeBalance(t.db, { account: { platform: 'revenue' }, amount: '1', type: 'recharge', now }),
    ).rejects.toThrow(RangeError);
  });

  it('keeps the schema checks as a second line of defence', async () => {
    const id = await wallet('1.00');
    const error = await t.db
      .update(users)
      .set({ money: '-1.00' })
      .where(eq(users.id, id))
      .catch((caught: unknown) => caught);
    expect(pgErrorCode(error)).toBe(PG_ERRORS.checkViolation);
    const logError = await t.db
      .insert(moneyLog)
      .values({
        userId: id,
        money: '-2.00',
        before: '1.00',
        after: '-1.00',
        type: 'pay',
        createtime: now,
      })
      .catch((caught: unknown) => caught);
    expect(pgErrorCode(logError)).toBe(PG_ERRORS.checkViolation);
  });

  it('opens a missing platform account at zero on its first credit', async () => {
    // A database migrated without the demo seed (whose orders already moved money through every
    // platform account) has no platform account rows.
    const bare = await openDatabase({});
    try {
      await bare.migrate();
      const [row] = await bare.db
        .insert(users)
        .values({
          username: 'ledger-bare',
          passwordHash: 'x',
          payPasswordHash: 'x',
          inviteCode: 'LEDGERBARE',
          createtime: now,
          updatetime: now,
        })
        .returning({ id: users.id });
      const payer = (row as { id: number }).id;
      const { credit } = await withTransaction(bare.db, async (tx) => {
        await changeBalance(tx, {
          account: { userId: payer },
          amount: '3.00',
          type: 'sys_recharge',
          now,
        });
        return transfer(tx, {
          from: { userId: payer },
          to: { platform: 'revenue' },
          amount: '3',
          type: 'wholesale',
          now,
        });
      });
      expect(credit).toMatchObject({ before: '0.00', after: '3.00' });
      await assertLedgerBalanced(bare.db);
    } finally {
      await bare.close();
    }
  });
});

describe('transfer', () => {
  it('moves money in two legs, the platform leg naming the user on the other side', async () => {
    const buyer = await wallet('50.00');
    const escrowBefore = await readBalance(t.db, { platform: 'escrow' });
    const result = await withTransaction(t.db, (tx) =>
      transfer(tx, {
        from: { userId: buyer },
        to: { platform: 'escrow' },
        amount: '12.50',
        type: 'pay',
        serviceIds: [101, 102],
        memo: { from: 'Payment of 2 orders', to: 'Held for orders 101, 102' },
        now,
      }),
    );
    expect(result.debit).toMatchObject({ money: '-12.50', before: '50.00', after: '37.50' });
    expect(result.credit).toMatchObject({
      money: '12.50',
      before: escrowBefore,
      after: toMoneyString(add(escrowBefore, '12.50')),
    });
    const [platformRow] = await t.db
      .select()
      .from(platformMoneyLog)
      .where(eq(platformMoneyLog.id, result.credit.logId as number));
    expect(platformRow).toMatchObject({
      account: 'escrow',
      userId: buyer,
      type: 'pay',
      serviceIds: '101,102',
      memo: 'Held for orders 101, 102',
    });
    const [userRow] = await t.db
      .select()
      .from(moneyLog)
      .where(eq(moneyLog.id, result.debit.logId as number));
    expect(userRow?.memo).toBe('Payment of 2 orders');
    await assertLedgerBalanced(t.db);
  });

  it('rolls both legs back when the payer cannot cover it, whichever leg ran first', async () => {
    const merchant = await wallet('1.00');
    const escrowBefore = await readBalance(t.db, { platform: 'escrow' });
    // The credit to the user is written first (lock order), then the escrow debit fails.
    const answer = await refusal(
      withTransaction(t.db, (tx) =>
        transfer(tx, {
          from: { platform: 'escrow' },
          to: { userId: merchant },
          amount: toMoneyString(add(escrowBefore, '1')),
          type: 'income',
          now,
        }),
      ),
    );
    expect(answer).toEqual({ code: 'insufficient_balance', details: { balance: escrowBefore } });
    expect(await readBalance(t.db, { userId: merchant })).toBe('1.00');
    await assertLedgerBalanced(t.db);
  });

  it('refuses non-positive amounts, one account on both sides and single-sided types', async () => {
    const a = await wallet('10.00');
    const b = await wallet('0.00');
    const base = { from: { userId: a }, to: { userId: b }, type: 'sys' as const, now };
    await expect(transfer(t.db, { ...base, amount: '0' })).rejects.toThrow(RangeError);
    await expect(transfer(t.db, { ...base, amount: '-1' })).rejects.toThrow(RangeError);
    await expect(transfer(t.db, { ...base, to: base.from, amount: '1' })).rejects.toThrow(
      RangeError,
    );
    await expect(transfer(t.db, { ...base, type: 'withdraw', amount: '1' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('reconcileLedger', () => {
  it('finds the seeded books balanced', async () => {
    const report = await reconcileLedger(t.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.totals.internal).toBe('0.00');
  });

  it('reports a balance changed behind the ledger, and money created from nothing', async () => {
    const id = await wallet('10.00');
    await t.db.execute(sql`update users set money = money + 5 where id = ${id}`);
    const report = await reconcileLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toContainEqual({
      account: `user:${id}`,
      balance: '15.00',
      logSum: '10.00',
    });
    expect(report.problems.some((p) => p.startsWith('balances sum to'))).toBe(true);
    await t.db.execute(sql`update users set money = money - 5 where id = ${id}`);
    await assertLedgerBalanced(t.db);
  });

  it('reports an internal movement without its other leg, and a broken chain', async () => {
    const id = await wallet('10.00');
    const [logRow] = await t.db
      .select()
      .from(moneyLog)
      .where(eq(moneyLog.userId, id))
      .orderBy(moneyLog.id);
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, { account: { userId: id }, amount: '2', type: 'sys', now }),
    );
    const unpaired = await reconcileLedger(t.db);
    expect(unpaired.problems).toContain(
      'internal movements sum to 2.00, not 0: money was created or lost',
    );
    await withTransaction(t.db, (tx) =>
      changeBalance(tx, { account: { userId: id }, amount: '-2', type: 'sys', now }),
    );
    await assertLedgerBalanced(t.db);

    await t.db
      .update(moneyLog)
      .set({ before: '1.00', after: '11.00' })
      .where(eq(moneyLog.id, (logRow as { id: number }).id));
    const broken = await reconcileLedger(t.db);
    expect(broken.chainBreaks).toContainEqual({
      account: `user:${id}`,
      logId: (logRow as { id: number }).id,
      before: '1.00',
      expected: '0.00',
    });
    await t.db
      .update(moneyLog)
      .set({ before: '0.00', after: '10.00' })
      .where(eq(moneyLog.id, (logRow as { id: number }).id));
    await assertLedgerBalanced(t.db);
  });
});

describe('under concurrency', () => {
  it('50 simultaneous debits of one wallet never overdraw it', async () => {
    const id = await wallet('100.00');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        withTransaction(t.db, (tx) =>
          transfer(tx, {
            from: { userId: id },
            to: { platform: 'escrow' },
            amount: '7.00',
            type: 'pay',
            serviceIds: [i],
            now,
          }),
        ),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' &&
        isDomainError(r.reason) &&
        r.reason.code === 'insufficient_balance',
    );
    expect(done).toHaveLength(14);
    expect(refused).toHaveLength(36);
    expect(await readBalance(t.db, { userId: id })).toBe('2.00');
    await assertLedgerBalanced(t.db);
  });

  it('transfers both ways between the same accounts all commit without deadlock', async () => {
    const id = await wallet('100.00');
    const escrow: LedgerAccount = { platform: 'escrow' };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        withTransaction(t.db, (tx) =>
          transfer(tx, {
            from: i % 2 === 0 ? { userId: id } : escrow,
            to: i % 2 === 0 ? escrow : { userId: id },
            amount: '1.00',
            type: i % 2 === 0 ? 'pay' : 'refund',
            now,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await readBalance(t.db, { userId: id })).toBe('100.00');
    await assertLedgerBalanced(t.db);
  });

  it('after 1,000 random money operations every balance equals its log and nothing was created or lost', async () => {
    const accounts: LedgerAccount[] = [
      { userId: await wallet('300.00') },
      { userId: await wallet('50.00') },
      { userId: await wallet('0.00') },
      { userId: ids['buyer'] as number },
      { platform: 'escrow' },
      { platform: 'revenue' },
    ];
    // A fixed pseudo-random sequence (a linear congruential generator), the same on every run.
    let state = 20_250_115;
    const next = (modulo: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % modulo;
    };
    const before = await reconcileLedger(t.db);
    let broughtIn = money('0');
    let refusals = 0;
    const operations = Array.from({ length: 1000 }, () => {
      const kind = next(10);
      const amount = toMoneyString(money(String(next(9_000) + 1)).dividedBy(100));
      const from = accounts[next(accounts.length)] as LedgerAccount;
      const to = accounts[next(accounts.length)] as LedgerAccount;
      const user = { userId: (accounts[next(4)] as { userId: number }).userId };
      return { kind, amount, from, to, user };
    });
    // Ten at a time, so that on PostgreSQL operations on the same rows overlap.
    for (let index = 0; index < operations.length; index += 10) {
      const batch = operations.slice(index, index + 10);
      const results = await Promise.allSettled(
        batch.map(({ kind, amount, from, to, user }) =>
          withTransaction(t.db, async (tx) => {
            if (kind === 0) {
              await changeBalance(tx, { account: user, amount, type: 'recharge', now });
              return amount;
            }
            if (kind === 1) {
              await changeBalance(tx, {
                account: user,
                amount: money(amount).negated(),
                type: 'withdraw',
                now,
              });
              return toMoneyString(money(amount).negated());
            }
            if (JSON.stringify(from) === JSON.stringify(to)) return '0.00';
            await transfer(tx, { from, to, amount, type: 'sys', now });
            return '0.00';
          }),
        ),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') broughtIn = broughtIn.plus(result.value);
        else if (isDomainError(result.reason) && result.reason.code === 'insufficient_balance')
          refusals += 1;
        else throw result.reason;
      }
    }
    const after = await assertLedgerBalanced(t.db);
    expect(after.totals.external).toBe(
      toMoneyString(add(before.totals.external, broughtIn.toFixed(2))),
    );
    expect(subtract(add(after.totals.users, after.totals.platform), after.totals.external)).toEqual(
      money('0'),
    );
    // The sequence exercises refusals too, not only happy paths.
    expect(refusals).toBeGreaterThan(0);
    const [negative] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from users where money < 0`,
    );
    expect(Number(negative?.n)).toBe(0);
  });
});
