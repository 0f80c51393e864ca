import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pay } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { BILL_TABS, type BillTab } from '@bazaar/domain';
import { Popup, useLayout } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { Panels } from '../../features/order/panel.styles.js';
import { WithdrawPanel } from '../../features/wallet/withdraw-panel.js';
import { BillList } from './sections/bill-list.js';
import { WalletSummary } from './sections/wallet-summary.js';

/** The bill tab of `?type=`: one of the domain's bill tabs, else all. */
function billTabOf(value: string | null): BillTab['value'] {
  return BILL_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/**
 * `/user/wallet`: the balance, points, withdrawable and unpaid amounts (`pay/getBalance`), the
 * entries to top up, withdraw, the withdraw accounts and the withdrawal records, and the bill by
 * bill tab (`?type=`). Desktop has no `/user/withdraw`: the withdrawal opens here, in a dialog.
 */
export function UserWalletScreen() {
  const { t } = useTranslation();
  const layout = useLayout();
  const [params, setParams] = useSearchParams();
  const tab = billTabOf(params.get('type'));
  const balance = useEndpoint(pay.getBalance, undefined);
  const [isWithdrawing, setWithdrawing] = useState(false);

  return (
    <Page title={t('wallet:title')}>
      <Panels>
        <WalletSummary
          balance={balance.data}
          isError={balance.error !== undefined}
          onRetry={() => void balance.mutate()}
          onWithdraw={layout === 'desktop' ? () => setWithdrawing(true) : undefined}
        />
        <BillList
          tab={tab}
          onTabChange={(value) =>
            setParams(value === 'all' ? {} : { type: value }, { replace: true })
          }
        />
      </Panels>
      {layout === 'desktop' ? (
        <Popup
          isOpen={isWithdrawing}
          onOpenChange={setWithdrawing}
          title={t('wallet:withdraw.title')}
          position="center"
          isDismissable={false}
        >
          <WithdrawPanel
            returnTo="/user/wallet"
            onDone={() => setWithdrawing(false)}
            onLeave={() => setWithdrawing(false)}
          />
        </Popup>
      ) : null}
    </Page>
  );
}
