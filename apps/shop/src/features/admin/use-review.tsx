import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevalidateTarget } from '@bazaar/api/swr';
import { validateReviewReason, type ValidationResult } from '@bazaar/domain';
import { Button } from '@bazaar/ui';
import { useConfirm } from '../../app/index.js';
import { ReasonDialog } from './reason-dialog.js';
import { useSaving } from './use-saving.js';

/** An approval: the question asked first, then the call. */
export interface ApproveRequest {
  /** The question, already translated ("Credit this top-up of $12.50 to buyer?"). */
  question: string;
  /** The confirm button's label, already translated. */
  confirmLabel: string;
  /** The success notice's i18n key. */
  successKey: string;
  /** Sends the approval. */
  send(): Promise<unknown>;
}

/** A decision that needs a text (a rejection's reason, a reply), asked in the reason dialog. */
export interface TextRequest {
  /** The dialog's title, already translated ("Reject this withdrawal?"). */
  title: string;
  /** What the decision concerns, already translated. */
  summary?: ReactNode;
  /** The send button's label, already translated. */
  confirmLabel: string;
  /** The success notice's i18n key. */
  successKey: string;
  /** The longest text the server takes. */
  maxLength: number;
  /** The text box's label. @default the rejection reason's */
  label?: string;
  /** Help under the text box. @default "the user sees the reason" */
  description?: string;
  /** The domain's rule for the text. @default `validateReviewReason` */
  validate?: (text: string) => ValidationResult;
  /** A rejection (destructive button). @default true */
  isDestructive?: boolean;
  /** Sends the decision with the text. */
  send(text: string): Promise<unknown>;
}

/** The review actions of an operator's list and the dialog they open. */
export interface ReviewActions {
  /** Asks the question, then approves; a notice on success, the lists read again. */
  approve(request: ApproveRequest): Promise<void>;
  /** Opens the reason dialog; sends with the text given. */
  askText(request: TextRequest): void;
  /** The reason dialog: render it once on the screen. */
  overlays: ReactNode;
  /** A decision is being sent (disable the buttons). */
  isBusy: boolean;
}

/**
 * The operator's decisions on a queue (applications, top-ups, withdrawals, refunds, feedback):
 * an approval after a confirmation, a rejection (or a reply) with the text the domain's rule
 * requires. A refusal is the server's message (the API client toasts it) and changes nothing; a
 * success is a notice, then `revalidate` (the list and the dashboard's counts) is read again.
 */
export function useReview(revalidate: readonly RevalidateTarget[]): ReviewActions {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { save, isBusy } = useSaving(revalidate);
  const [asking, setAsking] = useState<TextRequest | null>(null);

  const approve = async (request: ApproveRequest) => {
    if (!(await confirm({ message: request.question, confirmLabel: request.confirmLabel }))) return;
    await save(request.send, request.successKey);
  };

  const overlays = (
    <ReasonDialog
      isOpen={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      title={asking?.title ?? ''}
      summary={asking?.summary}
      label={asking?.label ?? t('admin:review.reason')}
      description={asking?.description ?? t('admin:review.reason_help')}
      confirmLabel={asking?.confirmLabel ?? ''}
      validate={asking?.validate ?? validateReviewReason}
      maxLength={asking?.maxLength ?? 200}
      isDestructive={asking?.isDestructive ?? true}
      isSending={isBusy}
      onSubmit={async (text) => {
        if (!asking) return false;
        const { send, successKey } = asking;
        return save(() => send(text), successKey);
      }}
    />
  );

  return { approve, askText: (request) => setAsking(request), overlays, isBusy };
}

/** Props of {@link DecisionButtons}. */
export interface DecisionButtonsProps {
  /** The screen's {@link useReview}. */
  review: ReviewActions;
  /** The rejection (its button and the dialog's send button both say "Reject"). */
  reject: Omit<TextRequest, 'confirmLabel'>;
  /** The approval: its confirm label names the button too. */
  approve: ApproveRequest;
}

/**
 * A waiting record's two decisions (applications, top-ups, withdrawals): reject, which asks for a
 * reason, and approve, which asks its question first. Both wait while a decision is being sent.
 */
export function DecisionButtons({ review, reject, approve }: DecisionButtonsProps) {
  const { t } = useTranslation();
  const rejectLabel = t('admin:review.reject');
  return (
    <div data-part="actions">
      <Button
        variant="outline"
        isDisabled={review.isBusy}
        onPress={() => review.askText({ ...reject, confirmLabel: rejectLabel })}
      >
        {rejectLabel}
      </Button>
      <Button isDisabled={review.isBusy} onPress={() => void review.approve(approve)}>
        {approve.confirmLabel}
      </Button>
    </div>
  );
}
