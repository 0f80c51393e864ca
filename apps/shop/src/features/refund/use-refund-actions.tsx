import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { order as orderApi, refund as refundApi, type Refund } from '@bazaar/api/contract';
import { useRevalidate } from '@bazaar/api/swr';
import { useConfirm, useNotify, useServices } from '../../app/index.js';
import { refundEditPath, type BuyerRefundAction } from './refund-view.js';
import { ShipBackPopup } from './ship-back-popup.js';

/** The buyer's refund actions and the popup they open. */
export interface RefundActions {
  /** Runs a buyer action on a refund, asking first when the spec says so (closing). */
  run(refund: Pick<Refund, 'id'>, action: BuyerRefundAction): Promise<void>;
  /** The return logistics popup: render it once on the screen. */
  overlays: ReactNode;
  /** A change is being saved. */
  isBusy: boolean;
}

/** Every read a refund step changes: the refund, the refund list and the order's lines. */
export const REFUND_READS = [
  refundApi.getRefundInfo,
  refundApi.refundList,
  orderApi.getOrderInfo,
  orderApi.getOrderList,
] as const;

/**
 * The buyer's refund actions (domain `refundActions`): modify on its form, close after the
 * spec's confirmation ("close the refund"), ship the return with its courier and number (1 -> 6),
 * ask the platform to intervene (2 -> 3). A refusal is the server's message (the API client shows
 * it); a success is a notice, then the refund, its list and its order are read again.
 */
export function useRefundActions(): RefundActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const { client } = useServices();
  const revalidate = useRevalidate();
  const [shipping, setShipping] = useState<number | null>(null);
  const [isBusy, setBusy] = useState(false);

  const save = async (change: () => Promise<unknown>, successKey: string) => {
    setBusy(true);
    try {
      await change();
      notify.success(successKey);
      await revalidate(REFUND_READS);
      return true;
    } catch {
      // The API client has shown the refusal.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const run = async (refund: Pick<Refund, 'id'>, action: BuyerRefundAction) => {
    switch (action) {
      case 'edit':
        await navigate(refundEditPath(refund.id));
        return;
      case 'close':
        if (
          await confirm({
            message: t('common:confirm.close_refund'),
            confirmLabel: t('common:confirm.do_close_refund'),
            cancelLabel: t('common:confirm.keep_refund'),
            isDestructive: true,
          })
        ) {
          await save(
            () => client.call(refundApi.closeRefund, { id: refund.id }),
            'common:success.refund_closed',
          );
        }
        return;
      case 'ship_back':
        setShipping(refund.id);
        return;
      case 'ask_platform':
        await save(
          () => client.call(refundApi.arbitrationRefund, { id: refund.id }),
          'common:success.submission',
        );
        return;
      default:
        return action satisfies never;
    }
  };

  const overlays = (
    <ShipBackPopup
      isOpen={shipping !== null}
      onOpenChange={(open) => {
        if (!open) setShipping(null);
      }}
      isSending={isBusy}
      onSend={async (shipment) => {
        if (shipping === null) return false;
        const id = shipping;
        const sent = await save(
          () => client.call(refundApi.toExpress, { id, ...shipment }),
          'common:success.submission',
        );
        if (sent) setShipping(null);
        return sent;
      }}
    />
  );

  return { run, overlays, isBusy };
}
