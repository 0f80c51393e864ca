import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, UnreadBadge, useLayout } from '@bazaar/ui';
import { useNoticeUnread } from '../notice-unread.js';
import { useUnreadTotal } from '../use-chat.js';
import { useConversations } from '../use-conversations.js';
import { useNoticeFeed } from '../use-notice-feed.js';
import { Columns } from './chat.styles.js';
import { ConversationList, type ConversationListProps } from './conversation-list.js';
import { NoticeList } from './notice-list.js';

/** The two lists of the messages screen. */
type MessagesTab = 'chats' | 'notices';

/** Props of {@link MessagesView}. */
export type MessagesViewProps = Pick<ConversationListProps, 'chatHref'>;

/**
 * The messages screen's content (the user's `/user/notice`, the merchant's `/mt/service`): the
 * conversations and the notices, both read at once and kept live, with their unread counts.
 * Mobile: two tabs; desktop: side by side.
 */
export function MessagesView({ chatHref }: MessagesViewProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const conversations = useConversations();
  const feed = useNoticeFeed();
  const chats = useUnreadTotal();
  const notices = useNoticeUnread();
  const [tab, setTab] = useState<MessagesTab>('chats');

  if (layout === 'desktop') {
    return (
      <Columns>
        <section aria-labelledby="messages-chats">
          <header>
            <h2 id="messages-chats">{t('chat:conversations.title')}</h2>
            <UnreadBadge count={chats} />
          </header>
          <ConversationList conversations={conversations} chatHref={chatHref} />
        </section>
        <section aria-labelledby="messages-notices">
          <header>
            <h2 id="messages-notices">{t('chat:notices.title')}</h2>
            <UnreadBadge count={notices} />
          </header>
          <NoticeList feed={feed} />
        </section>
      </Columns>
    );
  }

  return (
    <Tabs<MessagesTab>
      aria-label={t('chat:messages.tabs')}
      justify="fill"
      selectedValue={tab}
      onSelectionChange={setTab}
      items={[
        { value: 'chats', label: t('chat:conversations.title'), count: chats || undefined },
        { value: 'notices', label: t('chat:notices.title'), count: notices || undefined },
      ]}
    >
      {tab === 'chats' ? (
        <ConversationList conversations={conversations} chatHref={chatHref} />
      ) : (
        <NoticeList feed={feed} />
      )}
    </Tabs>
  );
}
