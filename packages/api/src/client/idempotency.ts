/**
 * Idempotency keys of money writes: one key per logical call. While a call with the same
 * fingerprint (endpoint and body) has not been answered, or got no definite answer (time-out,
 * network failure, server fault), a repeat of it reuses the key, so the server returns the first
 * answer and moves no money twice. A definite answer (success or refusal) releases the key: the
 * next identical call is a new operation with a new key.
 */
export interface IdempotencyKeys {
  /** The key for `fingerprint`: the pending one, or a new one. */
  acquire(fingerprint: string): string;
  /** Forgets the key of `fingerprint` (the server gave a definite answer). */
  release(fingerprint: string, key: string): void;
}

/** Creates an in-memory key store; `createKey` makes new keys (a UUID by default). */
export function createIdempotencyKeys(createKey: () => string): IdempotencyKeys {
  const pending = new Map<string, string>();
  return {
    acquire(fingerprint) {
      let key = pending.get(fingerprint);
      if (key === undefined) {
        key = createKey();
        pending.set(fingerprint, key);
      }
      return key;
    },
    release(fingerprint, key) {
      // A caller-chosen key or a newer call may own the entry by now: release only our own.
      if (pending.get(fingerprint) === key) pending.delete(fingerprint);
    },
  };
}
