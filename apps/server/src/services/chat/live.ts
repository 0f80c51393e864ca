import type { Database } from '../../db/database.js';
import { afterCommit } from '../../db/transaction.js';
import type { PushFrame } from './frames.js';

/** Sends a frame to a user's sockets, wherever they are (the app's chat service). */
export type LivePush = (userId: number, frame: PushFrame) => void;

/** The live push of each app, by the database it runs on (an app registers its own). */
const pushes = new WeakMap<Database, LivePush>();

/** Makes `push` the live push of work done on `db` (the app's `deps.db`); `null` removes it. */
export function setLivePush(db: Database, push: LivePush | null): void {
  if (push) pushes.set(db, push);
  else pushes.delete(db);
}

/**
 * Pushes `frame` to the user's open sockets once the work on `db` commits, and never if it rolls
 * back, so a live notice never announces an order change that was undone. Does nothing for a
 * database without an app (the seed, scripts).
 */
export function pushAfterCommit(db: Database, userId: number, frame: PushFrame): void {
  afterCommit(db, (root) => pushes.get(root)?.(userId, frame));
}
