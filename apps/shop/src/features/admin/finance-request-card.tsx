import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { financeActions, type FinanceRequestKind, type WithdrawStatus } from '@bazaar/domain';
import { FinanceStatusChip } from '@bazaar/ui';
import { Fields, RecordPanel } from './admin.styles.js';
import { Detail } from '../record/detail.js';
import { DateTime } from '../time/index.js';

/** What a top-up and a withdrawal have in common for the operator. */
export interface FinanceRequest {
  readonly id: number;
  readonly status: WithdrawStatus;
  readonly createtime: number;
  readonly reviewtime?: number | null;
  readonly memo?: string | null;
}

/** Props of {@link FinanceRequestCard}. */
export interface FinanceRequestCardProps {
  /** A top-up (`recharge`) or a withdrawal (`withdraw`): the status labels and the card's id. */
  kind: FinanceRequestKind;
  request: FinanceRequest;
  /** The heading (amount and user), already translated. */
  title: string;
  /** The request's own `dt`/`dd` rows; the review time follows them. */
  fields: ReactNode;
  /** What follows the rows (the transfer screenshot). */
  children?: ReactNode;
  /** The decision buttons, shown while the domain lets the platform decide (`financeActions`). */
  decision: ReactNode;
}

/**
 * One top-up or withdrawal in the operator's queue (the ui Panel): the heading, when it was made
 * and its status (the ui FinanceStatusChip: the platform's words, the tone every viewer sees), its
 * rows and review time, the reason given when it was rejected, and the decision while it waits.
 */
export function FinanceRequestCard({
  kind,
  request,
  title,
  fields,
  children,
  decision,
}: FinanceRequestCardProps) {
  const { t } = useTranslation();
  const headingId = `${kind}-${request.id}`;
  return (
    <RecordPanel
      title={title}
      headingLevel={3}
      headingId={headingId}
      description={<DateTime value={request.createtime} />}
      actions={<FinanceStatusChip status={request.status} kind={kind} viewer="platform" />}
    >
      <Fields>
        {fields}
        <Detail label={t('admin:review.reviewed_at')}>
          {request.reviewtime ? <DateTime value={request.reviewtime} /> : null}
        </Detail>
      </Fields>
      {children}
      {request.memo ? (
        <p data-part="quote">{t('admin:review.reason_given', { reason: request.memo })}</p>
      ) : null}
      {financeActions(request.status, 'platform').length > 0 ? decision : null}
    </RecordPanel>
  );
}
