import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { merchant } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { formatCount, STATS_PERIODS, type StatsPeriod } from '@bazaar/domain';
import {
  CurrencyPrice,
  SalesChart,
  Skeleton,
  SkeletonGroup,
  StatisticsCard,
  StatisticsPeriodTabs,
  useLayout,
  StateView,
} from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { QuickEntries } from '../../features/merchant/quick-entries.js';
import { Column, Panel } from '../../features/user/sections/index.js';
import { useCurrency } from '../../features/catalogue/index.js';
import { labelStep, useStatsLabel } from './sections/stats-labels.js';

function parsePeriod(value: string | null): StatsPeriod {
  return (STATS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as StatsPeriod)
    : 'today';
}

/**
 * `/mt`: the merchant console: the figures of today, this month or this year (sales, income,
 * orders, visitors, orders waiting to ship, income of all time) and the sales chart of the
 * period, then the quick entries. The period is in the address (`?period=month`).
 */
export function MerchantConsoleScreen() {
  const { t, i18n } = useTranslation();
  const layout = useLayout();
  const currency = useCurrency();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const stats = useEndpoint(merchant.console, { period }, { keepPreviousData: true });
  const label = useStatsLabel(stats.data);
  const data = stats.data;

  const money = (amount: string) => <CurrencyPrice amount={amount} currency={currency} size="sm" />;

  return (
    <Page title={t('merchant:console.title')} showBack={false}>
      <Column>
        {data ? (
          <>
            <StatisticsCard
              title={t('merchant:console.figures')}
              columns={layout === 'mobile' ? 2 : 3}
              end={
                <StatisticsPeriodTabs
                  selectedValue={period}
                  onSelectionChange={(value) =>
                    setParams(value === 'today' ? {} : { period: value }, { replace: true })
                  }
                />
              }
              items={[
                { id: 'sales', label: t('merchant:console.sales'), value: money(data.sales) },
                { id: 'income', label: t('merchant:console.income'), value: money(data.income) },
                {
                  id: 'orders',
                  label: t('merchant:console.orders'),
                  value: formatCount(data.orders, i18n.language),
                },
                {
                  id: 'visitors',
                  label: t('merchant:console.visitors'),
                  value: formatCount(data.visitors, i18n.language),
                },
                {
                  id: 'pending',
                  label: t('merchant:console.pending'),
                  value: formatCount(data.pending, i18n.language),
                },
                {
                  id: 'total_income',
                  label: t('merchant:console.total_income'),
                  value: money(data.total_income),
                },
              ]}
            />
            <Panel aria-label={t('merchant:console.chart')}>
              <SalesChart
                title={t('merchant:console.chart')}
                currency={currency}
                labelEvery={labelStep(data.period)}
                points={data.series.map((point) => ({
                  label: label(point),
                  // A period that has not begun is not one without sales.
                  value: point.start * 1000 > Date.now() ? null : point.sales,
                }))}
              />
            </Panel>
          </>
        ) : stats.error ? (
          <StateView state="failed" onRetry={() => void stats.mutate()} />
        ) : (
          <SkeletonGroup label={t('common:status.loading')}>
            <Skeleton height="200px" />
            <Skeleton height="220px" />
          </SkeletonGroup>
        )}
        <QuickEntries />
      </Column>
    </Page>
  );
}
