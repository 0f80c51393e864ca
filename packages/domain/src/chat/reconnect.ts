/** How many times the chat connection retries after a failure before it gives up (spec section 9). */
export const CHAT_RECONNECT_LIMIT = 3;

/**
 * The number of the next reconnect attempt after `attemptsSoFar` failed ones, or `null` when the
 * limit is spent and the connection must give up (and log an error).
 */
export function nextReconnectAttempt(
  attemptsSoFar: number,
  limit: number = CHAT_RECONNECT_LIMIT,
): number | null {
  return attemptsSoFar < limit ? attemptsSoFar + 1 : null;
}
