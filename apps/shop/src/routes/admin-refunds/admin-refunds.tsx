import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminFinance, type ShopRefund } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  GOODS_CONDITION_OPTIONS,
  REFUND_REASON_OPTIONS,
  REFUND_TABS,
  REFUND_TYPE_OPTIONS,
  refundActionKey,
  refundStateFromWire,
} from '@bazaar/domain';
import { Button, RefundStatusChip, RefundTabs } from '@bazaar/ui';
import { useFilterParam } from '../../app/index.js';
import {
  AdminList,
  AdminPage,
  Card,
  Fields,
  MoneyNote,
  Pictures,
  useBaseMoney,
  platformRefundActions,
  usePlatformRefundActions,
  userLabel,
} from '../../features/admin/index.js';
import { DateTime } from '../../features/time/index.js';
import { Detail } from '../../features/record/detail.js';

/** The refund tabs' values (domain `REFUND_TABS`: all, then the states). */
const STATES = REFUND_TABS.map((tab) => tab.value);

/** The label key of a wire choice of a refund form, '' for an unknown one. */
function optionKey(options: readonly { value: number; labelKey: string }[], value: number) {
  return options.find((option) => option.value === value)?.labelKey ?? '';
}

/**
 * `/admin/refunds`: refunds by state, those awaiting the platform (3) first and oldest first:
 * what the buyer asked and why, their evidence and the seller's refusal, with a link to the
 * refund's details (`/admin/refunds/{id}`: the shared refund details as the platform sees them,
 * with every step). The platform approves (the buyer is refunded) after a confirmation, or
 * rejects with a reason (the refund returns to "seller rejected"), here or there: the same
 * `usePlatformRefundActions`. Amounts are in the stored base currency.
 */
export function AdminRefundsScreen() {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const [state, setState] = useFilterParam('state', STATES, 3);
  const list = usePagedEndpoint(adminFinance.refunds, { state });
  const actions = usePlatformRefundActions();

  const renderItem = (item: ShopRefund) => {
    const refundState = refundStateFromWire(item.state);
    return (
      <Card aria-labelledby={`refund-${item.id}`}>
        <header>
          <div>
            <h3 id={`refund-${item.id}`}>
              {t('admin:refunds.item', { goods: item.goods.title, shop: item.shopname })}
            </h3>
            <span data-part="sub">
              {t('admin:refunds.order', { number: item.order_no })} ·{' '}
              <DateTime value={item.createtime} />
            </span>
          </div>
          <RefundStatusChip state={refundState} />
        </header>
        <Fields>
          <dt>{t('admin:refunds.amount')}</dt>
          <dd data-part="money">{formatBaseMoney(item.money)}</dd>
          <dt>{t('admin:refunds.buyer')}</dt>
          <dd>{userLabel(item.user)}</dd>
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
          <Detail label={t('admin:refunds.return_shipment')}>
            {item.express_no ? `${item.express_name} ${item.express_no}`.trim() : null}
          </Detail>
        </Fields>
        {item.refund_content ? (
          <p data-part="quote">{t('admin:refunds.buyer_says', { text: item.refund_content })}</p>
        ) : null}
        <Pictures images={item.images} label={t('admin:refunds.evidence')} />
        {item.refuse_reason ? (
          <p data-part="quote">{t('admin:refunds.refused_with', { reason: item.refuse_reason })}</p>
        ) : null}
        <div data-part="actions">
          <Link
            to={`/admin/refunds/${item.id}`}
            aria-label={t('admin:refunds.details_of', { goods: item.goods.title })}
          >
            {t('admin:refunds.details')}
          </Link>
          {platformRefundActions(item).map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'outline' : 'primary'}
              isDisabled={actions.isBusy}
              onPress={() => void actions.run(item, action)}
            >
              {t(refundActionKey('platform', action))}
            </Button>
          ))}
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
      {actions.overlays}
    </AdminPage>
  );
}
