import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pay } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { billTypeKey, isPositive, type BillTab } from '@bazaar/domain';
import { BillTabs } from '@bazaar/ui';
import { Panel } from '../../../features/order/panel.styles.js';
import { useMoney } from '../../../features/wallet/index.js';
import { BillLine } from '../user-wallet.styles.js';
import { BillDetails } from './bill-details.js';
import { PagedList } from '../../../features/paged-list/index.js';
import { DateTime } from '../../../features/time/index.js';

/** Props of {@link BillList}. */
export interface BillListProps {
  /** The bill tab shown (`all` or a money-log type). */
  tab: BillTab['value'];
  /** Called with the tab the user picks. */
  onTabChange: (tab: BillTab['value']) => void;
}

/**
 * The bill records of one bill tab (`pay/moneyLog?type=`), newest first and paged to "no more
 * data": each line with its type, relative time, signed amount and the balance before and after;
 * pressing a line opens its details.
 */
export function BillList({ tab, onTabChange }: BillListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = usePagedEndpoint(pay.moneyLog, { type: tab });
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Panel aria-labelledby="wallet-bills">
      <h2 id="wallet-bills">{t('wallet:bills.title')}</h2>
      <BillTabs selectedValue={tab} onSelectionChange={onTabChange}>
        <PagedList
          list={list}
          aria-label={t('wallet:bills.title')}
          skeletonHeight="4rem"
          skeletonRows={3}
          renderItem={(item) => (
            <BillLine type="button" aria-haspopup="dialog" onClick={() => setOpenId(item.id)}>
              <span data-part="type">{t(billTypeKey(item.type))}</span>
              <span data-part="amount" data-sign={isPositive(item.money) ? 'credit' : 'debit'}>
                {money.formatSigned(item.money)}
              </span>
              <span data-part="time">
                <DateTime value={item.createtime} format="relative" />
              </span>
              <span data-part="balance">
                {t('wallet:bills.balance_change', {
                  before: money.format(item.before),
                  after: money.format(item.after),
                })}
              </span>
            </BillLine>
          )}
        />
      </BillTabs>
      <BillDetails id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
