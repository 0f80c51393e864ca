import { adminFinance } from '@bazaar/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules, users } from '../../db/schema/index.js';
import { unixNow } from '../../lib/clock.js';
import { balanceOf, userIdOf } from '../../test/finance.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { RECONCILE_TASK } from './nightly-reconcile.js';
import { RECONCILE_EXIT, runReconcile } from './reconcile-command.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

async function reconcile(): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runReconcile({
    db: t.db,
    now: unixNow(t.clock),
    config: t.config,
    print: (line) => lines.push(line),
  });
  return { code, lines };
}

async function lastCheck() {
  const result = await t.call(adminFinance.reconciliation, { token: admin });
  expect(result.body.code).toBe(1);
  return result.data;
}

describe('npm run reconcile and the last check of the books', () => {
  it('says no check ran before the first', async () => {
    expect(await lastCheck()).toMatchObject({
      state: 'never',
      checktime: null,
      totals: null,
      findings: [],
    });
  });

  it('prints the totals of books that reconcile, exits 0 and keeps the result for the console', async () => {
    const { code, lines } = await reconcile();
    expect(code).toBe(RECONCILE_EXIT.ok);
    expect(lines[0]).toMatch(/^The books reconcile /);
    const users = lines.find((line) => line.includes("users' balances"));
    expect(users).toMatch(/\d+\.\d{2}$/);
    expect(lines.find((line) => line.includes('internal movements'))).toMatch(
      / 0\.00 {2}must be 0\.00$/,
    );
    const check = await lastCheck();
    expect(check).toMatchObject({
      state: 'ok',
      checktime: unixNow(t.clock),
      problem_count: 0,
      findings: [],
    });
    expect(check.totals?.internal).toBe('0.00');
    expect(check.nexttime).toBeGreaterThan(unixNow(t.clock));
  });

  it('prints every mismatch and exits 1 when a balance changed without its money log; the console shows it', async () => {
    const buyer = await userIdOf(t, 'buyer');
    const before = await balanceOf(t, 'buyer');
    await t.db
      .update(users)
      .set({ money: sql`${users.money} + 1` })
      .where(eq(users.id, buyer));
    try {
      t.clock.advanceSeconds(60);
      const { code, lines } = await reconcile();
      expect(code).toBe(RECONCILE_EXIT.mismatch);
      expect(lines[0]).toMatch(/^The books do NOT reconcile /);
      expect(lines).toContain(
        `  user:${buyer}: balance ${(Number(before) + 1).toFixed(2)} but its money log sums to ${before}`,
      );
      const check = await lastCheck();
      expect(check.state).toBe('failed');
      expect(check.problem_count).toBe(check.findings.length);
      expect(check.findings).toEqual(
        expect.arrayContaining([
          {
            kind: 'balance',
            account_type: 'user',
            account: String(buyer),
            balance: (Number(before) + 1).toFixed(2),
            log_sum: before,
          },
          expect.objectContaining({ kind: 'conservation' }),
        ]),
      );
    } finally {
      await t.db
        .update(users)
        .set({ money: sql`${users.money} - 1` })
        .where(eq(users.id, buyer));
    }
  });

  it('says a check that started and never finished is unfinished', async () => {
    const now = unixNow(t.clock);
    await t.db
      .update(schedules)
      .set({ lastRunAt: now + 60 })
      .where(eq(schedules.name, RECONCILE_TASK));
    t.clock.advanceSeconds(60 + 16 * 60);
    expect((await lastCheck()).state).toBe('unfinished');
  });

  it('is for operators only', async () => {
    const buyer = await t.login('buyer');
    expect((await t.call(adminFinance.reconciliation, { token: buyer })).status).toBe(403);
  });
});
