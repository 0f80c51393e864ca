import { useTranslation } from 'react-i18next';
import { admin } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { FEEDBACK_TYPES, feedbackTypeKey, type FeedbackType } from '@bazaar/domain';
import { useServices } from '../../app/index.js';
import {
  AdminList,
  AdminPage,
  Fields,
  HandlingCard,
  HandlingTabs,
  Note,
  useHandlingReply,
  useHandlingTab,
} from '../../features/admin/index.js';

function isFeedbackType(value: string): value is FeedbackType {
  return (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/**
 * `/admin/feedback`: what users sent as feedback, the open ones first (oldest first), each with
 * how long it has waited against the 72-hour promise; the operator handles one with a reply the
 * user sees.
 */
export function AdminFeedbackScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const [tab, setTab] = useHandlingTab();
  const list = usePagedEndpoint(admin.feedback, { status: tab });
  const reply = useHandlingReply([admin.feedback]);

  return (
    <AdminPage title={t('admin:nav.feedback')}>
      <Note>{t('admin:handling.promise')}</Note>
      <HandlingTabs tab={tab} onChange={setTab}>
        <AdminList
          list={list}
          label={t('admin:nav.feedback')}
          emptyMessage={t(tab === 'open' ? 'admin:feedback.empty_queue' : 'admin:feedback.empty')}
          errorMessage={t('admin:feedback.load_failed')}
          getKey={(item) => item.id}
          renderItem={(item) => {
            const heading = isFeedbackType(item.type) ? t(feedbackTypeKey(item.type)) : item.type;
            return (
              <HandlingCard
                record={item}
                heading={heading}
                details={
                  item.contact ? (
                    <Fields>
                      <dt>{t('admin:feedback.contact')}</dt>
                      <dd>{item.contact}</dd>
                    </Fields>
                  ) : null
                }
                isBusy={reply.isBusy}
                onReply={() =>
                  reply.ask(heading, 'admin:feedback.handled', (text) =>
                    client.call(admin.handleFeedback, { id: item.id, reply: text }),
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
