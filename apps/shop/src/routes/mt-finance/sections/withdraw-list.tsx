import { useTranslation } from 'react-i18next';
import { wallet, type Withdraw } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { WITHDRAW_STATUSES, payoutTypeKey } from '@bazaar/domain';
import { FinanceStatusChip, WithdrawTabs } from '@bazaar/ui';
import { RecordCard } from '../../../features/merchant/merchant-trade.styles.js';
import { useMoney } from '../../../features/wallet/use-money.js';
import { PagedList } from '../../../features/paged-list/index.js';
import { useFilterParam } from '../../../app/index.js';
import { DateTime } from '../../../features/time/index.js';

/**
 * The merchant withdrawals (`pay/withdrawLog?status=`) by the withdrawal tabs: applying, paid
 * out, rejected; each with its amount, fee, tax, payout, account and the platform's note.
 */
export function WithdrawList() {
  const { t } = useTranslation();
  const [status, setStatus] = useFilterParam('status', WITHDRAW_STATUSES, 'created');
  const list = usePagedEndpoint(wallet.withdrawLog, { status });
  return (
    <WithdrawTabs selectedValue={status} onSelectionChange={setStatus}>
      <PagedList
        list={list}
        aria-label={t('merchant:finance.withdraw')}
        failedMessage={t('merchant:finance.withdraw_failed')}
        skeletonHeight="120px"
        renderItem={(item) => <WithdrawRow item={item} />}
      />
    </WithdrawTabs>
  );
}

function WithdrawRow({ item }: { item: Withdraw }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <RecordCard aria-labelledby={`withdraw-${item.id}`}>
      <header>
        <h3 id={`withdraw-${item.id}`} data-part="amount">
          {money.format(item.money)}
        </h3>
        <FinanceStatusChip status={item.status} kind="withdraw" viewer="seller" />
      </header>
      <p data-part="secondary">
        {t(payoutTypeKey(item.type))} · {item.account}
      </p>
      <dl>
        <dt>{t('merchant:finance.fee')}</dt>
        <dd>{money.format(item.handlingfee)}</dd>
        <dt>{t('merchant:finance.tax')}</dt>
        <dd>{money.format(item.taxes)}</dd>
        <dt>{t('merchant:finance.payout')}</dt>
        <dd>{money.format(item.payout)}</dd>
        <dt>{t('merchant:finance.time')}</dt>
        <dd>
          <DateTime value={item.createtime} />
        </dd>
      </dl>
      {item.memo ? (
        <p data-part="secondary">{t('merchant:finance.memo', { memo: item.memo })}</p>
      ) : null}
    </RecordCard>
  );
}
