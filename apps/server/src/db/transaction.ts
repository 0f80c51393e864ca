import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.js';
import { pgErrorCode } from './errors.js';

/** SQLSTATEs after which a whole transaction may simply be run again. */
const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Options of {@link withTransaction}. */
export interface TransactionOptions extends PgTransactionConfig {
  /**
   * How many times to run the work again after a serialization failure or a deadlock (only for an
   * outermost transaction: inside another one the caller's transaction is already doomed). @default 2
   */
  readonly retries?: number;
}

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all. Called with
 * a transaction, it opens a savepoint inside it, so services compose. Serialization failures and
 * deadlocks of an outermost transaction are retried.
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const { retries = 2, ...config } = options;
  const nested = db instanceof PgTransaction;
  const settings = !nested && Object.keys(config).length > 0 ? config : undefined;
  const parent = nested ? scopes.get(db) : undefined;
  for (let attempt = 0; ; attempt += 1) {
    // Each attempt (and each savepoint) collects its own callbacks: a rolled-back one drops them.
    let committed: CommitCallback[] = [];
    try {
      const result = await db.transaction(async (tx) => {
        const scope: CommitScope = { root: nested ? parent?.root : db, callbacks: [] };
        scopes.set(tx, scope);
        const answer = await work(tx);
        if (parent) parent.callbacks.push(...scope.callbacks);
        else committed = scope.callbacks;
        return answer;
      }, settings);
      if (!nested) runCallbacks(committed, db);
      return result;
    } catch (error) {
      const code = pgErrorCode(error);
      if (nested || attempt >= retries || code === undefined || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** What runs after a commit; it gets the database the outermost transaction was opened on. */
export type CommitCallback = (root: Database) => void;

/** The callbacks waiting for a transaction opened by {@link withTransaction} to commit. */
interface CommitScope {
  /** The database of the outermost transaction; undefined inside one opened some other way. */
  readonly root: Database | undefined;
  readonly callbacks: CommitCallback[];
}

const scopes = new WeakMap<object, CommitScope>();

function runCallbacks(callbacks: readonly CommitCallback[], root: Database): void {
  for (const callback of callbacks) {
    try {
      callback(root);
    } catch {
      // A callback only announces what is already committed; its failure changes nothing saved.
    }
  }
}

/**
 * Runs `callback` once the work on `db` is committed: at once when `db` is not a transaction (each
 * statement commits by itself), else after the outermost {@link withTransaction} commits, and never
 * when it (or the savepoint the callback was queued in) rolls back. For effects outside the
 * database that must not announce what could still be undone: a live push of a new notice. The
 * callback gets the database the transaction was opened on (the app's `deps.db`). Throws inside a
 * transaction that was not opened by `withTransaction`, whose commit it cannot see.
 */
export function afterCommit(db: Database, callback: CommitCallback): void {
  if (!(db instanceof PgTransaction)) {
    runCallbacks([callback], db);
    return;
  }
  const scope = scopes.get(db);
  if (!scope?.root) {
    throw new Error('afterCommit needs a transaction opened by withTransaction');
  }
  scope.callbacks.push(callback);
}
