import type { LedgerCheck, LedgerFinding } from '@bazaar/api/contract';
import { add, equals, isZero, toMoneyString } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { schedules } from '../../db/schema/index.js';
import { nextDailyRun, type Scheduler } from '../jobs/scheduler.js';
import { reconcileLedger, type LedgerReport } from './reconcile.js';

/** The scheduler's name of the nightly reconciliation. */
export const RECONCILE_TASK = 'ledger.reconcile';

/** The problems a stored report keeps (the count is always whole). */
const KEPT_PROBLEMS = 20;

/** What a reconciliation stores (`schedules.last_result`) and logs. */
export interface ReconcileSummary {
  readonly ok: boolean;
  readonly problem_count: number;
  /** The first problems, one sentence each (for logs and the command line). */
  readonly problems: readonly string[];
  /** The same first problems as data (the console translates them). */
  readonly findings?: readonly LedgerFinding[];
  readonly totals: LedgerReport['totals'];
  /** How long it took, in milliseconds. */
  readonly duration_ms: number;
}

/** Reconciles the books and summarises the report. */
export async function reconcileSummary(db: Database): Promise<ReconcileSummary> {
  const started = performance.now();
  const report = await reconcileLedger(db);
  return {
    ok: report.ok,
    problem_count: report.problems.length,
    problems: report.problems.slice(0, KEPT_PROBLEMS),
    findings: findingsOf(report).slice(0, KEPT_PROBLEMS),
    totals: report.totals,
    duration_ms: Math.round(performance.now() - started),
  };
}

/** `user:12` or `platform:escrow` as the wire's account type and account. */
function accountOf(
  account: string,
): Pick<LedgerFinding & { kind: 'balance' }, 'account_type' | 'account'> {
  const [type, name = ''] = account.split(':');
  return { account_type: type === 'platform' ? 'platform' : 'user', account: name };
}

/** The report's problems as data, in the order of its sentences. */
function findingsOf(report: LedgerReport): LedgerFinding[] {
  const findings: LedgerFinding[] = [
    ...report.mismatches.map((m) => ({
      kind: 'balance' as const,
      ...accountOf(m.account),
      balance: m.balance,
      log_sum: m.logSum,
    })),
    ...report.chainBreaks.map((c) => ({
      kind: 'chain' as const,
      ...accountOf(c.account),
      log_id: c.logId,
      before: c.before,
      expected: c.expected,
    })),
  ];
  const { users, platform, external, internal } = report.totals;
  const balances = toMoneyString(add(users, platform));
  if (!equals(balances, external)) findings.push({ kind: 'conservation', balances, external });
  if (!isZero(internal)) findings.push({ kind: 'internal', internal });
  if (report.problems.some((problem) => problem.startsWith('the platform log holds external'))) {
    findings.push({ kind: 'platform_external' });
  }
  return findings;
}

/**
 * Registers the nightly reconciliation: at `RECONCILE_HOUR` in `TIME_ZONE` one process (whichever
 * claims the slot) checks every balance against its money log and that no money was created or
 * lost, logs the result (an error when it fails) and stores it, where `/metrics` reads it.
 */
export function registerNightlyReconcile(scheduler: Scheduler, config: Config): void {
  scheduler.daily(RECONCILE_TASK, config.reconcileHour, config.timeZone, async ({ db, logger }) => {
    const summary = await reconcileSummary(db);
    if (summary.ok) logger.info(summary, 'ledger reconciled');
    else logger.error(summary, 'ledger does not reconcile');
    return summary;
  });
}

/** The last stored reconciliation and when it finished (unix seconds), if one ran. */
export async function lastReconciliation(
  db: Database,
): Promise<{ finishedAt: number; summary: ReconcileSummary } | undefined> {
  const [row] = await db
    .select({ finishedAt: schedules.lastFinishedAt, result: schedules.lastResult })
    .from(schedules)
    .where(eq(schedules.name, RECONCILE_TASK));
  if (!row?.finishedAt || !row.result) return undefined;
  return { finishedAt: row.finishedAt, summary: row.result as ReconcileSummary };
}

/**
 * Keeps a reconciliation made outside the scheduler (`npm run reconcile`) as the last one, so the
 * console shows it; the nightly slot is left as it was (created at the next hour if missing).
 */
export async function recordReconciliation(
  db: Database,
  summary: ReconcileSummary,
  { now, config }: { now: number; config: Pick<Config, 'reconcileHour' | 'timeZone'> },
): Promise<void> {
  await db
    .insert(schedules)
    .values({
      name: RECONCILE_TASK,
      nextRunAt: nextDailyRun(now, config.reconcileHour, config.timeZone),
      lastRunAt: now,
      lastFinishedAt: now,
      lastResult: summary,
    })
    .onConflictDoUpdate({
      target: schedules.name,
      set: { lastRunAt: now, lastFinishedAt: now, lastResult: summary },
    });
}

/** A check that started this long ago (seconds) and has not finished stopped on an error. */
const UNFINISHED_AFTER_SECONDS = 15 * 60;

/** The last check of the books as the operator's console shows it (`adminFinance.reconciliation`). */
export async function reconciliationView(db: Database, now: number): Promise<LedgerCheck> {
  const [row] = await db
    .select({
      startedAt: schedules.lastRunAt,
      finishedAt: schedules.lastFinishedAt,
      nextRunAt: schedules.nextRunAt,
      result: schedules.lastResult,
    })
    .from(schedules)
    .where(eq(schedules.name, RECONCILE_TASK));
  const summary = row?.finishedAt ? (row.result as ReconcileSummary | null) : null;
  const stalled =
    row?.startedAt != null &&
    (row.finishedAt == null || row.finishedAt < row.startedAt) &&
    now - row.startedAt > UNFINISHED_AFTER_SECONDS;
  return {
    state: stalled ? 'unfinished' : !summary ? 'never' : summary.ok ? 'ok' : 'failed',
    starttime: row?.startedAt ?? null,
    checktime: summary ? (row?.finishedAt ?? null) : null,
    nexttime: row?.nextRunAt ?? null,
    problem_count: summary?.problem_count ?? 0,
    findings: [...(summary?.findings ?? [])],
    totals: summary ? { ...summary.totals } : null,
  };
}
