import { useTranslation } from 'react-i18next';
import { Page } from '../../app/index.js';
import { MessagesView } from '../../features/chat/sections/index.js';

/**
 * `/mt/service`: the merchant's messages. The conversations with buyers (each opening
 * `/mt/chat/:id`) and the notices (paid and received orders lead to the shop's order), unread
 * counts live.
 */
export function MerchantMessagesScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat:merchant.title')}>
      <MessagesView chatHref={(conversation) => `/mt/chat/${conversation.id}`} />
    </Page>
  );
}
