import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { merchant, type ProfitRecord, type ResponseOf } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { isNegative, isZero } from '@bazaar/domain';
import { StatisticsCard, useLayout } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { ExportButton } from '../../features/merchant/merchant-export.js';
import { RecordCard } from '../../features/merchant/merchant-trade.styles.js';
import { merchantOrderPath } from '../../features/merchant/merchant-trade.js';
import { Panels } from '../../features/order/panel.styles.js';
import { useMoney } from '../../features/wallet/use-money.js';
import { PagedList } from '../../features/paged-list/index.js';
import { DateTime } from '../../features/time/index.js';

/** The totals of every finance record of the shop, sent with each page. */
type ProfitTotals = ResponseOf<typeof merchant.profit>['totals'];

/**
 * `/mt/order_profit`: the shop's finance records, one per received order (`merchant/profit`,
 * newest first, paged): the order, the balance before and after its income, its wholesale cost,
 * retail and profit; above them the totals of all of them.
 */
export function MerchantProfitScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const layout = useLayout();
  const list = usePagedEndpoint(merchant.profit, {});
  // Every page carries the totals of all records; the first page's are enough.
  const totals = (list.pages[0] as { totals?: ProfitTotals } | undefined)?.totals;

  return (
    <Page title={t('merchant:profit.title')} actions={<ExportButton kind="profit" />}>
      <Panels>
        {totals ? (
          <StatisticsCard
            title={t('merchant:profit.totals')}
            columns={layout === 'mobile' ? 2 : 4}
            items={[
              {
                id: 'retail',
                label: t('merchant:profit.retail'),
                value: money.format(totals.retail),
              },
              {
                id: 'income',
                label: t('merchant:profit.income'),
                value: money.format(totals.income),
              },
              {
                id: 'wholesale',
                label: t('merchant:profit.wholesale'),
                value: money.format(totals.wholesale),
              },
              {
                id: 'profit',
                label: t('merchant:profit.profit'),
                value: money.format(totals.profit),
              },
            ]}
          />
        ) : null}
        <PagedList
          list={list}
          aria-label={t('merchant:profit.title')}
          failedMessage={t('merchant:profit.load_failed')}
          skeletonHeight="96px"
          skeletonRows={3}
          renderItem={(item) => <ProfitRow record={item} />}
        />
      </Panels>
    </Page>
  );
}

function ProfitRow({ record }: { record: ProfitRecord }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <RecordCard aria-labelledby={`profit-${record.id}`}>
      <header>
        <h3 id={`profit-${record.id}`}>
          <Link to={merchantOrderPath(record.order_id)}>
            {t('merchant:orders.order_no', { order_no: record.order_no })}
          </Link>
          {record.kind === 'refund' ? <> · {t('merchant:profit.kind_refund')}</> : null}
        </h3>
        <span data-part="amount" data-sign={isNegative(record.profit) ? 'debit' : 'credit'}>
          {money.format(record.profit)}
        </span>
      </header>
      <dl>
        <dt>{t('merchant:profit.retail')}</dt>
        <dd>{money.format(record.retail)}</dd>
        <dt>{t('merchant:profit.freight')}</dt>
        <dd>{money.format(record.freight)}</dd>
        {isZero(record.voucher) ? null : (
          <>
            <dt>{t('merchant:profit.voucher')}</dt>
            <dd>{money.format(record.voucher)}</dd>
          </>
        )}
        {isZero(record.platform_voucher) ? null : (
          <>
            <dt>{t('merchant:profit.platform_voucher')}</dt>
            <dd>{money.format(record.platform_voucher)}</dd>
          </>
        )}
        {isZero(record.refund) ? null : (
          <>
            <dt>{t('merchant:profit.refund')}</dt>
            <dd>{money.format(record.refund)}</dd>
          </>
        )}
        <dt>{t('merchant:profit.income')}</dt>
        <dd>{money.format(record.income)}</dd>
        <dt>{t('merchant:profit.wholesale')}</dt>
        <dd>{money.format(record.wholesale)}</dd>
        <dt>{t('merchant:profit.profit')}</dt>
        <dd>{money.format(record.profit)}</dd>
        <dt>{t('merchant:profit.before')}</dt>
        <dd>{money.format(record.before)}</dd>
        <dt>{t('merchant:profit.after')}</dt>
        <dd>{money.format(record.after)}</dd>
        <dt>{t('merchant:profit.time')}</dt>
        <dd>
          <DateTime value={record.createtime} />
        </dd>
      </dl>
    </RecordCard>
  );
}
