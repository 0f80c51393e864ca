import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/index.js';
import { Panel } from '../../features/order/panel.styles.js';
import { WithdrawPanel } from '../../features/wallet/withdraw-panel.js';

/**
 * `/user/withdraw` (mobile only; desktop withdraws from the wallet): the withdrawal form. Once
 * filed, the withdrawal records open on the applying tab.
 */
export function UserWithdrawScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('wallet:withdraw.title')}>
      <Panel aria-label={t('wallet:withdraw.title')}>
        <WithdrawPanel
          returnTo="/user/withdraw"
          onDone={() => void navigate('/user/withdraw_log', { replace: true })}
        />
      </Panel>
    </Page>
  );
}
