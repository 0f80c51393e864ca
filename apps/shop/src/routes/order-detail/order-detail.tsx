import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { order as orderApi, type OrderInfo } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  buyerActionKey,
  orderStateFromWire,
  orderStatusKey,
  refundStateFromWire,
  type OrderProgressStep,
} from '@bazaar/domain';
import {
  AddressCard,
  Button,
  CopyButton,
  OrderProgress,
  OrderStatusChip,
  RefundStatusChip,
  Skeleton,
  SkeletonGroup,
} from '@bazaar/ui';
import { CentredMessage, Page, parseId } from '../../app/index.js';
import {
  ActionBar,
  OrderInfoPanel,
  Panel,
  Panels,
  Rows,
  addressSummary,
  orderActions,
  useDateTime,
  useOrderActions,
} from '../../features/order/index.js';
import { useMoney } from '../../features/wallet/index.js';
import { OrderGoods } from './sections/order-goods.js';

/**
 * `/user/order/details/{id}`: one order with its progress steps, address, goods (with their
 * refund status), amounts, shipping and refund information, and the buyer's actions.
 */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const info = useEndpoint(orderApi.getOrderInfo, id ? { id } : null);
  const actions = useOrderActions();
  const order = info.data;

  let body;
  if (!id || (info.error && !order)) {
    body = (
      <CentredMessage role="alert">
        <p>{t('order:detail.load_failed')}</p>
        {id ? (
          <Button variant="outline" onPress={() => void info.mutate()}>
            {t('common:action.retry')}
          </Button>
        ) : null}
        <Link to="/user/order">{t('order:list.title')}</Link>
      </CentredMessage>
    );
  } else if (!order) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="96px" />
        <Skeleton height="72px" />
        <Skeleton height="160px" />
        <Skeleton height="120px" />
      </SkeletonGroup>
    );
  } else {
    body = <OrderDetail order={order} actions={actions} />;
  }

  return (
    <Page title={t('order:detail.title')}>
      {body}
      {actions.overlays}
    </Page>
  );
}

function OrderDetail({
  order,
  actions,
}: {
  order: OrderInfo;
  actions: ReturnType<typeof useOrderActions>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const state = orderStateFromWire(order.state);
  const available = orderActions(order);
  const steps = order.progress.map((item) => ({
    step: item.step as OrderProgressStep,
    labelKey: item.label_key,
    done: item.done,
    time: item.time,
  }));

  return (
    <Panels>
      <Panel aria-labelledby="order-detail-status">
        <div data-part="heading">
          <h2 id="order-detail-status">{t(orderStatusKey(state))}</h2>
          <OrderStatusChip state={state} variant="filled" />
        </div>
        {order.autoconfirm_time ? (
          <p>{t('order:detail.autoconfirm', { time: dateTime(order.autoconfirm_time) })}</p>
        ) : null}
        <OrderProgress steps={steps} formatTime={dateTime} />
      </Panel>

      <Panel aria-labelledby="order-detail-address">
        <h2 id="order-detail-address">{t('order:address.title')}</h2>
        <AddressCard address={addressSummary({ id: order.id, ...order.address })} />
      </Panel>

      <OrderGoods order={order} shopName={order.shop.shopname} />

      <Panel aria-labelledby="order-detail-amounts">
        <h2 id="order-detail-amounts">{t('order:amount.title')}</h2>
        <Rows>
          <dt>{t('order:amount.goods_total')}</dt>
          <dd>{money.format(order.pay.goods_total)}</dd>
          <dt>{t('order:amount.freight')}</dt>
          <dd>{money.format(order.pay.freight)}</dd>
          <dt>{t('order:amount.discount')}</dt>
          <dd>{money.format(order.pay.discount)}</dd>
          <dt>{t('order:amount.total')}</dt>
          <dd data-emphasis>{money.format(order.pay.total)}</dd>
          {order.paymenttime ? (
            <>
              <dt>{t('order:amount.paid')}</dt>
              <dd data-emphasis>{money.format(order.pay.pay_amount)}</dd>
            </>
          ) : null}
          {order.refunds.length > 0 ? (
            <>
              <dt>{t('order:amount.refunded')}</dt>
              <dd>{money.format(order.pay.refund_total)}</dd>
            </>
          ) : null}
        </Rows>
      </Panel>

      {order.delivertime ? (
        <Panel aria-labelledby="order-detail-shipping">
          <h2 id="order-detail-shipping">{t('order:detail.shipping')}</h2>
          <Rows>
            {/* Shipments carry both (domain validateShipment); an empty one is simply not shown. */}
            {order.express_name ? (
              <>
                <dt>{t('order:detail.express_name')}</dt>
                <dd>{order.express_name}</dd>
              </>
            ) : null}
            {order.express_no ? (
              <>
                <dt>{t('order:detail.express_no')}</dt>
                <dd>
                  {order.express_no}
                  <CopyButton
                    text={order.express_no}
                    size="sm"
                    variant="text"
                    label={t('order:detail.copy_express_no')}
                  />
                </dd>
              </>
            ) : null}
            <dt>{t('order:detail.shipped_at')}</dt>
            <dd>{dateTime(order.delivertime)}</dd>
          </Rows>
        </Panel>
      ) : null}

      {order.refunds.length > 0 ? (
        <Panel aria-labelledby="order-detail-refunds">
          <h2 id="order-detail-refunds">{t('order:detail.refunds')}</h2>
          <Rows>
            {order.refunds.map((refund) => {
              const line = order.goods.find((goods) => goods.id === refund.order_goods_id);
              return (
                <RefundRow
                  key={refund.id}
                  id={refund.id}
                  title={line?.title ?? ''}
                  amount={money.format(refund.money)}
                  state={refund.state}
                />
              );
            })}
          </Rows>
        </Panel>
      ) : null}

      <OrderInfoPanel order={order} headingId="order-detail-info" />

      {available.length > 0 ? (
        <ActionBar>
          {available.map((action, index) => (
            <Button
              key={action}
              variant={index === available.length - 1 ? 'primary' : 'outline'}
              isDisabled={actions.isBusy}
              onPress={() => void actions.run(order, action)}
            >
              {t(buyerActionKey(action))}
            </Button>
          ))}
        </ActionBar>
      ) : null}
    </Panels>
  );
}

function RefundRow({
  id,
  title,
  amount,
  state,
}: {
  id: number;
  title: string;
  amount: string;
  state: number;
}) {
  return (
    <>
      <dt>
        <Link to={`/user/refund/details/${id}`}>{title || `#${id}`}</Link>
      </dt>
      <dd>
        {amount}
        <RefundStatusChip state={refundStateFromWire(state)} />
      </dd>
    </>
  );
}
