import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFinance, type ShopRefund } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TABS,
  REFUND_TYPE_OPTIONS,
  refundActionKey,
  refundActions,
  refundStateFromWire,
  refundTypeFromWire,
} from '@bazaar/domain';
import { Button, RefundStatusChip, RefundTabs } from '@bazaar/ui';
import { useServices } from '../../app/index.js';
import { useDateTime } from '../../features/order/use-date-time.js';
import {
  AdminList,
  AdminPage,
  Card,
  Fields,
  MoneyNote,
  Pictures,
  formatBaseMoney,
  useFilterParam,
  useReview,
  userLabel,
} from '../../features/admin/index.js';
import { RefundSteps } from './sections/refund-steps.js';

/** The refund tabs' values (domain `REFUND_TABS`: all, then the states). */
const STATES = REFUND_TABS.map((tab) => tab.value);

/** The label key of a wire choice of a refund form, '' for an unknown one. */
function optionKey(options: readonly { value: number; labelKey: string }[], value: number) {
  return options.find((option) => option.value === value)?.labelKey ?? '';
}

/**
 * `/admin/refunds`: refunds by state, those awaiting the platform (3) first and oldest first:
 * what the buyer asked and why, their evidence, the seller's refusal and every step. The
 * platform approves (the buyer is refunded) after a confirmation, or rejects with a reason (the
 * refund returns to "seller rejected"); the actions are the domain's `refundActions` for the
 * platform. Amounts are in the stored base currency.
 */
export function AdminRefundsScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { client } = useServices();
  const [state, setState] = useFilterParam('state', STATES, 3);
  const list = usePagedEndpoint(adminFinance.refunds, { state });
  const review = useReview([adminFinance.refunds, adminFinance.refundInfo]);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());

  const toggleSteps = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const renderItem = (item: ShopRefund) => {
    const refundState = refundStateFromWire(item.state);
    const actions = refundActions(refundState, refundTypeFromWire(item.type), 'platform');
    const amount = formatBaseMoney(item.money);
    const buyer = userLabel(item.user);
    const showSteps = opened.has(item.id);
    return (
      <Card aria-labelledby={`refund-${item.id}`}>
        <header>
          <div>
            <h3 id={`refund-${item.id}`}>
              {t('admin:refunds.item', { goods: item.goods.title, shop: item.shopname })}
            </h3>
            <span data-part="sub">
              {t('admin:refunds.order', { number: item.order_no })} · {dateTime(item.createtime)}
            </span>
          </div>
          <RefundStatusChip state={refundState} />
        </header>
        <Fields>
          <dt>{t('admin:refunds.amount')}</dt>
          <dd data-part="money">{amount}</dd>
          <dt>{t('admin:refunds.buyer')}</dt>
          <dd>{buyer}</dd>
          <dt>{t('admin:refunds.goods')}</dt>
          <dd>
            {t('admin:refunds.goods_line', {
              spec: item.goods.difference || '–',
              price: formatBaseMoney(item.goods.price),
              number: item.goods.number,
            })}
          </dd>
          <dt>{t('admin:refunds.type')}</dt>
          <dd>{t(optionKey(REFUND_TYPE_OPTIONS, item.type))}</dd>
          <dt>{t('admin:refunds.reason')}</dt>
          <dd>{t(optionKey(REFUND_REASON_OPTIONS, item.reason))}</dd>
          <dt>{t('admin:refunds.goods_condition')}</dt>
          <dd>{t(optionKey(GOODS_CONDITION_OPTIONS, item.expressType))}</dd>
          {item.express_no ? (
            <>
              <dt>{t('admin:refunds.return_shipment')}</dt>
              <dd>{`${item.express_name} ${item.express_no}`.trim()}</dd>
            </>
          ) : null}
        </Fields>
        {item.refund_content ? (
          <p data-part="quote">{t('admin:refunds.buyer_says', { text: item.refund_content })}</p>
        ) : null}
        <Pictures images={item.images} label={t('admin:refunds.evidence')} />
        {item.refuse_reason ? (
          <p data-part="quote">{t('admin:refunds.refused_with', { reason: item.refuse_reason })}</p>
        ) : null}
        {showSteps ? (
          <RefundSteps
            id={item.id}
            label={t('admin:refunds.steps_label', { goods: item.goods.title })}
          />
        ) : null}
        <div data-part="actions">
          <Button variant="text" aria-expanded={showSteps} onPress={() => toggleSteps(item.id)}>
            {t(showSteps ? 'admin:refunds.hide_steps' : 'admin:refunds.show_steps')}
          </Button>
          {actions.includes('reject') ? (
            <Button
              variant="outline"
              isDisabled={review.isBusy}
              onPress={() =>
                review.askText({
                  title: t('admin:refunds.reject_title', { amount, user: buyer }),
                  summary: <p>{t('admin:refunds.reject_effect')}</p>,
                  confirmLabel: t(refundActionKey('platform', 'reject')),
                  successKey: 'admin:refunds.rejected',
                  maxLength: 500,
                  send: (reason) =>
                    client.call(adminFinance.arbitrateRefund, {
                      id: item.id,
                      approve: false,
                      reason,
                    }),
                })
              }
            >
              {t(refundActionKey('platform', 'reject'))}
            </Button>
          ) : null}
          {actions.includes('approve') ? (
            <Button
              isDisabled={review.isBusy}
              onPress={() =>
                void review.approve({
                  question: t('admin:refunds.approve_question', { amount, user: buyer }),
                  confirmLabel: t(refundActionKey('platform', 'approve')),
                  successKey: 'admin:refunds.approved',
                  send: () =>
                    client.call(adminFinance.arbitrateRefund, { id: item.id, approve: true }),
                })
              }
            >
              {t(refundActionKey('platform', 'approve'))}
            </Button>
          ) : null}
        </div>
      </Card>
    );
  };

  return (
    <AdminPage title={t('admin:nav.refunds')}>
      <MoneyNote />
      <RefundTabs selectedValue={state} onSelectionChange={setState}>
        <AdminList
          list={list}
          label={t('admin:nav.refunds')}
          emptyMessage={t(state === 3 ? 'admin:refunds.empty_queue' : 'admin:refunds.empty')}
          errorMessage={t('admin:refunds.load_failed')}
          getKey={(item) => item.id}
          renderItem={renderItem}
        />
      </RefundTabs>
      {review.overlays}
    </AdminPage>
  );
}
