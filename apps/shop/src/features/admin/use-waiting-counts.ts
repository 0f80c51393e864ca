import { admin, adminFinance } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';

/** One queue of the dashboard: its console entry and how many wait in it. */
export interface WaitingCount {
  /** The console entry's id (`OPERATOR_NAV_ITEMS`). */
  readonly id: string;
  /** How many wait; undefined while loading or when it could not be read. */
  readonly count: number | undefined;
  /** Of those, how many passed the 72-hour promise (feedback and reports). */
  readonly overdue?: number | undefined;
}

/** What {@link useWaitingCounts} returns. */
export interface WaitingCounts {
  /** The queues in the console's order. */
  readonly items: readonly WaitingCount[];
  /** Some count is still loading. */
  readonly isLoading: boolean;
  /** Some count could not be read. */
  readonly hasError: boolean;
  /** Reads every count again. */
  retry(): void;
}

/** Only the total of a list is wanted: one item a page. */
const TOTAL_ONLY = { limit: 1 } as const;

/**
 * What waits for the platform, from the totals of the operator's lists (one item a page each):
 * applications submitted (2), top-ups and withdrawals created, refunds awaiting the platform (3),
 * open feedback and reports with how many are overdue. A decision on a list refreshes its count
 * (same endpoint).
 */
export function useWaitingCounts(): WaitingCounts {
  const reads = {
    admin_applications: useEndpoint(admin.applications, { verify: 2, ...TOTAL_ONLY }),
    admin_recharges: useEndpoint(adminFinance.recharges, { status: 'created', ...TOTAL_ONLY }),
    admin_withdraws: useEndpoint(adminFinance.withdraws, { status: 'created', ...TOTAL_ONLY }),
    admin_refunds: useEndpoint(adminFinance.refunds, { state: 3, ...TOTAL_ONLY }),
    admin_feedback: useEndpoint(admin.feedback, { status: 'open', ...TOTAL_ONLY }),
    admin_complaints: useEndpoint(admin.complaints, { status: 'open', ...TOTAL_ONLY }),
  };
  const overdue = {
    admin_feedback: useEndpoint(admin.feedback, { status: 'overdue', ...TOTAL_ONLY }),
    admin_complaints: useEndpoint(admin.complaints, { status: 'overdue', ...TOTAL_ONLY }),
  };
  const all = [...Object.values(reads), ...Object.values(overdue)];
  return {
    items: Object.entries(reads).map(([id, read]) => ({
      id,
      count: read.data?.total,
      ...(id in overdue ? { overdue: overdue[id as keyof typeof overdue].data?.total } : {}),
    })),
    isLoading: all.some((read) => read.isLoading),
    hasError: all.some((read) => read.error !== undefined),
    retry() {
      for (const read of all) void read.mutate();
    },
  };
}
