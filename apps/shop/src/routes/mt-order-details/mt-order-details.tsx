import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { merchantOrder } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  isPositive,
  merchantActionKey,
  orderStateFromWire,
  orderStatusKey,
  refundStateFromWire,
  subtract,
  toMoneyString,
  unixSecondsToMs,
  type OrderProgressStep,
} from '@bazaar/domain';
import {
  AddressCard,
  Button,
  DeliveryCountdown,
  OrderProgress,
  OrderStatusChip,
  RefundStatusChip,
  Skeleton,
  SkeletonGroup,
  StateView,
} from '@bazaar/ui';
import { Page, parseId, useServices } from '../../app/index.js';
import {
  knownMerchantActions,
  useMerchantOrderActions,
  type MerchantOrderActions,
  type MerchantOrderInfo,
} from '../../features/merchant/merchant-orders.js';
import {
  buyerName,
  merchantChatPath,
  merchantRefundPath,
} from '../../features/merchant/merchant-trade.js';
import { OrderInfoPanel } from '../../features/order/order-info-panel.js';
import { ActionBar, Panel, Panels, Rows } from '../../features/order/panel.styles.js';
import { useDateTime } from '../../features/order/use-date-time.js';
import { useMoney } from '../../features/wallet/use-money.js';
import { MerchantOrderGoods } from './sections/merchant-order-goods.js';

/**
 * `/mt/order/details/{id}`: one of the shop's orders: its status and steps (with the delivery
 * countdown while it waits for shipment), the buyer and their address, the goods (with their
 * refunds), the amounts with the merchant's wholesale cost, income and profit, shipping, and
 * the merchant's actions (ship, contact the buyer).
 */
export function MerchantOrderDetailsScreen() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const info = useEndpoint(merchantOrder.orderInfo, id ? { id } : null);
  const actions = useMerchantOrderActions();
  const order = info.data;

  let body;
  if (!id || (info.error && !order)) {
    body = (
      <StateView
        state="failed"
        failedMessage={t(
          id ? 'merchant:order_detail.load_failed' : 'merchant:order_detail.no_order',
        )}
        onRetry={id ? () => void info.mutate() : undefined}
        failedAction={<Link to="/mt/order">{t('merchant:trade.orders')}</Link>}
      />
    );
  } else if (!order) {
    body = (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="120px" />
        <Skeleton height="72px" />
        <Skeleton height="160px" />
        <Skeleton height="200px" />
      </SkeletonGroup>
    );
  } else {
    body = <OrderDetails order={order} actions={actions} />;
  }

  return (
    <Page title={t('merchant:order_detail.title')}>
      {body}
      {actions.overlays}
    </Page>
  );
}

function OrderDetails({
  order,
  actions,
}: {
  order: MerchantOrderInfo;
  actions: MerchantOrderActions;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const { now } = useServices();
  const state = orderStateFromWire(order.state);
  const available = knownMerchantActions(order.merchant_actions);
  const steps = order.progress.map((item) => ({
    step: item.step as OrderProgressStep,
    labelKey: item.label_key,
    done: item.done,
    time: item.time,
  }));

  return (
    <Panels>
      <Panel aria-labelledby="mt-order-status">
        <div data-part="heading">
          <h2 id="mt-order-status">{t(orderStatusKey(state))}</h2>
          <OrderStatusChip state={state} variant="filled" />
        </div>
        {order.ship_deadline !== null ? (
          <DeliveryCountdown deadline={unixSecondsToMs(order.ship_deadline)} now={now} />
        ) : null}
        <OrderProgress steps={steps} formatTime={dateTime} />
      </Panel>

      <Panel aria-labelledby="mt-order-buyer">
        <div data-part="heading">
          <h2 id="mt-order-buyer">{t('merchant:order_detail.buyer')}</h2>
          <Link to={merchantChatPath(order.buyer.id)}>
            {t('order:merchant_action.contact_buyer')}
          </Link>
        </div>
        <p>{buyerName(order.buyer)}</p>
        <AddressCard
          address={{
            id: order.id,
            name: order.address.name,
            mobile: order.address.mobile,
            areaCode: order.address.area_code,
            address: order.address.address,
            isDefault: false,
          }}
        />
      </Panel>

      <MerchantOrderGoods order={order} />

      <Panel aria-labelledby="mt-order-amounts">
        <h2 id="mt-order-amounts">{t('order:amount.title')}</h2>
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
              <dd>{money.format(order.pay.pay_amount)}</dd>
            </>
          ) : null}
          {order.refunds.length > 0 ? (
            <>
              <dt>{t('order:amount.refunded')}</dt>
              <dd>{money.format(order.pay.refund_total)}</dd>
            </>
          ) : null}
          {/* The domain's orderEconomics: income = goods + freight - shop voucher - refunds. */}
          {isPositive(order.economics.voucher) ? (
            <>
              <dt>{t('merchant:order_detail.voucher')}</dt>
              <dd>-{money.format(order.economics.voucher)}</dd>
            </>
          ) : null}
          {isPositive(order.economics.platform_voucher) ? (
            <>
              <dt>{t('merchant:order_detail.platform_voucher')}</dt>
              <dd>{money.format(order.economics.platform_voucher)}</dd>
            </>
          ) : null}
          {isPositive(subtract(order.economics.refunds, order.pay.refund_total)) ? (
            <>
              <dt>{t('merchant:order_detail.platform_returned')}</dt>
              <dd>
                -
                {money.format(
                  toMoneyString(subtract(order.economics.refunds, order.pay.refund_total)),
                )}
              </dd>
            </>
          ) : null}
          <dt>{t('merchant:order_detail.income')}</dt>
          <dd data-emphasis>{money.format(order.income)}</dd>
          <dt>{t('merchant:order_detail.wholesale')}</dt>
          <dd>-{money.format(order.wholesale)}</dd>
          <dt>{t('merchant:order_detail.profit')}</dt>
          <dd data-emphasis>{money.format(order.profit)}</dd>
        </Rows>
        <p>{t('merchant:order_detail.money_note')}</p>
      </Panel>

      {order.delivertime ? (
        <Panel aria-labelledby="mt-order-shipping">
          <h2 id="mt-order-shipping">{t('order:detail.shipping')}</h2>
          <Rows>
            {order.express_name ? (
              <>
                <dt>{t('order:detail.express_name')}</dt>
                <dd>{order.express_name}</dd>
              </>
            ) : null}
            {order.express_no ? (
              <>
                <dt>{t('order:detail.express_no')}</dt>
                <dd>{order.express_no}</dd>
              </>
            ) : null}
            <dt>{t('order:detail.shipped_at')}</dt>
            <dd>{dateTime(order.delivertime)}</dd>
          </Rows>
        </Panel>
      ) : null}

      {order.refunds.length > 0 ? (
        <Panel aria-labelledby="mt-order-refunds">
          <h2 id="mt-order-refunds">{t('order:detail.refunds')}</h2>
          <Rows>
            {order.refunds.map((refund) => {
              const line = order.goods.find((goods) => goods.id === refund.order_goods_id);
              return (
                <RefundRow
                  key={refund.id}
                  id={refund.id}
                  title={line?.title ?? `#${refund.id}`}
                  amount={money.format(refund.money)}
                  state={refund.state}
                />
              );
            })}
          </Rows>
        </Panel>
      ) : null}

      <OrderInfoPanel order={order} headingId="mt-order-info" />

      {available.includes('ship') ? (
        <ActionBar>
          <Button onPress={() => actions.run(order, 'ship')}>{t(merchantActionKey('ship'))}</Button>
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
        <Link to={merchantRefundPath(id)}>{title}</Link>
      </dt>
      <dd>
        {amount}
        <RefundStatusChip state={refundStateFromWire(state)} />
      </dd>
    </>
  );
}
