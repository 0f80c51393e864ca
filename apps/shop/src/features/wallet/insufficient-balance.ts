import { isApiError } from '@bazaar/api';
import { isMoneyString } from '@bazaar/domain';

/** The details of a refusal for want of money: the available balance and, when told, the most allowed. */
export interface BalanceRefusal {
  /** The available balance, stored amount. */
  readonly balance: string;
  /** The most that can be asked (a withdrawal with its fee), stored amount, when the server says. */
  readonly max?: string;
}

function detailsOf(error: unknown): Record<string, unknown> | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  return error.data as Record<string, unknown>;
}

/**
 * The available balance of an `insufficient_balance` refusal (`data: { balance, action:
 * 'recharge' }` on the wire), or null for any other failure.
 */
export function insufficientBalanceOf(error: unknown): string | null {
  const data = detailsOf(error);
  return data?.action === 'recharge' && isMoneyString(data.balance) ? data.balance : null;
}

/**
 * The balance (and the most allowed) of any refusal that names the available balance: a withdrawal
 * beyond it (`withdraw_exceeds_balance` with `{ balance, max }`) or a debit the balance could not
 * cover (`insufficient_balance` with `{ balance }`); null for any other failure.
 */
export function balanceRefusalOf(error: unknown): BalanceRefusal | null {
  const data = detailsOf(error);
  if (!data || !isMoneyString(data.balance)) return null;
  return isMoneyString(data.max)
    ? { balance: data.balance, max: data.max }
    : { balance: data.balance };
}
