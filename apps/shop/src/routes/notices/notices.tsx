import { useTranslation } from 'react-i18next';
import { Page } from '../../app/index.js';
import { chatPath } from '../../features/chat/index.js';
import { MessagesView } from '../../features/chat/sections/index.js';

/**
 * `/user/notice`: the user's messages. The conversations with shops and customer service (each
 * opening `/chat/:id`, with the shop when the partner has one) and the notices, unread counts live.
 */
export function NoticesScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('user:notice.title')}>
      <MessagesView
        chatHref={(conversation) =>
          chatPath(conversation.id, { shopId: conversation.shop_id || null })
        }
      />
    </Page>
  );
}
