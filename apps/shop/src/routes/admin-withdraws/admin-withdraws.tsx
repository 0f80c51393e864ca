import { useTranslation } from 'react-i18next';
import { adminFinance, type ResponseOf } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { WITHDRAW_STATUSES, payoutTypeKey } from '@bazaar/domain';
import { useServices, useFilterParam } from '../../app/index.js';
import {
  DecisionButtons,
  FinanceRequestCard,
  FinanceQueue,
  useBaseMoney,
  useReview,
  userLabel,
} from '../../features/admin/index.js';
import { Detail } from '../../features/record/detail.js';

type WithdrawItem = ResponseOf<typeof adminFinance.withdraws>['data'][number];

/**
 * `/admin/withdraws`: withdrawals by status, the pending ones first (oldest first), each with the
 * payout account, the amount, fee, tax and what to pay out. Paying out is marked after the
 * money has left (its confirmation names the amount and the account); rejecting needs a reason
 * and returns amount and fee to the user's balance. Amounts are in the stored base currency.
 */
export function AdminWithdrawsScreen() {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const { client } = useServices();
  const [status, setStatus] = useFilterParam('status', WITHDRAW_STATUSES, 'created');
  const list = usePagedEndpoint(adminFinance.withdraws, { status });
  const review = useReview([adminFinance.withdraws]);

  const renderItem = (item: WithdrawItem) => {
    const payout = formatBaseMoney(item.payout);
    const user = userLabel(item.user);
    return (
      <FinanceRequestCard
        kind="withdraw"
        request={item}
        title={t('admin:withdraws.item', { amount: payout, user })}
        fields={
          <>
            <dt>{t('admin:withdraws.amount')}</dt>
            <dd data-part="money">{formatBaseMoney(item.money)}</dd>
            <dt>{t('admin:withdraws.fee')}</dt>
            <dd data-part="money">{formatBaseMoney(item.handlingfee)}</dd>
            <dt>{t('admin:withdraws.taxes')}</dt>
            <dd data-part="money">{formatBaseMoney(item.taxes)}</dd>
            <dt>{t('admin:withdraws.payout')}</dt>
            <dd data-part="money">{payout}</dd>
            <dt>{t('admin:withdraws.type')}</dt>
            <dd>{t(payoutTypeKey(item.type))}</dd>
            <dt>{t('admin:withdraws.account')}</dt>
            <dd>{item.account}</dd>
            <Detail label={t('admin:withdraws.holder')}>{item.name}</Detail>
            <Detail label={t('admin:withdraws.bank')}>{item.bank_name}</Detail>
            <Detail label={t('admin:withdraws.address')}>{item.address}</Detail>
          </>
        }
        decision={
          <DecisionButtons
            review={review}
            reject={{
              title: t('admin:withdraws.reject_title', { amount: payout, user }),
              summary: <p>{t('admin:withdraws.reject_effect')}</p>,
              successKey: 'admin:withdraws.rejected',
              maxLength: 200,
              send: (reason) =>
                client.call(adminFinance.reviewWithdraw, {
                  id: item.id,
                  approve: false,
                  reason,
                }),
            }}
            approve={{
              question: t('admin:withdraws.approve_question', {
                amount: payout,
                account: item.account,
              }),
              confirmLabel: t('admin:withdraws.approve'),
              successKey: 'admin:withdraws.approved',
              send: () => client.call(adminFinance.reviewWithdraw, { id: item.id, approve: true }),
            }}
          />
        }
      ></FinanceRequestCard>
    );
  };

  return (
    <FinanceQueue
      section="withdraws"
      status={status}
      onStatusChange={setStatus}
      list={list}
      renderItem={renderItem}
      overlays={review.overlays}
    />
  );
}
