import { toMoneyString } from '@bazaar/domain';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { recordReconciliation, reconcileSummary } from './nightly-reconcile.js';

/** Exit codes of `npm run reconcile`. */
export const RECONCILE_EXIT = { ok: 0, mismatch: 1, error: 2 } as const;

/** What {@link runReconcile} needs. */
export interface ReconcileCommandOptions {
  readonly db: Database;
  /** Unix seconds now. */
  readonly now: number;
  readonly config: Pick<Config, 'reconcileHour' | 'timeZone'>;
  /** Where the report goes, a line at a time. */
  readonly print: (line: string) => void;
}

/**
 * `npm run reconcile`: checks the books now (every balance against its money log, each log's
 * chain, and that no money was created or lost), prints the totals and every problem found, keeps
 * the result as the last check (the operator's console shows it) and answers the exit code: 0 when
 * the books reconcile, 1 on a mismatch.
 */
export async function runReconcile({
  db,
  now,
  config,
  print,
}: ReconcileCommandOptions): Promise<number> {
  const summary = await reconcileSummary(db);
  await recordReconciliation(db, summary, { now, config });
  const { users, platform, external, internal } = summary.totals;
  const width = Math.max(...[users, platform, external, internal].map((value) => value.length));
  const row = (label: string, value: string, note = '') =>
    print(`  ${label.padEnd(24)}${toMoneyString(value).padStart(width)}${note ? `  ${note}` : ''}`);
  print(
    `The books ${summary.ok ? 'reconcile' : 'do NOT reconcile'} (${new Date(now * 1000).toISOString()}, ${summary.duration_ms} ms)`,
  );
  row("users' balances", users);
  row('platform accounts', platform);
  row('brought in', external, 'top-ups less withdrawals, and the platform capital');
  row('internal movements', internal, 'must be 0.00');
  if (!summary.ok) {
    print(`${summary.problem_count} problem${summary.problem_count === 1 ? '' : 's'}:`);
    for (const problem of summary.problems) print(`  ${problem}`);
    if (summary.problem_count > summary.problems.length) {
      print(`  ... and ${summary.problem_count - summary.problems.length} more`);
    }
  }
  return summary.ok ? RECONCILE_EXIT.ok : RECONCILE_EXIT.mismatch;
}
