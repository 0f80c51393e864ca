import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFinance } from '@bazaar/api/contract';
import {
  refundActionKey,
  refundActions,
  refundStateFromWire,
  refundTypeFromWire,
  type RefundActionType,
} from '@bazaar/domain';
import { useServices } from '../../app/index.js';
import { useBaseMoney } from './money.js';
import { userLabel } from './record-parts.js';
import { useReview } from './use-review.js';

/** A decision of the platform on a refund that asked for it: approve, or reject with a reason. */
export type PlatformRefundAction = Exclude<RefundActionType<'platform'>, 'close'>;

/** What the platform's decisions need of a refund (wire numbers, with its buyer). */
export type PlatformRefundTarget = {
  readonly id: number;
  readonly state: number;
  readonly type: number;
  readonly money: string;
  readonly user: { readonly username: string; readonly nickname: string };
};

/**
 * The platform's decisions on a refund now (domain `refundActions` for the platform), rejection
 * first; closing is not offered (the buyer closes their own request).
 */
export function platformRefundActions(
  refund: Pick<PlatformRefundTarget, 'state' | 'type'>,
): PlatformRefundAction[] {
  return refundActions(
    refundStateFromWire(refund.state),
    refundTypeFromWire(refund.type),
    'platform',
  )
    .filter((action): action is PlatformRefundAction => action !== 'close')
    .sort((a, b) => (a === 'reject' ? -1 : b === 'reject' ? 1 : 0));
}

/** The platform's refund decisions and the dialog they open. */
export interface PlatformRefundActions {
  /** Runs a decision: the approval after its question, the rejection in the reason dialog. */
  run(refund: PlatformRefundTarget, action: PlatformRefundAction): Promise<void>;
  /** The reason dialog: render it once on the screen. */
  overlays: ReactNode;
  /** A decision is being sent. */
  isBusy: boolean;
}

/**
 * The operator's arbitration of a refund (`adminFinance.arbitrateRefund`), from the queue's card
 * or the refund's details: approve refunds the buyer after a confirmation naming the amount (in
 * the stored base currency) and the buyer; reject asks for the reason the domain requires and
 * returns the refund to "seller rejected". The queue, the refund and the dashboard's counts are
 * read again after a decision.
 */
export function usePlatformRefundActions(): PlatformRefundActions {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const { client } = useServices();
  const review = useReview([adminFinance.refunds, adminFinance.refundInfo]);

  const run = async (refund: PlatformRefundTarget, action: PlatformRefundAction) => {
    const amount = formatBaseMoney(refund.money);
    const user = userLabel(refund.user);
    const label = t(refundActionKey('platform', action));
    switch (action) {
      case 'approve':
        await review.approve({
          question: t('admin:refunds.approve_question', { amount, user }),
          confirmLabel: label,
          successKey: 'admin:refunds.approved',
          send: () => client.call(adminFinance.arbitrateRefund, { id: refund.id, approve: true }),
        });
        return;
      case 'reject':
        review.askText({
          title: t('admin:refunds.reject_title', { amount, user }),
          summary: <p>{t('admin:refunds.reject_effect')}</p>,
          confirmLabel: label,
          successKey: 'admin:refunds.rejected',
          maxLength: 500,
          send: (reason) =>
            client.call(adminFinance.arbitrateRefund, { id: refund.id, approve: false, reason }),
        });
        return;
      default:
        action satisfies never;
    }
  };

  return { run, overlays: review.overlays, isBusy: review.isBusy };
}
