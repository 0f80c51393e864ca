import { useTranslation } from 'react-i18next';
import { adminFinance, type ResponseOf } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { WITHDRAW_STATUSES, isPayoutType, payoutTypeKey } from '@bazaar/domain';
import { useServices, useFilterParam } from '../../app/index.js';
import {
  DecisionButtons,
  FinanceRequestCard,
  FinanceQueue,
  Pictures,
  useBaseMoney,
  useReview,
  userLabel,
} from '../../features/admin/index.js';
import { RechargeAccountsPanel } from './sections/recharge-accounts-panel.js';

type RechargeItem = ResponseOf<typeof adminFinance.recharges>['data'][number];

/**
 * `/admin/recharges`: top-ups by status, the pending ones first (oldest first). Crediting (after
 * its confirmation naming the amount and the user) adds the amount to the user's balance;
 * rejecting needs a reason the user sees. Amounts are in the stored base currency.
 */
export function AdminRechargesScreen() {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const { client } = useServices();
  const [status, setStatus] = useFilterParam('status', WITHDRAW_STATUSES, 'created');
  const list = usePagedEndpoint(adminFinance.recharges, { status });
  const review = useReview([adminFinance.recharges]);

  const renderItem = (item: RechargeItem) => {
    const amount = formatBaseMoney(item.money);
    const user = userLabel(item.user);
    return (
      <FinanceRequestCard
        kind="recharge"
        request={item}
        title={t('admin:recharges.item', { amount, user })}
        fields={
          <>
            <dt>{t('admin:recharges.amount')}</dt>
            <dd data-part="money">{amount}</dd>
            <dt>{t('admin:recharges.method')}</dt>
            <dd>{isPayoutType(item.method) ? t(payoutTypeKey(item.method)) : item.method}</dd>
            <dt>{t('admin:recharges.reference')}</dt>
            <dd>{item.order_no}</dd>
          </>
        }
        decision={
          <DecisionButtons
            review={review}
            reject={{
              title: t('admin:recharges.reject_title', { amount, user }),
              successKey: 'admin:recharges.rejected',
              maxLength: 200,
              send: (reason) =>
                client.call(adminFinance.reviewRecharge, {
                  id: item.id,
                  approve: false,
                  reason,
                }),
            }}
            approve={{
              question: t('admin:recharges.approve_question', { amount, user }),
              confirmLabel: t('admin:recharges.approve'),
              successKey: 'admin:recharges.approved',
              send: () => client.call(adminFinance.reviewRecharge, { id: item.id, approve: true }),
            }}
          />
        }
      >
        <Pictures images={item.image ? [item.image] : []} label={t('admin:recharges.screenshot')} />
      </FinanceRequestCard>
    );
  };

  return (
    <FinanceQueue
      section="recharges"
      status={status}
      onStatusChange={setStatus}
      list={list}
      renderItem={renderItem}
      overlays={review.overlays}
      before={<RechargeAccountsPanel />}
    />
  );
}
