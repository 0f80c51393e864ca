import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { wallet, type Recharge } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { isPayoutType, payoutTypeKey } from '@bazaar/domain';
import { FinanceStatusChip, vars } from '@bazaar/ui';
import { Panel, Rows } from '../../../features/order/panel.styles.js';
import { FinanceRecord } from '../../../features/wallet/finance-record.styles.js';
import { useMoney } from '../../../features/wallet/index.js';
import { PagedList } from '../../../features/paged-list/index.js';
import { DateTime } from '../../../features/time/index.js';
import { Detail } from '../../../features/record/detail.js';

/** A top-up leads with its amount, a size up from the other wallet records' headings. */
const Item = styled(FinanceRecord)`
  & h3 {
    font-size: ${vars.fontSize.lg};
  }
`;

/**
 * The user's top-ups, newest first and paged (`pay/rechargeLog`): the pending ones waiting for
 * the platform, and the credited and rejected ones with the reason.
 */
export function RechargeHistory() {
  const { t } = useTranslation();
  const list = usePagedEndpoint(wallet.rechargeLog, {});
  return (
    <Panel aria-labelledby="recharge-history">
      <h2 id="recharge-history">{t('wallet:recharge.history')}</h2>
      <PagedList
        list={list}
        aria-label={t('wallet:recharge.history')}
        renderItem={(item) => <RechargeItem item={item} />}
      />
    </Panel>
  );
}

function RechargeItem({ item }: { item: Recharge }) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = `recharge-${item.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{money.format(item.money)}</h3>
        <FinanceStatusChip status={item.status} kind="recharge" viewer="buyer" />
      </header>
      <Rows>
        <dt>{t('wallet:recharge.method')}</dt>
        <dd>{isPayoutType(item.method) ? t(payoutTypeKey(item.method)) : item.method}</dd>
        <dt>{t('wallet:recharge.order_no')}</dt>
        <dd>{item.order_no}</dd>
        <dt>{t('wallet:recharge.time')}</dt>
        <dd>
          <DateTime value={item.createtime} format="relative" />
        </dd>
        <Detail label={t('wallet:recharge.reason')}>
          {item.status === 'rejected' && item.memo ? item.memo : null}
        </Detail>
      </Rows>
    </Item>
  );
}
