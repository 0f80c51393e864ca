import type { ChipTone } from '@bazaar/ui';

/** The statuses of top-ups and withdrawals, the pending queue first (API `status`). */
export const FINANCE_STATUSES = ['created', 'successed', 'rejected'] as const;

/** A top-up's or withdrawal's status. */
export type FinanceStatus = (typeof FINANCE_STATUSES)[number];

/** The chip tone of a finance status: pending orange, done green, rejected grey. */
export function financeStatusTone(status: FinanceStatus): ChipTone {
  switch (status) {
    case 'created':
      return 'orange';
    case 'successed':
      return 'green';
    case 'rejected':
      return 'grey';
    default:
      return status satisfies never;
  }
}
