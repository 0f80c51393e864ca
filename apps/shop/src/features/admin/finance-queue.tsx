import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedEndpointResult } from '@bazaar/api/swr';
import { WITHDRAW_STATUSES, financeReviewStatusKey, type WithdrawStatus } from '@bazaar/domain';
import { Tabs } from '@bazaar/ui';
import { AdminList } from './admin-list.js';
import { AdminPage } from './admin-page.js';
import { MoneyNote } from './money.js';

/** Props of {@link FinanceQueue}. */
export interface FinanceQueueProps<T extends { readonly id: number }> {
  /** Which queue: its title, tabs, empty and failure messages come from `admin:<section>`. */
  section: 'recharges' | 'withdraws';
  /** The tab shown (the address's `status`). */
  status: WithdrawStatus;
  onStatusChange: (status: WithdrawStatus) => void;
  /** The records of the tab. */
  list: PagedEndpointResult<T>;
  renderItem: (item: T) => ReactNode;
  /** The decision dialogs (`useReview().overlays`). */
  overlays: ReactNode;
  /** What the page shows above the queue (the top-up accounts on the top-ups page). */
  before?: ReactNode;
}

/**
 * The operator's top-up or withdrawal queue: the base-currency note, a tab per status (the pending
 * queue first) and the tab's records, with what to say when there are none or they failed to load.
 */
export function FinanceQueue<T extends { readonly id: number }>({
  section,
  status,
  onStatusChange,
  list,
  renderItem,
  overlays,
  before,
}: FinanceQueueProps<T>) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t(`admin:nav.${section}`)}>
      <MoneyNote />
      {before}
      <Tabs
        aria-label={t(`admin:${section}.tabs`)}
        items={WITHDRAW_STATUSES.map((value) => ({
          value,
          label: t(
            financeReviewStatusKey(section === 'recharges' ? 'recharge' : 'withdraw', value),
          ),
        }))}
        selectedValue={status}
        onSelectionChange={onStatusChange}
      >
        <AdminList
          list={list}
          label={t(`admin:nav.${section}`)}
          emptyMessage={t(
            status === 'created' ? `admin:${section}.empty_queue` : `admin:${section}.empty`,
          )}
          errorMessage={t(`admin:${section}.load_failed`)}
          getKey={(item) => item.id}
          renderItem={renderItem}
        />
      </Tabs>
      {overlays}
    </AdminPage>
  );
}
