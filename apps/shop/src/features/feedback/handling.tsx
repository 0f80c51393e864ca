import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevalidateTarget } from '@bazaar/api/swr';
import {
  FEEDBACK_HANDLING_TABS,
  feedbackHandlingTabKey,
  validateReply,
  type FeedbackHandlingTab,
  type FeedbackStatus,
} from '@bazaar/domain';
import { Tabs } from '@bazaar/ui';
import { useFilterParam } from '../../app/router/use-filter-param.js';
import { useReview } from '../admin/use-review.js';

/** A handling tab of the platform's feedback and report lists (domain `FEEDBACK_HANDLING_TABS`). */
export type HandlingTab = FeedbackHandlingTab;

/** What a feedback item and a report have in common as the platform reads them. */
export interface HandledRecord {
  readonly id: number;
  readonly user: { readonly username: string; readonly nickname: string };
  readonly content: string;
  readonly images: readonly string[];
  readonly status: FeedbackStatus;
  readonly hours_waited: number;
  readonly hours_left: number;
  readonly reply: string;
  readonly createtime: number;
}

/** What a feedback item and a report have in common as their sender reads them. */
export type SentRecord = Pick<
  HandledRecord,
  'content' | 'images' | 'status' | 'reply' | 'createtime'
>;

/** The handling tab of the address (`?status=`), `open` (the queue) by default. */
export function useHandlingTab(): [HandlingTab, (tab: HandlingTab) => void] {
  return useFilterParam('status', FEEDBACK_HANDLING_TABS, 'open');
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

/** The platform's handling tabs over their list. */
export function HandlingTabs({ tab, onChange, children }: HandlingTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      aria-label={t('admin:handling.tabs')}
      items={FEEDBACK_HANDLING_TABS.map((value) => ({
        value,
        label: t(feedbackHandlingTabKey(value)),
      }))}
      selectedValue={tab}
      onSelectionChange={onChange}
    >
      {children}
    </Tabs>
  );
}

/**
 * The platform's reply to a feedback item or report: the reply dialog (the domain's
 * `validateReply`), a notice once sent, then `revalidate` read again.
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
