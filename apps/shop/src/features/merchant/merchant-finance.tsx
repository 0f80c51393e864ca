import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pay } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { Button, Skeleton, StatisticsCard, Tabs } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { Panels } from '../order/panel.styles.js';
import { useMoney } from '../wallet/use-money.js';
import { ExportButton } from './merchant-export.js';
import { WithdrawPopup } from './merchant-withdraw.js';

/** The two parts of finance (spec section 2): the merchant statement and the withdrawals. */
export const FINANCE_SECTIONS = [
  { value: 'bill', path: '/mt/finance/bill', labelKey: 'merchant:finance.bill' },
  { value: 'withdraw', path: '/mt/finance/withdraw', labelKey: 'merchant:finance.withdraw' },
] as const;

/** A part of finance. */
export type FinanceSection = (typeof FINANCE_SECTIONS)[number]['value'];

/** What the mobile finance page gives its child routes (`bill`, `withdraw`) through the outlet. */
export type FinanceOutletContext = { readonly framed: true };

/** The balance, what may be withdrawn, and the withdraw action. */
function BalanceCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useEndpoint(pay.getBalance, undefined);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const figure = (amount: string | undefined) =>
    amount === undefined ? (
      balance.error ? (
        '—'
      ) : (
        <Skeleton shape="text" width="5em" />
      )
    ) : (
      money.format(amount)
    );
  return (
    <>
      <StatisticsCard
        title={t('merchant:finance.balance_title')}
        columns={2}
        items={[
          { id: 'money', label: t('merchant:finance.balance'), value: figure(balance.data?.money) },
          {
            id: 'withdrawable',
            label: t('merchant:finance.withdrawable'),
            value: figure(balance.data?.withdrawable),
          },
        ]}
        end={
          <Button size="sm" onPress={() => setWithdrawing(true)}>
            {t('merchant:finance.withdraw_action')}
          </Button>
        }
      />
      <WithdrawPopup isOpen={isWithdrawing} onOpenChange={setWithdrawing} />
    </>
  );
}

/** Props of {@link FinanceFrame}. */
export interface FinanceFrameProps {
  /** The part shown now. */
  current: FinanceSection;
  /** Its content: the statement or the withdrawals. */
  children: ReactNode;
}

/**
 * The finance page around its two parts, in both layouts: the balance with the withdraw action,
 * then the tabs merchant statement (`/mt/finance/bill`) and merchant withdrawal
 * (`/mt/finance/withdraw`). On mobile it is the page of `/mt/finance` and the parts are its child
 * routes; on desktop each part is a route of its own with this frame.
 */
export function FinanceFrame({ current, children }: FinanceFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('merchant:finance.title')} actions={<ExportButton kind="bill" />}>
      <Panels>
        <BalanceCard />
        <Tabs
          aria-label={t('merchant:finance.title')}
          justify="fill"
          items={FINANCE_SECTIONS.map((section) => ({
            value: section.value,
            label: t(section.labelKey),
          }))}
          selectedValue={current}
          onSelectionChange={(value) => {
            const section = FINANCE_SECTIONS.find((candidate) => candidate.value === value);
            if (section) void navigate(section.path, { replace: true });
          }}
        >
          {children}
        </Tabs>
      </Panels>
    </Page>
  );
}
