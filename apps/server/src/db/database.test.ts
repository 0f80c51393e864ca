import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { queryRows } from './database.js';
import { PG_ERRORS, pgConstraint, pgErrorCode } from './errors.js';
import { goodsSkus, moneyLog, users } from './schema/index.js';
import { afterCommit, withTransaction } from './transaction.js';

let t: TestApp;
let buyerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
  buyerId = row!.id;
});
afterAll(() => t?.close());

const balance = async () =>
  (await t.db.select({ money: users.money }).from(users).where(eq(users.id, buyerId)))[0]?.money;

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('the schema guards money and stock', () => {
  it('reads money as exact decimal strings', async () => {
    expect(await balance()).toBe('5000.00');
    const [row] = await queryRows<{ total: string }>(
      t.db,
      sql`select (0.1::numeric(14,2) + 0.2::numeric(14,2))::text as total`,
    );
    expect(row?.total).toBe('0.30');
  });

  it('refuses a negative balance (check constraint)', async () => {
    const error = await failure(
      t.db.update(users).set({ money: '-0.01' }).where(eq(users.id, buyerId)),
    );
    expect(pgErrorCode(error)).toBe(PG_ERRORS.checkViolation);
    expect(pgConstraint(error)).toBe('users_money_not_negative');
    expect(await balance()).toBe('5000.00');
  });

  it('makes a guarded debit a no-op when the balance is short', async () => {
    const debit = (amount: string) =>
      t.db
        .update(users)
        .set({ money: sql`${users.money} - ${amount}` })
        .where(sql`${users.id} = ${buyerId} and ${users.money} >= ${amount}`)
        .returning({ money: users.money });
    expect(await debit('5000.01')).toEqual([]);
    expect(await debit('0.01')).toEqual([{ money: '4999.99' }]);
    await t.db.update(users).set({ money: '5000.00' }).where(eq(users.id, buyerId));
  });

  it('refuses negative stock and a money log line that does not add up', async () => {
    const [sku] = await t.db.select({ id: goodsSkus.id }).from(goodsSkus).limit(1);
    const stock = await failure(
      t.db.update(goodsSkus).set({ stock: -1 }).where(eq(goodsSkus.id, sku!.id)),
    );
    expect(pgConstraint(stock)).toBe('goods_skus_stock_not_negative');
    const log = await failure(
      t.db.insert(moneyLog).values({
        userId: buyerId,
        money: '5.00',
        before: '1.00',
        after: '7.00',
        type: 'sys',
        createtime: 0,
      }),
    );
    expect(pgConstraint(log)).toBe('money_log_adds_up');
  });

  it('refuses a second account with the same username in another letter case', async () => {
    const error = await failure(
      t.db.insert(users).values({
        username: 'BUYER',
        passwordHash: 'x',
        payPasswordHash: 'x',
        inviteCode: 'UNIQUE-1',
        createtime: 0,
        updatetime: 0,
      }),
    );
    expect(pgErrorCode(error)).toBe(PG_ERRORS.uniqueViolation);
    expect(pgConstraint(error)).toBe('users_username_lower_key');
  });
});

describe('withTransaction', () => {
  it('commits everything or nothing', async () => {
    const error = await failure(
      withTransaction(t.db, async (tx) => {
        await tx.update(users).set({ money: '1.00' }).where(eq(users.id, buyerId));
        throw new Error('rolled back');
      }),
    );
    expect((error as Error).message).toBe('rolled back');
    expect(await balance()).toBe('5000.00');
  });

  it('nests as a savepoint: an inner failure caught inside keeps the outer work', async () => {
    await withTransaction(t.db, async (tx) => {
      await tx.update(users).set({ nickname: 'Outer' }).where(eq(users.id, buyerId));
      await failure(
        withTransaction(tx, async (inner) => {
          await inner.update(users).set({ nickname: 'Inner' }).where(eq(users.id, buyerId));
          throw new Error('inner');
        }),
      );
    });
    const [row] = await t.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, buyerId));
    expect(row?.nickname).toBe('Outer');
  });

  it('runs again after a serialization failure', async () => {
    let attempts = 0;
    const result = await withTransaction(t.db, async () => {
      attempts += 1;
      if (attempts === 1)
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect([result, attempts]).toEqual(['done', 2]);
  });

  it('gives up after its retries and does not retry other errors', async () => {
    let attempts = 0;
    await failure(
      withTransaction(
        t.db,
        async () => {
          attempts += 1;
          throw Object.assign(new Error('deadlock'), { code: '40P01' });
        },
        { retries: 1 },
      ),
    );
    expect(attempts).toBe(2);
    attempts = 0;
    await failure(
      withTransaction(t.db, async () => {
        attempts += 1;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    );
    expect(attempts).toBe(1);
  });

  it('accepts an isolation level', async () => {
    const level = await withTransaction(
      t.db,
      async (tx) =>
        (
          await queryRows<{ level: string }>(
            tx,
            sql`select current_setting('transaction_isolation') as level`,
          )
        )[0]?.level,
      { isolationLevel: 'serializable' },
    );
    expect(level).toBe('serializable');
  });
});

describe('afterCommit', () => {
  it('runs once the outermost transaction commits, in order, savepoints included', async () => {
    const seen: string[] = [];
    const roots: unknown[] = [];
    await withTransaction(t.db, async (tx) => {
      afterCommit(tx, () => seen.push('outer'));
      await withTransaction(tx, async (inner) => {
        afterCommit(inner, (root) => {
          seen.push('inner');
          roots.push(root);
        });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['outer', 'inner']);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toBe(t.db);
  });

  it('never runs for a rolled-back transaction, savepoint or failed attempt', async () => {
    const seen: string[] = [];
    await failure(
      withTransaction(t.db, async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        throw new Error('no');
      }),
    );
    let attempts = 0;
    await withTransaction(t.db, async (tx) => {
      attempts += 1;
      afterCommit(tx, () => seen.push(`attempt ${attempts}`));
      await failure(
        withTransaction(tx, async (inner) => {
          afterCommit(inner, () => seen.push('savepoint'));
          throw new Error('inner');
        }),
      );
      if (attempts === 1) throw Object.assign(new Error('serialize'), { code: '40001' });
    });
    expect(seen).toEqual(['attempt 2']);
  });

  it('runs at once outside a transaction, and refuses a transaction it cannot follow', async () => {
    const seen: string[] = [];
    afterCommit(t.db, () => seen.push('now'));
    expect(seen).toEqual(['now']);
    await t.db.transaction(async (tx) => {
      expect(() => afterCommit(tx, () => undefined)).toThrow(/withTransaction/);
    });
  });

  it('keeps a failing callback from stopping the others or the caller', async () => {
    const seen: string[] = [];
    await withTransaction(t.db, async (tx) => {
      afterCommit(tx, () => {
        throw new Error('push failed');
      });
      afterCommit(tx, () => seen.push('second'));
    });
    expect(seen).toEqual(['second']);
  });
});

describe('pgErrorCode', () => {
  it.each([
    [{ code: '23505' }, '23505'],
    [{ message: 'wrapped', cause: { code: '40001' } }, '40001'],
    [new Error('plain'), undefined],
    [{ code: 'ECONNREFUSED' }, undefined],
    [null, undefined],
  ])('reads %o', (error, code) => {
    expect(pgErrorCode(error)).toBe(code);
  });
});
