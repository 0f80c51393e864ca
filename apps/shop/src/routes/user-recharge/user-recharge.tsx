import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { wallet } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { EmptyState, Icon, Skeleton, SkeletonGroup, vars, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { Panels } from '../../features/order/panel.styles.js';
import { RechargeForm } from './sections/recharge-form.js';
import { RechargeHistory } from './sections/recharge-history.js';

const Notice = styled.aside`
  display: flex;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[4]} ${vars.layout.gutter};
  background: ${vars.color.bgFillWarning};
  color: ${vars.color.textWarning};
  font-size: ${vars.fontSize.md};

  :root[data-layout='desktop'] & {
    border-radius: ${vars.radius.lg};
    padding: ${vars.space[5]};
  }
  & p {
    margin: 0;
  }
  & svg {
    flex: none;
    font-size: ${vars.size.icon.md};
  }
`;

/**
 * `/user/recharge`: the recharge notice of spec section 8, the top-up form over the platform's
 * accounts (`pay/rechargeAccounts`; none configured: customer service), and the user's top-ups.
 */
export function UserRechargeScreen() {
  const { t } = useTranslation();
  const accounts = useEndpoint(wallet.rechargeAccounts, undefined);
  // A new form after each filing: empty fields and no screenshot.
  const [round, setRound] = useState(0);
  const list = accounts.data?.list;

  let form;
  if (!list) {
    form = accounts.error ? (
      <StateView state="failed" onRetry={() => void accounts.mutate()} />
    ) : (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="12rem" />
        <Skeleton height="6rem" />
      </SkeletonGroup>
    );
  } else if (list.length === 0) {
    form = (
      <EmptyState
        message={t('wallet:recharge.no_account')}
        action={<Link to="/user/service">{t('wallet:recharge.contact_service')}</Link>}
      />
    );
  } else {
    form = <RechargeForm key={round} accounts={list} onFiled={() => setRound((n) => n + 1)} />;
  }

  return (
    <Page title={t('wallet:recharge.title')}>
      <Panels>
        <Notice aria-label={t('wallet:recharge.notice_title')}>
          <Icon name="alert" />
          <p>{t('wallet:recharge.notice')}</p>
        </Notice>
        {form}
        <RechargeHistory />
      </Panels>
    </Page>
  );
}
