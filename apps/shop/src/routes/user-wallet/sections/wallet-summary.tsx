import { formatCount } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ResponseOf, pay } from '@bazaar/api/contract';
import { Icon, Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Panel } from '../../../features/order/panel.styles.js';
import { useMoney } from '../../../features/wallet/index.js';
import { Entries, Figures } from '../user-wallet.styles.js';

/** Props of {@link WalletSummary}. */
export interface WalletSummaryProps {
  /** The wallet of `pay/getBalance`, undefined while it loads. */
  balance: ResponseOf<typeof pay.getBalance> | undefined;
  /** The wallet could not be loaded. */
  isError: boolean;
  /** Loads it again. */
  onRetry: () => void;
  /**
   * Opens the withdrawal in place (desktop, which has no `/user/withdraw`); without it the entry
   * is a link to `/user/withdraw` (mobile).
   */
  onWithdraw?: () => void;
}

/**
 * The wallet's figures (spec section 3: total balance, points, withdrawable amount, unpaid order
 * amount) and its entries: top up, withdraw, withdraw accounts and withdrawal records.
 */
export function WalletSummary({ balance, isError, onRetry, onWithdraw }: WalletSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  let figures;
  if (balance) {
    figures = (
      <Figures>
        <div data-part="total">
          <dt>{t('wallet:summary.balance')}</dt>
          <dd>{money.format(balance.money)}</dd>
        </div>
        <div>
          <dt>{t('wallet:summary.points')}</dt>
          <dd>{formatCount(balance.score, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('wallet:summary.withdrawable')}</dt>
          <dd>{money.format(balance.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('wallet:summary.unpaid')}</dt>
          <dd>{money.format(balance.unpaid)}</dd>
        </div>
      </Figures>
    );
  } else if (isError) {
    figures = <StateView state="failed" onRetry={onRetry} />;
  } else {
    figures = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="5rem" />
        <Skeleton height="4rem" />
      </SkeletonGroup>
    );
  }

  return (
    <Panel aria-labelledby="wallet-summary">
      <h2 id="wallet-summary">{t('wallet:summary.title')}</h2>
      {figures}
      <Entries aria-label={t('wallet:entry.label')}>
        <li>
          <Link to="/user/recharge">
            <Icon name="wallet" />
            {t('wallet:entry.recharge')}
          </Link>
        </li>
        <li>
          {onWithdraw ? (
            <button type="button" aria-haspopup="dialog" onClick={onWithdraw}>
              <Icon name="finance" />
              {t('wallet:entry.withdraw')}
            </button>
          ) : (
            <Link to="/user/withdraw">
              <Icon name="finance" />
              {t('wallet:entry.withdraw')}
            </Link>
          )}
        </li>
        <li>
          <Link to="/user/withdraw/account/list">
            <Icon name="user" />
            {t('wallet:entry.accounts')}
          </Link>
        </li>
        <li>
          <Link to="/user/withdraw_log">
            <Icon name="order" />
            {t('wallet:entry.withdraw_log')}
          </Link>
        </li>
      </Entries>
    </Panel>
  );
}
