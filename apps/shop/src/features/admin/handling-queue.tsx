import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevalidateTarget } from '@bazaar/api/swr';
import { validateReply, type FeedbackStatus } from '@bazaar/domain';
import { Button, FeedbackStatusChip, Tabs } from '@bazaar/ui';
import { useDateTime } from '../order/use-date-time.js';
import { Card } from './admin.styles.js';
import { Pictures, userLabel } from './record-parts.js';
import { useFilterParam } from './use-filter-param.js';
import { useReview } from './use-review.js';

/** The handling tabs of feedback and reports: `open` (pending and overdue) is the queue. */
export const HANDLING_TABS = ['open', 'pending', 'overdue', 'handled', 'all'] as const;

/** A handling tab. */
export type HandlingTab = (typeof HANDLING_TABS)[number];

/** Where a feedback or report stands against the 72-hour promise (the server's `status`). */
export type HandlingStatus = FeedbackStatus;

/** What the feedback and report lists have in common. */
export interface HandledRecord {
  readonly id: number;
  readonly user: { readonly username: string; readonly nickname: string };
  readonly content: string;
  readonly images: readonly string[];
  readonly status: HandlingStatus;
  readonly hours_waited: number;
  readonly hours_left: number;
  readonly reply: string;
  readonly createtime: number;
}

/** The handling tab of the address (`?status=`), `open` by default. */
export function useHandlingTab(): [HandlingTab, (tab: HandlingTab) => void] {
  return useFilterParam('status', HANDLING_TABS, 'open');
}

/** Props of {@link HandlingTabs}. */
export interface HandlingTabsProps {
  /** The selected tab. */
  tab: HandlingTab;
  /** Selects a tab. */
  onChange: (tab: HandlingTab) => void;
  /** The list of the tab. */
  children: ReactNode;
}

/** The handling tabs over their list. */
export function HandlingTabs({ tab, onChange, children }: HandlingTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      aria-label={t('admin:handling.tabs')}
      items={HANDLING_TABS.map((value) => ({ value, label: t(`admin:handling.tab.${value}`) }))}
      selectedValue={tab}
      onSelectionChange={onChange}
    >
      {children}
    </Tabs>
  );
}

/** Props of {@link HandlingCard}. */
export interface HandlingCardProps {
  /** The feedback or report. */
  record: HandledRecord;
  /** Its heading (the feedback type, the reported target), already translated. */
  heading: string;
  /** More about it (the report's reason, the contact), already formatted. */
  details?: ReactNode;
  /** Opens the reply dialog. */
  onReply?: () => void;
  /** A reply is being sent. */
  isBusy: boolean;
}

/**
 * A feedback or report as the operator handles it: who sent it and when, its status against the
 * 72-hour promise with how long it has waited (and how long is left), the text and pictures,
 * the platform's reply once handled, and the reply button while it is open.
 */
export function HandlingCard({ record, heading, details, onReply, isBusy }: HandlingCardProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const waited = {
    pending: t('admin:handling.waited_left', {
      hours: record.hours_waited,
      left: record.hours_left,
    }),
    overdue: t('admin:handling.waited_overdue', { hours: record.hours_waited }),
    handled: t('admin:handling.handled_after', { hours: record.hours_waited }),
  }[record.status];
  return (
    <Card aria-labelledby={`handling-${record.id}`}>
      <header>
        <div>
          <h3 id={`handling-${record.id}`}>{heading}</h3>
          <span data-part="sub">
            {t('admin:handling.from', {
              user: userLabel(record.user),
              time: dateTime(record.createtime),
            })}
          </span>
          <span data-part="sub">{waited}</span>
        </div>
        <FeedbackStatusChip status={record.status} />
      </header>
      {details}
      {record.content ? <p>{record.content}</p> : null}
      <Pictures images={record.images} label={t('admin:handling.pictures')} />
      {record.reply ? (
        <p data-part="quote">{t('admin:handling.reply_given', { reply: record.reply })}</p>
      ) : null}
      {record.status !== 'handled' && onReply ? (
        <div data-part="actions">
          <Button isDisabled={isBusy} onPress={onReply}>
            {t('admin:handling.reply')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The reply of the feedback and report lists: the reply dialog (the domain's `validateReply`),
 * a notice once sent, then `revalidate` read again.
 */
export function useHandlingReply(revalidate: readonly RevalidateTarget[]) {
  const { t } = useTranslation();
  const review = useReview(revalidate);
  const ask = (heading: string, successKey: string, send: (reply: string) => Promise<unknown>) =>
    review.askText({
      title: t('admin:handling.reply_title', { subject: heading }),
      label: t('admin:handling.reply_label'),
      description: t('admin:handling.reply_help'),
      confirmLabel: t('admin:handling.send'),
      validate: validateReply,
      isDestructive: false,
      maxLength: 1000,
      successKey,
      send,
    });
  return { ask, overlays: review.overlays, isBusy: review.isBusy };
}
