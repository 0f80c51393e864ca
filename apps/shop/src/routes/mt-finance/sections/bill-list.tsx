import { useTranslation } from 'react-i18next';
import { pay } from '@bazaar/api/contract';
import { usePagedEndpoint, type PageItemOf } from '@bazaar/api/swr';
import { MERCHANT_BILL_TABS, billTypeKey, isNegative, type BillTab } from '@bazaar/domain';
import { BillTabs } from '@bazaar/ui';
import { RecordCard } from '../../../features/merchant/merchant-trade.styles.js';
import { useMoney } from '../../../features/wallet/use-money.js';
import { PagedList } from '../../../features/paged-list/index.js';
import { useFilterParam } from '../../../app/index.js';
import { DateTime } from '../../../features/time/index.js';

/** A line of the statement. */
type BillItem = PageItemOf<typeof pay.moneyLog>;

const TABS: readonly BillTab['value'][] = MERCHANT_BILL_TABS.map((tab) => tab.value);

/**
 * The merchant statement: the shop owner's balance changes (`pay/moneyLog`) by the bill tabs plus
 * sales income and wholesale cost (`?type=`), newest first, each signed with the balance after.
 */
export function BillList() {
  const { t } = useTranslation();
  const [type, setType] = useFilterParam('type', TABS, 'all');
  const list = usePagedEndpoint(pay.moneyLog, { type });
  return (
    <BillTabs
      merchant
      aria-label={t('merchant:finance.bill')}
      selectedValue={type}
      onSelectionChange={setType}
    >
      <PagedList
        list={list}
        aria-label={t('merchant:finance.bill')}
        failedMessage={t('merchant:finance.bill_failed')}
        skeletonHeight="96px"
        renderItem={(item) => <BillRow item={item} />}
      />
    </BillTabs>
  );
}

function BillRow({ item }: { item: BillItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const debit = isNegative(item.money);
  return (
    <RecordCard aria-labelledby={`bill-${item.id}`}>
      <header>
        <h3 id={`bill-${item.id}`}>{t(billTypeKey(item.type))}</h3>
        <span data-part="amount" data-sign={debit ? 'debit' : 'credit'}>
          {debit ? money.format(item.money) : `+${money.format(item.money)}`}
        </span>
      </header>
      {item.memo ? <p data-part="secondary">{item.memo}</p> : null}
      <dl>
        <dt>{t('merchant:finance.before')}</dt>
        <dd>{money.format(item.before)}</dd>
        <dt>{t('merchant:finance.after')}</dt>
        <dd>{money.format(item.after)}</dd>
        <dt>{t('merchant:finance.time')}</dt>
        <dd>
          <DateTime value={item.createtime} />
        </dd>
      </dl>
    </RecordCard>
  );
}
