import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup, StateView } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { useServiceChat } from '../../features/chat/index.js';
import { BuyerOrderPicker, ConversationPage } from '../../features/chat/sections/index.js';

/**
 * `/user/service`: customer service. `common/getServiceUrl` names the service's user; the
 * conversation with it opens here (orders can be sent from it).
 */
export function ServiceChatScreen() {
  const { t } = useTranslation();
  const service = useServiceChat();
  const title = t('chat:service.title');

  if (service.data) {
    return (
      <ConversationPage
        partnerId={service.data.user_id}
        title={title}
        renderOrderPicker={(props) => <BuyerOrderPicker {...props} />}
      />
    );
  }
  return (
    <Page title={title}>
      {service.error ? (
        <StateView
          state="failed"
          failedMessage={t('chat:service.load_failed')}
          onRetry={() => void service.mutate()}
        />
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </SkeletonGroup>
      )}
    </Page>
  );
}
