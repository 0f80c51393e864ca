import { DomainError } from '@bazaar/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idempotencyRecords } from '../db/schema/index.js';
import { withTransaction } from '../db/transaction.js';
import { sha256, stableStringify } from '../lib/crypto.js';

/** The header clients send with a money write. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The header telling the client an answer is a replay of the first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** An acceptable key: 1 to 128 letters, digits and `_-:.` (UUIDs fit). */
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,128}$/;

/** How long answers are kept for replay. */
export const IDEMPOTENCY_TTL_SECONDS = 7 * 24 * 3600;

/** Whose request under which key: the scope of one stored answer. */
export interface IdempotencyScope {
  /** The user (0 for an anonymous caller). */
  readonly userId: number;
  /** The endpoint's contract name. */
  readonly endpoint: string;
  readonly key: string;
  /** What was asked (query and body): the same key with another request is refused. */
  readonly request: unknown;
  /** Unix seconds. */
  readonly now: number;
}

/** The answer of an idempotent run. */
export interface IdempotentResult<T> {
  readonly data: T;
  /** True when `data` is the stored first answer and `work` did not run. */
  readonly replayed: boolean;
}

/** Reads the `Idempotency-Key` header: undefined when absent, `bad_request` when malformed. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw new DomainError('bad_request', { field: IDEMPOTENCY_HEADER });
  }
  return key;
}

/**
 * Runs `work` at most once per scope. The key is claimed by an insert in the same transaction as
 * the work, so the answer is stored if and only if the work commits: a concurrent repeat waits for
 * the first to finish (PostgreSQL blocks on the unique key) and then replays its answer. Refusals
 * are not stored (their transaction rolls back), so a refused request may be retried with its key.
 * The same key with a different request is refused with `idempotency_key_reused`.
 */
export async function runIdempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  work: (tx: Database) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const requestHash = sha256(stableStringify(scope.request));
  const where = and(
    eq(idempotencyRecords.userId, scope.userId),
    eq(idempotencyRecords.endpoint, scope.endpoint),
    eq(idempotencyRecords.key, scope.key),
  );
  return withTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(idempotencyRecords)
      .values({
        userId: scope.userId,
        endpoint: scope.endpoint,
        key: scope.key,
        requestHash,
        createtime: scope.now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyRecords).where(where);
      if (!first || first.requestHash !== requestHash) {
        throw new DomainError('idempotency_key_reused', { field: IDEMPOTENCY_HEADER });
      }
      return { data: first.response as T, replayed: true };
    }
    const data = await work(tx);
    await tx
      .update(idempotencyRecords)
      .set({ response: data ?? null })
      .where(where);
    return { data, replayed: false };
  });
}

/** Deletes answers older than {@link IDEMPOTENCY_TTL_SECONDS}; answers how many. */
export async function deleteOldIdempotencyRecords(db: Database, now: number): Promise<number> {
  const deleted = await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createtime, now - IDEMPOTENCY_TTL_SECONDS))
    .returning({ key: idempotencyRecords.key });
  return deleted.length;
}
