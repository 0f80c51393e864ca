import { useTranslation } from 'react-i18next';
import { admin } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import { reportTypeKey } from '@bazaar/domain';
import { useServices } from '../../app/index.js';
import { AdminList, AdminPage, Fields, Note } from '../../features/admin/index.js';
import {
  FeedbackItem,
  HandlingTabs,
  useHandlingReply,
  useHandlingTab,
} from '../../features/feedback/index.js';

/**
 * `/admin/complaints`: the reports users made of a user, a goods or a shop, the open ones first
 * (oldest first), each with how long it has waited against the 72-hour promise; the operator
 * handles one with a reply the reporter sees.
 */
export function AdminComplaintsScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const [tab, setTab] = useHandlingTab();
  const list = usePagedEndpoint(admin.complaints, { status: tab });
  const reply = useHandlingReply([admin.complaints]);

  return (
    <AdminPage title={t('admin:nav.complaints')}>
      <Note>{t('admin:handling.promise')}</Note>
      <HandlingTabs tab={tab} onChange={setTab}>
        <AdminList
          list={list}
          label={t('admin:nav.complaints')}
          emptyMessage={t(
            tab === 'open' ? 'admin:complaints.empty_queue' : 'admin:complaints.empty',
          )}
          errorMessage={t('admin:complaints.load_failed')}
          getKey={(item) => item.id}
          renderItem={(item) => {
            const heading = t('admin:complaints.item', {
              type: t(reportTypeKey(item.type)),
              target: item.target_name || t('admin:complaints.target_gone', { id: item.target_id }),
            });
            return (
              <FeedbackItem
                viewer="platform"
                record={item}
                heading={heading}
                details={
                  <Fields>
                    <dt>{t('admin:complaints.reason')}</dt>
                    <dd>{item.reason}</dd>
                  </Fields>
                }
                isBusy={reply.isBusy}
                onReply={() =>
                  reply.ask(heading, 'admin:complaints.handled', (text) =>
                    client.call(admin.handleComplaint, { id: item.id, reply: text }),
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
