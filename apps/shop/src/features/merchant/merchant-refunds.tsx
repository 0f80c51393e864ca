import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantRefund } from '@bazaar/api/contract';
import { useRevalidate } from '@bazaar/api/swr';
import {
  invalid,
  isDomainError,
  nextRefundState,
  refundActions,
  refundStateFromWire,
  refundTypeFromWire,
  type RefundActionType,
  type ValidationResult,
} from '@bazaar/domain';
import { Button, Popup, useLayout } from '@bazaar/ui';
import { useConfirm, useNotify, useServices } from '../../app/index.js';
import { TextAreaField } from '../forms/text-area-field.js';
import { RechargePrompt } from '../wallet/recharge-prompt.js';
import { useBalanceDebit } from '../wallet/use-balance-debit.js';
import { useMoney } from '../wallet/use-money.js';
import { DialogForm } from './merchant-trade.styles.js';

/** A seller's action on a refund: agree, reject with a reason, confirm the returned goods. */
export type SellerRefundAction = RefundActionType<'seller'>;

/** What the refund actions need of a refund (wire numbers). */
export type MerchantRefundTarget = {
  readonly id: number;
  readonly state: number;
  readonly type: number;
  readonly money: string;
};

/** The seller's actions on a refund now (domain `refundActions` for the seller). */
export function sellerRefundActions(refund: Pick<MerchantRefundTarget, 'state' | 'type'>) {
  return refundActions(
    refundStateFromWire(refund.state),
    refundTypeFromWire(refund.type),
    'seller',
  );
}

/** The merchant's refund actions and the popups they open. */
export interface MerchantRefundActions {
  /** Runs a seller action: a confirmation first, or the rejection form. */
  run(refund: MerchantRefundTarget, action: SellerRefundAction): Promise<void>;
  /** The rejection form and the top-up prompt: render them once on the screen. */
  overlays: ReactNode;
  /** A change is being saved. */
  isBusy: boolean;
}

/**
 * The seller's refund actions (spec section 4, domain `refundActions`): agree (a refund only is
 * paid to the buyer at once, a return waits for the goods) and confirm the returned goods, each
 * after a confirmation; reject with a reason, which the domain requires (`nextRefundState`).
 * When the money comes from the merchant's balance (the order was settled) and it is short, the
 * balance shows with a way to top up. The refund lists and details are read again after a change.
 */
export function useMerchantRefundActions(): MerchantRefundActions {
  const { t } = useTranslation();
  const layout = useLayout();
  const confirm = useConfirm();
  const notify = useNotify();
  const money = useMoney();
  const { client } = useServices();
  const revalidate = useRevalidate();
  const [rejecting, setRejecting] = useState<MerchantRefundTarget | null>(null);
  const [reason, setReason] = useState('');
  const [check, setCheck] = useState<ValidationResult | undefined>();
  const debit = useBalanceDebit();
  const { isBusy, shortOf } = debit;

  /** Makes a change; true once saved. A short balance opens the top-up prompt. */
  const save = (change: () => Promise<unknown>, successKey: string): Promise<boolean> =>
    debit.run(async () => {
      await change();
      notify.success(successKey);
      await revalidate([merchantRefund.refunds, merchantRefund.refundInfo]);
    });

  const run = async (refund: MerchantRefundTarget, action: SellerRefundAction) => {
    switch (action) {
      case 'agree': {
        const question =
          refundTypeFromWire(refund.type) === 'refund_only'
            ? t('merchant:refunds.confirm_agree_refund', { amount: money.format(refund.money) })
            : t('merchant:refunds.confirm_agree_return');
        if (
          !(await confirm({ message: question, confirmLabel: t('refund:action.seller.agree') }))
        ) {
          return;
        }
        await save(
          () => client.call(merchantRefund.refundAgree, { id: refund.id }, { silent: true }),
          'common:success.refund_agreed',
        );
        return;
      }
      case 'confirm_return':
        if (
          !(await confirm({
            message: t('merchant:refunds.confirm_receive', {
              amount: money.format(refund.money),
            }),
            confirmLabel: t('refund:action.seller.confirm_return'),
          }))
        ) {
          return;
        }
        await save(
          () => client.call(merchantRefund.refundReceive, { id: refund.id }, { silent: true }),
          'common:success.refund',
        );
        return;
      case 'reject':
        setReason('');
        setCheck(undefined);
        setRejecting(refund);
        return;
      default:
        return action satisfies never;
    }
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (!rejecting) return;
    try {
      // The domain's rule for a rejection: allowed in this state, and with a reason.
      nextRefundState(refundStateFromWire(rejecting.state), refundTypeFromWire(rejecting.type), {
        actor: 'seller',
        type: 'reject',
        reason,
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      setCheck(invalid(error.code, 'refuse_reason'));
      return;
    }
    const target = rejecting;
    const saved = await save(
      () =>
        client.call(
          merchantRefund.refundReject,
          { id: target.id, refuse_reason: reason.trim() },
          { silent: true },
        ),
      'common:success.refund_rejected',
    );
    if (saved) setRejecting(null);
  };

  const position = layout === 'desktop' ? 'center' : 'bottom';
  const overlays = (
    <>
      <Popup
        isOpen={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title={t('merchant:refunds.reject_title')}
        position={position}
        isDismissable={!isBusy}
      >
        <DialogForm onSubmit={(event) => void reject(event)} noValidate>
          <TextAreaField
            name="refuse_reason"
            label={t('merchant:refunds.reject_reason')}
            description={t('merchant:refunds.reject_hint')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setCheck(undefined);
            }}
            validation={check}
            maxLength={500}
          />
          <Button type="submit" variant="danger" fullWidth isLoading={isBusy}>
            {t('merchant:refunds.reject_submit')}
          </Button>
        </DialogForm>
      </Popup>
      <Popup
        isOpen={shortOf !== null}
        onOpenChange={(open) => {
          if (!open) debit.clearShort();
        }}
        title={t('merchant:refunds.short_title')}
        position={position}
      >
        <DialogForm as="div">
          <p data-part="note">{t('merchant:refunds.short_note')}</p>
          <RechargePrompt balance={shortOf ?? '0.00'} onLeave={debit.clearShort} />
        </DialogForm>
      </Popup>
    </>
  );

  return { run, overlays, isBusy };
}
