import { useTranslation } from 'react-i18next';
import { wallet, type Withdraw } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { WITHDRAW_STATUSES } from '@bazaar/domain';
import { FinanceStatusChip, WithdrawTabs } from '@bazaar/ui';
import { Page, useFilterParam } from '../../app/index.js';
import { Panel, Rows } from '../../features/order/panel.styles.js';
import { FinanceRecord } from '../../features/wallet/finance-record.styles.js';
import { accountLabel, useMoney } from '../../features/wallet/index.js';
import { PagedList } from '../../features/paged-list/index.js';
import { DateTime } from '../../features/time/index.js';
import { Detail } from '../../features/record/detail.js';

/**
 * `/user/withdraw_log`: the withdrawals by the withdraw tabs (applying, successful, rejected),
 * newest first and paged, each with its account, amount, service fee, tax, what was paid out,
 * time and status (and the reason of a rejection).
 */
export function UserWithdrawLogScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useFilterParam('status', WITHDRAW_STATUSES, 'created');
  const list = usePagedEndpoint(wallet.withdrawLog, { status });

  return (
    <Page title={t('wallet:log.title')}>
      <Panel aria-label={t('wallet:log.title')}>
        <WithdrawTabs selectedValue={status} onSelectionChange={setStatus}>
          <PagedList
            list={list}
            aria-label={t('wallet:log.title')}
            skeletonHeight="8rem"
            renderItem={(item) => <WithdrawRecord item={item} />}
          />
        </WithdrawTabs>
      </Panel>
    </Page>
  );
}

function WithdrawRecord({ item }: { item: Withdraw }) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = `withdraw-${item.id}`;
  return (
    <FinanceRecord aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{accountLabel(t, item)}</h3>
        <FinanceStatusChip status={item.status} kind="withdraw" viewer="buyer" />
      </header>
      <Rows>
        <dt>{t('wallet:log.amount')}</dt>
        <dd data-emphasis>{money.format(item.money)}</dd>
        <dt>{t('wallet:log.fee')}</dt>
        <dd>{money.format(item.handlingfee)}</dd>
        <dt>{t('wallet:log.tax')}</dt>
        <dd>{money.format(item.taxes)}</dd>
        <dt>{t('wallet:log.payout')}</dt>
        <dd>{money.format(item.payout)}</dd>
        <dt>{t('wallet:log.time')}</dt>
        <dd>
          <DateTime value={item.createtime} format="relative" />
        </dd>
        <Detail label={t('wallet:log.reason')}>
          {item.status === 'rejected' && item.memo ? item.memo : null}
        </Detail>
      </Rows>
    </FinanceRecord>
  );
}
