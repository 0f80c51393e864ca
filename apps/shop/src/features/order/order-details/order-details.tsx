import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderInfo } from '@bazaar/api/contract';
import {
  buyerActionKey,
  goodsRefundStatusFromWire,
  isPositive,
  merchantActionKey,
  orderStateFromWire,
  orderStatusKey,
  refundStateFromWire,
  subtract,
  toMoneyString,
  unixSecondsToMs,
  type OrderProgressStep,
  specValuesText,
} from '@bazaar/domain';
import {
  AddressCard,
  Button,
  CopyButton,
  CurrencyPrice,
  DeliveryCountdown,
  GoodsRefundStatusChip,
  LazyImage,
  OrderProgress,
  OrderStatusChip,
  RefundStatusChip,
} from '@bazaar/ui';
import { useServices } from '../../../app/index.js';
import {
  knownMerchantActions,
  type MerchantOrderActions,
  type MerchantOrderInfo,
} from '../../merchant/merchant-orders.js';
import { buyerName, merchantChatPath } from '../../merchant/merchant-trade.js';
import { useMoney } from '../../wallet/use-money.js';
import { addressSummary } from '../address-chooser.js';
import { OrderInfoPanel } from '../order-info-panel.js';
import { orderActions, refundableLines } from '../order-view.js';
import { ActionBar, GoodsList, Panel, Panels, Rows } from '../panel.styles.js';
import { refundApplyPath, type OrderActions } from '../use-order-actions.js';
import { orderViewerRules, type OrderViewerRules } from './order-viewer.js';
import { DateTime } from '../../time/index.js';
import { Detail } from '../../record/detail.js';

/** Props of {@link OrderDetails}: the viewer, their read of the order and their actions. */
export type OrderDetailsProps =
  | {
      /** The buyer: their order (`order/getOrderInfo`) and the buyer's actions. */
      viewer: 'buyer';
      order: OrderInfo;
      actions: OrderActions;
    }
  | {
      /** The seller: the shop's order (`merchant/orderInfo`) and the merchant's actions. */
      viewer: 'seller';
      order: MerchantOrderInfo;
      actions: MerchantOrderActions;
    };

/**
 * One order, as its viewer may see it and act on it: the status and steps (with the automatic
 * receipt time for the buyer, the shipping countdown for the seller), where it goes (and, for the
 * seller, who bought it), the goods with their refunds, the amounts (the seller's with their
 * income, wholesale cost and profit), shipping, refunds, the order's information and the
 * viewer's actions (the buyer's from the wire's state; the seller's: ship).
 */
export function OrderDetails(props: OrderDetailsProps) {
  const { t } = useTranslation();
  const { now } = useServices();
  const { order, viewer } = props;
  const rules = orderViewerRules(viewer);
  const state = orderStateFromWire(order.state);
  const steps = order.progress.map((item) => ({
    step: item.step as OrderProgressStep,
    labelKey: item.label_key,
    done: item.done,
    time: item.time,
  }));
  const seller = props.viewer === 'seller' ? props.order : null;

  return (
    <Panels data-viewer={viewer}>
      <Panel aria-labelledby="order-details-status">
        <div data-part="heading">
          <h2 id="order-details-status">{t(orderStatusKey(state))}</h2>
          <OrderStatusChip state={state} variant="filled" />
        </div>
        {rules.deadline === 'autoconfirm' && order.autoconfirm_time ? (
          <p>
            <DateTime
              value={order.autoconfirm_time}
              sentence={(time) => t('order:detail.autoconfirm', { time })}
            />
          </p>
        ) : null}
        {rules.deadline === 'ship' && seller && seller.ship_deadline !== null ? (
          <DeliveryCountdown deadline={unixSecondsToMs(seller.ship_deadline)} now={now} />
        ) : null}
        <OrderProgress steps={steps} formatTime={(time) => <DateTime value={time} />} />
      </Panel>

      {seller ? (
        <Panel aria-labelledby="order-details-buyer">
          <div data-part="heading">
            <h2 id="order-details-buyer">{t('merchant:order_detail.buyer')}</h2>
            <Link to={merchantChatPath(seller.buyer.id)}>
              {t('order:merchant_action.contact_buyer')}
            </Link>
          </div>
          <p>{buyerName(seller.buyer)}</p>
          <AddressCard address={addressSummary({ id: order.id, ...order.address })} />
        </Panel>
      ) : (
        <Panel aria-labelledby="order-details-address">
          <h2 id="order-details-address">{t('order:address.title')}</h2>
          <AddressCard address={addressSummary({ id: order.id, ...order.address })} />
        </Panel>
      )}

      <OrderGoodsPanel order={order} rules={rules} />
      <AmountsPanel order={order} seller={seller} />

      {order.delivertime ? (
        <Panel aria-labelledby="order-details-shipping">
          <h2 id="order-details-shipping">{t('order:detail.shipping')}</h2>
          <Rows>
            {/* Shipments carry both (domain validateShipment); an empty one is simply not shown. */}
            <Detail label={t('order:detail.express_name')}>{order.express_name}</Detail>
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
            <dd>
              <DateTime value={order.delivertime} />
            </dd>
          </Rows>
        </Panel>
      ) : null}

      <RefundsPanel order={order} rules={rules} />
      <OrderInfoPanel order={order} headingId="order-details-info" />
      <ViewerActions {...props} />
    </Panels>
  );
}

/** The viewer's buttons: the buyer's actions in the wire's state, the seller's "Ship". */
function ViewerActions(props: OrderDetailsProps) {
  const { t } = useTranslation();
  switch (props.viewer) {
    case 'buyer': {
      const { order, actions } = props;
      const available = orderActions(order);
      if (available.length === 0) return null;
      return (
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
      );
    }
    case 'seller': {
      const { order, actions } = props;
      if (!knownMerchantActions(order.merchant_actions).includes('ship')) return null;
      return (
        <ActionBar>
          <Button onPress={() => actions.run(order, 'ship')}>{t(merchantActionKey('ship'))}</Button>
        </ActionBar>
      );
    }
    default:
      return props satisfies never;
  }
}

/**
 * The goods of the order, each with its refund status chip (domain tone) and what this viewer
 * can do about a refund of it: the buyer asks for one (domain `canApplyRefund`), anyone opens
 * the one it has.
 */
function OrderGoodsPanel({ order, rules }: { order: OrderInfo; rules: OrderViewerRules }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refundable = new Set(
    rules.requestsRefunds ? refundableLines(order).map((line) => line.id) : [],
  );
  return (
    <Panel aria-labelledby="order-details-goods">
      <h2 id="order-details-goods">
        {rules.goodsHeading === 'shop' ? order.shop.shopname : t('order:detail.goods')}
      </h2>
      <GoodsList aria-label={t('order:detail.goods')}>
        {order.goods.map((line) => (
          <li key={line.id}>
            <LazyImage src={line.image} alt="" ratio={1} radius="8px" />
            <div data-part="text">
              <Link to={`/goods/${line.goods_id}`}>{line.title}</Link>
              {line.difference ? (
                <span data-part="spec">{specValuesText(line.difference)}</span>
              ) : null}
              {line.refund_status > 0 ? (
                <GoodsRefundStatusChip status={goodsRefundStatusFromWire(line.refund_status)} />
              ) : null}
            </div>
            <div data-part="end">
              <CurrencyPrice amount={line.price} currency={money.currency} size="sm" />
              <span>×{line.number}</span>
              {refundable.has(line.id) ? (
                <Link
                  to={refundApplyPath(order.id, line.id)}
                  aria-label={t('order:detail.refund_line', { title: line.title })}
                >
                  {t('order:action.refund')}
                </Link>
              ) : line.refund_id ? (
                <Link
                  to={rules.refundPath(line.refund_id)}
                  aria-label={t('order:detail.refund_of', { title: line.title })}
                >
                  {t('order:detail.refund_details')}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </GoodsList>
    </Panel>
  );
}

/**
 * What the order costs the buyer and, for the seller, what it brings the shop: the domain's
 * `orderEconomics` (income = goods + freight - shop voucher - refunds; profit = income -
 * wholesale).
 */
function AmountsPanel({ order, seller }: { order: OrderInfo; seller: MerchantOrderInfo | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const returned = seller ? subtract(seller.economics.refunds, order.pay.refund_total) : null;
  return (
    <Panel aria-labelledby="order-details-amounts">
      <h2 id="order-details-amounts">{t('order:amount.title')}</h2>
      <Rows>
        <dt>{t('order:amount.goods_total')}</dt>
        <dd>{money.format(order.pay.goods_total)}</dd>
        <dt>{t('order:amount.freight')}</dt>
        <dd>{money.format(order.pay.freight)}</dd>
        <dt>{t('order:amount.discount')}</dt>
        <dd>{money.format(order.pay.discount)}</dd>
        <dt>{t('order:amount.total')}</dt>
        <dd data-emphasis>{money.format(order.pay.total)}</dd>
        {/* The buyer's last figure is what they paid; the seller's is the profit below. */}
        <Detail label={t('order:amount.paid')} data-emphasis={seller ? undefined : ''}>
          {order.paymenttime ? money.format(order.pay.pay_amount) : null}
        </Detail>
        <Detail label={t('order:amount.refunded')}>
          {order.refunds.length > 0 ? money.format(order.pay.refund_total) : null}
        </Detail>
        {seller ? (
          <>
            <Detail label={t('merchant:order_detail.voucher')}>
              {isPositive(seller.economics.voucher) ? (
                <>-{money.format(seller.economics.voucher)}</>
              ) : null}
            </Detail>
            <Detail label={t('merchant:order_detail.platform_voucher')}>
              {isPositive(seller.economics.platform_voucher)
                ? money.format(seller.economics.platform_voucher)
                : null}
            </Detail>
            <Detail label={t('merchant:order_detail.platform_returned')}>
              {returned && isPositive(returned) ? (
                <>-{money.format(toMoneyString(returned))}</>
              ) : null}
            </Detail>
            <dt>{t('merchant:order_detail.income')}</dt>
            <dd data-emphasis>{money.format(seller.income)}</dd>
            <dt>{t('merchant:order_detail.wholesale')}</dt>
            <dd>-{money.format(seller.wholesale)}</dd>
            <dt>{t('merchant:order_detail.profit')}</dt>
            <dd data-emphasis>{money.format(seller.profit)}</dd>
          </>
        ) : null}
      </Rows>
      {seller ? <p>{t('merchant:order_detail.money_note')}</p> : null}
    </Panel>
  );
}

/** The order's refunds, each linking to its details for this viewer, with its amount and state. */
function RefundsPanel({ order, rules }: { order: OrderInfo; rules: OrderViewerRules }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (order.refunds.length === 0) return null;
  return (
    <Panel aria-labelledby="order-details-refunds">
      <h2 id="order-details-refunds">{t('order:detail.refunds')}</h2>
      <Rows>
        {order.refunds.map((refund) => {
          const line = order.goods.find((goods) => goods.id === refund.order_goods_id);
          return (
            <RefundRow
              key={refund.id}
              href={rules.refundPath(refund.id)}
              title={line?.title || `#${refund.id}`}
              amount={money.format(refund.money)}
              state={refund.state}
            />
          );
        })}
      </Rows>
    </Panel>
  );
}

function RefundRow({
  href,
  title,
  amount,
  state,
}: {
  href: string;
  title: string;
  amount: string;
  state: number;
}) {
  return (
    <>
      <dt>
        <Link to={href}>{title}</Link>
      </dt>
      <dd>
        {amount}
        <RefundStatusChip state={refundStateFromWire(state)} />
      </dd>
    </>
  );
}
