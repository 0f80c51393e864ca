import { isApiError } from '@bazaar/api';
import { isMoneyString } from '@bazaar/domain';

/**
 * The available balance of an `insufficient_balance` refusal (`data: { balance, action:
 * 'recharge' }` on the wire), or null for any other failure.
 */
export function insufficientBalanceOf(error: unknown): string | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const { balance, action } = error.data as { balance?: unknown; action?: unknown };
  return action === 'recharge' && isMoneyString(balance) ? balance : null;
}
