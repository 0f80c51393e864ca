/**
 * Unread chat messages per conversation, keyed by the conversation partner's user id (the `form.id`
 * of the messages they send). Conversations with nothing unread have no entry.
 */
export type UnreadCounts = Readonly<Record<number, number>>;

/** The part of an incoming chat message the unread rule needs. */
export interface IncomingChatMessage {
  /** The sender's user id (`form.id` of the chat frame). */
  readonly senderId: number;
}

/** No unread messages. */
export const NO_UNREAD: UnreadCounts = Object.freeze({});

function isUserId(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

/**
 * The unread counts after `message` arrives (spec section 4, chat connection): the sender's count
 * goes up by one, unless the sender is the conversation the user has open. A message without a
 * valid sender id changes nothing. Returns `counts` itself when nothing changes.
 */
export function nextUnread(
  counts: UnreadCounts,
  message: IncomingChatMessage,
  openConversationId: number | null,
): UnreadCounts {
  const { senderId } = message;
  if (!isUserId(senderId) || senderId === openConversationId) return counts;
  return { ...counts, [senderId]: (counts[senderId] ?? 0) + 1 };
}

/** The unread counts after the user reads the conversation with `conversationId`. */
export function markConversationRead(counts: UnreadCounts, conversationId: number): UnreadCounts {
  if (!(conversationId in counts)) return counts;
  const next: Record<number, number> = { ...counts };
  delete next[conversationId];
  return next;
}

/** All unread messages across conversations (the chat badge). */
export function totalUnread(counts: UnreadCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
