import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { order as orderApi } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import {
  add,
  combinedOrderTotals,
  isPositive,
  orderStateFromWire,
  shopOrderTotals,
  subtract,
  toMoneyString,
  validateOrderSubmission,
  type SettlementLine,
} from '@bazaar/domain';
import {
  Button,
  CurrencyPrice,
  EmptyState,
  OrderCard,
  outlineButtonLink,
  Skeleton,
  SkeletonGroup,
  StateView,
  vars,
} from '@bazaar/ui';
import { Page, useNotify, useServices } from '../../app/index.js';
import {
  ActionBar,
  AddressChooser,
  orderLines,
  Panel,
  Panels,
  PaymentPopup,
  Rows,
  type OrderAddressData,
  type SettlementShop,
} from '../../features/order/index.js';
import { useMoney } from '../../features/wallet/index.js';
import { applyCartAction, clearPendingOrder, useAppState } from '../../state/index.js';
import { AddressSection } from './sections/address-section.js';
import { ShopSection } from './sections/shop-section.js';
import { Detail } from '../../features/record/detail.js';

/** Orders placed on this screen, waiting to be paid. */
type Placed = { readonly ids: readonly number[]; readonly total: string };

const ORDERS_TO_PAY_PATH = '/user/order/1';
/** The orders tab of paid orders waiting to be shipped. */
const ORDERS_TO_SHIP_PATH = '/user/order/2';

/**
 * `/user/order/addorder`: the confirmation of the pending order (the ticked cart lines or a
 * buy-now): the address (required), each shop's goods with its remarks, voucher and totals, the
 * overall total, then `order/addOrder` with the confirmation's one-time token and the payment.
 */
export function OrderConfirmScreen() {
  const { t } = useTranslation();
  const pending = useAppState((state) => state.order.pending);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [isPaid, setPaid] = useState(false);
  return (
    <Page title={t(isPaid ? 'order:pay.title' : 'order:confirm.title')}>
      {placed && isPaid ? (
        <PaidOrders placed={placed} />
      ) : placed ? (
        <PlacedOrders
          placed={placed}
          onPaid={() => {
            setPaid(true);
            // The receipt is a new screen: it starts at its top, not where the long form was left.
            window.scrollTo({ top: 0 });
          }}
        />
      ) : pending ? (
        <Confirmation pending={pending} onPlaced={setPlaced} />
      ) : (
        <EmptyState
          message={t('errors:order_data_empty')}
          action={<Link to="/cart">{t('order:confirm.back_to_cart')}</Link>}
        />
      )}
    </Page>
  );
}

/** After the orders were placed: the amount to pay and the payment popup (opened at once). */
function PlacedOrders({ placed, onPaid }: { placed: Placed; onPaid: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const [isPaying, setPaying] = useState(true);
  return (
    <Panels>
      <Panel aria-labelledby="order-placed">
        <h2 id="order-placed">{t('order:confirm.placed', { count: placed.ids.length })}</h2>
        <Rows>
          <dt>{t('order:amount.to_pay')}</dt>
          <dd data-emphasis>{money.format(placed.total)}</dd>
        </Rows>
      </Panel>
      <ActionBar>
        <Button variant="outline" onPress={() => void navigate(ORDERS_TO_PAY_PATH)}>
          {t('order:confirm.pay_later')}
        </Button>
        <Button onPress={() => setPaying(true)}>{t('order:action.pay')}</Button>
      </ActionBar>
      <PaymentPopup
        isOpen={isPaying}
        onOpenChange={setPaying}
        orderIds={placed.ids}
        amount={placed.total}
        onPaid={onPaid}
      />
    </Panels>
  );
}

/* The ways on after paying, drawn as the buttons they act as (they were bare underlined links). */
const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;

  & a {
    ${outlineButtonLink}
    flex: 1 1 auto;

    :root[data-layout='desktop'] & {
      flex: none;
    }
    min-height: ${vars.size.hitTarget};
    padding: ${vars.space[2]} ${vars.space[4]};
  }
  & a:first-child {
    border-color: ${vars.color.borderBrand};
    color: ${vars.color.textBrand};
  }
`;

/** The paid orders: what was paid, each order as it stands now, and the way to the orders. */
function PaidOrders({ placed }: { placed: Placed }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Panels>
      <Panel aria-labelledby="order-paid">
        <h2 id="order-paid">{t('common:success.payment')}</h2>
        <p>
          {t('order:confirm.paid_note', {
            count: placed.ids.length,
            amount: money.format(placed.total),
          })}
        </p>
        <Links>
          <Link to={ORDERS_TO_SHIP_PATH}>{t('order:confirm.follow_orders')}</Link>
          <Link to="/">{t('shop:cart.go_shopping')}</Link>
        </Links>
      </Panel>
      {placed.ids.map((id) => (
        <PaidOrder key={id} id={id} />
      ))}
    </Panels>
  );
}

/** One paid order, read again from the server: its shop, status, goods and total. */
function PaidOrder({ id }: { id: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useEndpoint(orderApi.getOrderInfo, { id });
  if (!info.data) {
    return info.error ? null : (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="160px" />
      </SkeletonGroup>
    );
  }
  return (
    <OrderCard
      shopName={info.data.shop.shopname}
      state={orderStateFromWire(info.data.state)}
      lines={orderLines(info.data.goods)}
      total={info.data.pay.total}
      currency={money.currency}
      href={`/user/order/details/${id}`}
    />
  );
}

/** The confirmation of the pending lines, until the orders are placed. */
function Confirmation({
  pending,
  onPlaced,
}: {
  pending: readonly SettlementLine[];
  onPlaced: (placed: Placed) => void;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const notify = useNotify();
  const money = useMoney();
  const confirmation = useEndpoint(orderApi.getOrderGoodsList, [...pending], {
    // Each answer carries a new one-time token: read once per visit (so an address added on the
    // way, in the address form, is there on the way back), not on focus or reconnect.
    revalidateOnMount: true,
    dedupingInterval: 0,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  const [chosenAddress, setChosenAddress] = useState<OrderAddressData | null>(null);
  const [isChoosing, setChoosing] = useState(false);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [voucherIds, setVoucherIds] = useState<Record<number, number | null>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);

  const data = confirmation.data;
  const address = chosenAddress ?? data?.addressData ?? null;
  const shops = useMemo(
    () =>
      (data?.orderData.lists ?? []).map((shop) => ({
        shop,
        totals: shopOrderTotals(shop.products, shop.freight),
      })),
    [data],
  );
  const overall = combinedOrderTotals(shops.map((entry) => entry.totals));
  // The chosen voucher of each shop and its discount (offered by the server: the domain's rules).
  const discountOf = (shopId: number) => {
    const chosen = voucherIds[shopId] ?? null;
    const offer = shops
      .find((entry) => entry.shop.shop_id === shopId)
      ?.shop.coupons.find((item) => item.coupon_id === chosen);
    return offer?.discount ?? '0.00';
  };
  const discount = toMoneyString(add('0', ...shops.map(({ shop }) => discountOf(shop.shop_id))));
  const toPay = toMoneyString(subtract(overall.total, discount));

  const submit = async () => {
    if (submitting.current || !data) return;
    const check = validateOrderSubmission({ addressId: address?.id, orderData: data.orderData });
    if (!check.ok) {
      notify.refusal(check);
      if (check.field === 'address_id') setChoosing(true);
      return;
    }
    submitting.current = true;
    setSubmitting(true);
    try {
      const answer = await services.client.call(orderApi.addOrder, {
        order: {
          address_id: address?.id ?? null,
          lists: data.orderData.lists.map((shop: SettlementShop) => ({
            shop_id: shop.shop_id,
            remarks: (remarks[shop.shop_id] ?? '').trim(),
            coupon_id: voucherIds[shop.shop_id] ?? 0,
            products: shop.products.map(({ goods_id, sku_id, number, freight_id }) => ({
              goods_id,
              sku_id,
              number,
              freight_id,
            })),
          })),
        },
        token: data.token,
      });
      // Spec section 4: after the order the ordered cart lines go and the pending order is cleared.
      applyCartAction(services.store, { type: 'ordered', lines: pending });
      clearPendingOrder(services.store);
      notify.success('common:success.submission');
      onPlaced({ ids: answer.order_id, total: answer.total });
    } catch {
      // The client has shown the refusal (stock, an expired token...): read the confirmation
      // again for today's stock and prices and a fresh token.
      await confirmation.mutate();
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  if (confirmation.error && !data) {
    return (
      <StateView
        state="failed"
        failedMessage={t('order:confirm.load_failed')}
        onRetry={() => void confirmation.mutate()}
        failedAction={<Link to="/cart">{t('order:confirm.back_to_cart')}</Link>}
      />
    );
  }
  if (!data) {
    return (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="88px" />
        <Skeleton height="160px" />
        <Skeleton height="48px" />
      </SkeletonGroup>
    );
  }

  return (
    <Panels>
      <AddressSection address={address} onChoose={() => setChoosing(true)} />
      {shops.map(({ shop, totals }) => (
        <ShopSection
          key={shop.shop_id}
          shop={shop}
          totals={totals}
          remarks={remarks[shop.shop_id] ?? ''}
          onRemarksChange={(value) => setRemarks((all) => ({ ...all, [shop.shop_id]: value }))}
          vouchers={shop.coupons}
          voucherId={voucherIds[shop.shop_id] ?? null}
          onVoucherChange={(id) => setVoucherIds((all) => ({ ...all, [shop.shop_id]: id }))}
          takenIds={Object.entries(voucherIds)
            .filter(([shopId, id]) => Number(shopId) !== shop.shop_id && id !== null)
            .map(([, id]) => id as number)}
          discount={discountOf(shop.shop_id)}
        />
      ))}
      <Panel aria-labelledby="order-confirm-totals">
        <h2 id="order-confirm-totals">{t('order:amount.title')}</h2>
        <Rows>
          <dt>{t('order:amount.goods_total')}</dt>
          <dd>{money.format(overall.goodsTotal)}</dd>
          <dt>{t('order:amount.freight')}</dt>
          <dd>{money.format(overall.freight)}</dd>
          <Detail label={t('order:amount.discount')}>
            {isPositive(discount) ? <>-{money.format(discount)}</> : null}
          </Detail>
        </Rows>
      </Panel>
      <ActionBar>
        <p data-part="total">
          {t('order:amount.total')}
          <CurrencyPrice amount={toPay} currency={money.currency} />
        </p>
        <Button onPress={() => void submit()} isLoading={isSubmitting}>
          {t('order:confirm.submit')}
        </Button>
      </ActionBar>
      <AddressChooser
        isOpen={isChoosing}
        onOpenChange={setChoosing}
        selectedId={address?.id ?? null}
        onSelect={(chosen) => setChosenAddress(chosen)}
      />
    </Panels>
  );
}
