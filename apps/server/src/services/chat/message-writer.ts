import type { ChatMessage } from '@bazaar/api/contract';
import { DomainError, isDomainError } from '@bazaar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { storeMessages, type MessageDraft } from './store.js';

/** The most messages stored in one transaction. */
export const MAX_BATCH = 500;

/**
 * The most messages waiting to be stored: past it the server is behind (the database cannot keep
 * up) and new messages are refused as `rate_limited` rather than held in memory without bound.
 */
export const MAX_WAITING = 20_000;

interface Pending {
  readonly draft: MessageDraft;
  resolve(message: ChatMessage): void;
  reject(error: unknown): void;
}

/**
 * Stores chat messages with group commit: messages that arrive while a transaction is being
 * written wait and go together in the next one (up to {@link MAX_BATCH}), so a busy chat costs a
 * few transactions a second instead of one per message, and a quiet one writes each message at
 * once. A caller's promise settles once its message is committed (or refused). If a batch fails as
 * a whole, its messages are retried one by one, so one bad message does not fail the others. When
 * {@link MAX_WAITING} messages already wait, a new one is refused (`rate_limited`).
 */
export class MessageWriter {
  private queue: Pending[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly maxWaiting = MAX_WAITING,
  ) {}

  /** Stores one message; resolves with it once committed. */
  write(draft: MessageDraft): Promise<ChatMessage> {
    if (this.queue.length >= this.maxWaiting) {
      return Promise.reject(new DomainError('rate_limited', { retry_after: 1 }));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ draft, resolve, reject });
      // Messages of the same turn of the event loop join one batch.
      this.draining ??= new Promise<void>((done) => setImmediate(done)).then(() => this.drain());
    });
  }

  /** Waits until every message written so far is stored. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.store(batch);
      }
    } finally {
      this.draining = null;
    }
  }

  private async store(batch: Pending[]): Promise<void> {
    try {
      const results = await storeMessages(
        this.db,
        batch.map((pending) => pending.draft),
      );
      results.forEach((result, i) => {
        const pending = batch[i] as Pending;
        if (isDomainError(result)) pending.reject(result);
        else pending.resolve(result);
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      this.logger.warn({ err: error, size: batch.length }, 'chat batch failed, storing one by one');
      for (const pending of batch) await this.store([pending]);
    }
  }
}
