import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { order as orderApi } from '@bazaar/api/contract';
import { useRevalidate } from '@bazaar/api/swr';
import {
  ORDER_CONFIRM_PATH,
  buyerActionConfirmKey,
  buyerActionConfirmLabels,
  buyerActionSuccessKey,
  type BuyerOrderAction,
} from '@bazaar/domain';
import { useConfirm, useNotify, useServices } from '../../app/index.js';
import { setPendingOrder } from '../../state/index.js';
import { AddressChooser } from './address-chooser.js';
import { reorderLines, type OrderLike } from './order-view.js';
import { PaymentPopup } from './payment-popup.js';

/** The order screens' buyer actions and the popups they open. */
export interface OrderActions {
  /** Runs a buyer action on an order, asking first when the domain says so. */
  run(order: OrderLike, action: BuyerOrderAction): Promise<void>;
  /** The payment and address popups: render them once on the screen. */
  overlays: ReactNode;
  /** A change is being saved. */
  isBusy: boolean;
}

/** Where an order's review is written. */
export function reviewPath(orderId: number): string {
  return `/user/order/comment?id=${orderId}`;
}

/** Where a refund of an order is asked (the line chosen there, or the given one). */
export function refundApplyPath(orderId: number, orderGoodsId?: number): string {
  return `/user/refund/apply/${orderId}${orderGoodsId ? `?goods=${orderGoodsId}` : ''}`;
}

/**
 * Every buyer action of spec section 4: cancel and confirm receipt after their confirmation
 * (domain `buyerActionConfirmKey`), pay in the payment popup, change the address in the address
 * chooser, review and refund on their screens, and buy again through the order confirmation. The
 * order lists and details are refreshed after a change.
 */
export function useOrderActions(): OrderActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const services = useServices();
  const revalidate = useRevalidate();
  const [paying, setPaying] = useState<OrderLike | null>(null);
  const [moving, setMoving] = useState<OrderLike | null>(null);
  const [isBusy, setBusy] = useState(false);

  const refresh = () => revalidate([orderApi.getOrderList, orderApi.getOrderInfo]);

  const save = async (change: () => Promise<unknown>, successKey: string) => {
    setBusy(true);
    try {
      await change();
      notify.success(successKey);
      await refresh();
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  const run = async (order: OrderLike, action: BuyerOrderAction) => {
    const question = buyerActionConfirmKey(action);
    const labels = buyerActionConfirmLabels(action);
    if (
      question &&
      !(await confirm({
        message: t(question),
        ...(labels ? { confirmLabel: t(labels.confirm), cancelLabel: t(labels.cancel) } : {}),
        isDestructive: action === 'cancel',
      }))
    ) {
      return;
    }
    switch (action) {
      case 'cancel':
        return save(
          () => services.client.call(orderApi.cancelOrder, { id: order.id }),
          buyerActionSuccessKey(action) ?? 'common:success.operation',
        );
      case 'confirm_receipt':
        return save(
          () => services.client.call(orderApi.confirmOrder, { id: order.id }),
          buyerActionSuccessKey(action) ?? 'common:success.operation',
        );
      case 'pay':
        setPaying(order);
        return;
      case 'edit_address':
        setMoving(order);
        return;
      case 'review':
        await navigate(reviewPath(order.id));
        return;
      case 'refund':
        await navigate(refundApplyPath(order.id));
        return;
      case 'buy_again':
        setPendingOrder(services.store, reorderLines(order));
        await navigate(ORDER_CONFIRM_PATH);
        return;
      default:
        return action satisfies never;
    }
  };

  const overlays = (
    <>
      <PaymentPopup
        isOpen={paying !== null}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
        orderIds={paying ? [paying.id] : []}
        amount={paying?.pay.total ?? '0.00'}
        onPaid={() => void refresh()}
      />
      <AddressChooser
        isOpen={moving !== null}
        onOpenChange={(open) => {
          if (!open) setMoving(null);
        }}
        selectedId={null}
        isDisabled={isBusy}
        onSelect={(chosen) => {
          if (!moving) return;
          void save(
            () =>
              services.client.call(orderApi.editOrderAddress, {
                id: moving.id,
                address_id: chosen.id,
              }),
            'common:success.modified',
          );
        }}
      />
    </>
  );

  return { run, overlays, isBusy };
}
