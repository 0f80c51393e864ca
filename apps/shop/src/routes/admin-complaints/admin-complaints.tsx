import { useTranslation } from 'react-i18next';
import { reportTypeKey } from '@bazaar/domain';
import { Fields } from '../../features/admin/index.js';
import { HandlingQueue } from '../../features/feedback/index.js';

/**
 * `/admin/complaints`: the reports users made of a user, a goods or a shop, the open ones first
 * (oldest first), each with how long it has waited against the 72-hour promise; the operator
 * handles one with a reply the reporter sees.
 */
export function AdminComplaintsScreen() {
  const { t } = useTranslation();
  return (
    <HandlingQueue
      kind="complaints"
      heading={(item) =>
        t('admin:complaints.item', {
          type: t(reportTypeKey(item.type)),
          target: item.target_name || t('admin:complaints.target_gone', { id: item.target_id }),
        })
      }
      details={(item) => (
        <Fields>
          <dt>{t('admin:complaints.reason')}</dt>
          <dd>{item.reason}</dd>
        </Fields>
      )}
    />
  );
}
