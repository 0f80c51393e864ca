import { useTranslation } from 'react-i18next';
import { Button, Skeleton, SkeletonGroup } from '@bazaar/ui';
import { CentredMessage, Page } from '../../app/index.js';
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
        <CentredMessage role="alert">
          <p>{t('chat:service.load_failed')}</p>
          <Button variant="outline" onPress={() => void service.mutate()}>
            {t('common:action.retry')}
          </Button>
        </CentredMessage>
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </SkeletonGroup>
      )}
    </Page>
  );
}
