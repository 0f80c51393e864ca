import type { Database } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';
import { PLATFORM_SENDER } from '../chat/frames.js';
import { pushAfterCommit } from '../chat/live.js';

/**
 * The kinds of order notices and the values each message interpolates. Each kind has the i18n
 * keys `order:notice.<kind>.title` and `order:notice.<kind>.body`.
 */
export interface NoticeValues {
  /** To the merchant: an order of the shop was paid and waits for shipment. */
  readonly paid: { readonly order_no: string };
  /** To the buyer: the order was shipped. */
  readonly shipped: { readonly order_no: string };
  /** To the merchant: the order was received (by the buyer or automatically); income credited. */
  readonly received: { readonly order_no: string; readonly income: string };
  /** To the merchant: the buyer asked for a refund (or changed it) and waits for the shop. */
  readonly refund_applied: { readonly order_no: string; readonly money: string };
  /** To the buyer: the seller agreed to a return; the goods are to be sent back. */
  readonly refund_agreed: { readonly order_no: string };
  /** To the buyer: the seller or the platform rejected the refund, with the reason. */
  readonly refund_rejected: { readonly order_no: string; readonly reason: string };
  /** To the buyer: the refund succeeded and its amount was credited. */
  readonly refund_succeeded: { readonly order_no: string; readonly money: string };
}

/** A notice kind. */
export type NoticeKind = keyof NoticeValues;

/** What a notice says and when. */
export interface NoticePayload<K extends NoticeKind> {
  /** The order it is about (`related_id`). */
  readonly orderId: number;
  readonly values: NoticeValues[K];
  /** Unix seconds. */
  readonly now: number;
}

/**
 * Tells a user something happened, in the caller's transaction: a row in `notices` (the user's
 * message list, type `order`). The stored `title` is the i18n key prefix `order:notice.<kind>`
 * (clients show `<title>.title` and `<title>.body`), `content` the body's values as JSON, and
 * `related_id` the order. Once the transaction commits, the user's open sockets get it as an
 * `order` frame (see {@link sendNotice}). The one place order notices (paid, shipped, received,
 * refund changes) are made.
 */
export async function notifyUser<K extends NoticeKind>(
  tx: Database,
  userId: number,
  kind: K,
  payload: NoticePayload<K>,
): Promise<void> {
  await sendNotice(tx, userId, {
    type: 'order',
    title: `order:notice.${kind}`,
    values: payload.values,
    relatedId: payload.orderId,
    now: payload.now,
  });
}

/** A notice of any kind (order notices go through {@link notifyUser}). */
export interface NoticeInput {
  /** `order` for an order or refund, `notice` for anything else. */
  readonly type: 'order' | 'notice';
  /** An i18n key prefix (`<title>.title`, `<title>.body`), or plain text. */
  readonly title: string;
  /** The values the body interpolates, stored as JSON in `content`. */
  readonly values: Readonly<Record<string, string | number>>;
  /** The record it is about (an order...), null for none. */
  readonly relatedId: number | null;
  /** Unix seconds. */
  readonly now: number;
}

/**
 * Adds a notice to the user's notice list in the caller's transaction and, once that commits (never
 * if it rolls back), pushes it to the user's open sockets in whatever server process as a frame of
 * its `type` (`{"type":"order"|"notice", id, to_id, form: the platform, message: {type, content:
 * {title, values, related_id}}, createtime}`). Answers the notice's id.
 */
export async function sendNotice(
  tx: Database,
  userId: number,
  input: NoticeInput,
): Promise<number> {
  const [row] = await tx
    .insert(notices)
    .values({
      userId,
      type: input.type,
      title: input.title,
      content: JSON.stringify(input.values),
      relatedId: input.relatedId,
      createtime: input.now,
    })
    .returning({ id: notices.id });
  const id = (row as { id: number }).id;
  pushAfterCommit(tx, userId, {
    type: input.type,
    id,
    to_id: userId,
    form: PLATFORM_SENDER,
    message: {
      type: input.type,
      content: { title: input.title, values: { ...input.values }, related_id: input.relatedId },
    },
    createtime: input.now,
  });
  return id;
}
