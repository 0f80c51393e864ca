import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '@bazaar/api/contract';
import { usePagedEndpoint, type PageItemOf } from '@bazaar/api/swr';
import { useServices } from '../../app/index.js';
import { AdminList } from '../admin/admin-list.js';
import { AdminPage } from '../admin/admin-page.js';
import { Note } from '../admin/admin.styles.js';
import { FeedbackItem } from './feedback-item.js';
import { HandlingTabs, useHandlingReply, useHandlingTab } from './handling.js';

/** What the platform answers: feedback items or reports, with their list and reply endpoints. */
const QUEUES = {
  feedback: {
    list: admin.feedback,
    handle: admin.handleFeedback,
    titleKey: 'admin:nav.feedback',
    emptyQueueKey: 'admin:feedback.empty_queue',
    emptyKey: 'admin:feedback.empty',
    failedKey: 'admin:feedback.load_failed',
    handledKey: 'admin:feedback.handled',
  },
  complaints: {
    list: admin.complaints,
    handle: admin.handleComplaint,
    titleKey: 'admin:nav.complaints',
    emptyQueueKey: 'admin:complaints.empty_queue',
    emptyKey: 'admin:complaints.empty',
    failedKey: 'admin:complaints.load_failed',
    handledKey: 'admin:complaints.handled',
  },
} as const;

/** A queue the platform answers: `feedback` or `complaints` (reports). */
export type HandlingKind = keyof typeof QUEUES;

/** An item of the `kind` queue. */
export type HandlingItemOf<K extends HandlingKind> = PageItemOf<(typeof QUEUES)[K]['list']>;

/** Props of {@link HandlingQueue}. */
export interface HandlingQueueProps<K extends HandlingKind> {
  /** Which queue; it names the page, its texts and its endpoints. */
  kind: K;
  /** What an item is (the feedback type, the reported target), already translated. */
  heading: (item: HandlingItemOf<K>) => string;
  /** More about an item (the contact, the report's reason) as `Fields`. */
  details: (item: HandlingItemOf<K>) => ReactNode;
}

/**
 * The platform's queue of feedback or reports: the 72-hour promise, the handling tabs (the open
 * ones first, oldest first), each item as the platform reads it ({@link FeedbackItem}), and the
 * reply that handles one, which its sender sees.
 */
export function HandlingQueue<K extends HandlingKind>({
  kind,
  heading,
  details,
}: HandlingQueueProps<K>) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [tab, setTab] = useHandlingTab();
  const queue = QUEUES[kind] as (typeof QUEUES)[HandlingKind];
  const list = usePagedEndpoint(queue.list, { status: tab });
  const reply = useHandlingReply([queue.list]);

  return (
    <AdminPage title={t(queue.titleKey)}>
      <Note>{t('admin:handling.promise')}</Note>
      <HandlingTabs tab={tab} onChange={setTab}>
        <AdminList
          list={list}
          label={t(queue.titleKey)}
          emptyMessage={t(tab === 'open' ? queue.emptyQueueKey : queue.emptyKey)}
          errorMessage={t(queue.failedKey)}
          getKey={(item) => item.id}
          renderItem={(item) => {
            const title = heading(item as HandlingItemOf<K>);
            return (
              <FeedbackItem
                viewer="platform"
                record={item}
                heading={title}
                details={details(item as HandlingItemOf<K>)}
                isBusy={reply.isBusy}
                onReply={() =>
                  reply.ask(title, queue.handledKey, (text) =>
                    client.call(queue.handle, { id: item.id, reply: text }),
                  )
                }
              />
            );
          }}
        />
      </HandlingTabs>
      {reply.overlays}
    </AdminPage>
  );
}
