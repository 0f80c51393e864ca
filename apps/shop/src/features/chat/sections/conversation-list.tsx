import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Conversation } from '@bazaar/api/contract';
import { ActionSheet, Avatar, IconButton, UnreadBadge } from '@bazaar/ui';
import { PagedList } from '../../paged-list/index.js';
import { conversationPreview } from '../message-content.js';
import type { ConversationAction, useConversations } from '../use-conversations.js';
import { Row } from './chat.styles.js';
import { DateTime } from '../../time/index.js';

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  /** The conversations (`useConversations`). */
  conversations: ReturnType<typeof useConversations>;
  /** The path of a conversation (`/chat/7?shop=3`, or `/mt/chat/7` in the merchant area). */
  chatHref: (conversation: Conversation) => string;
}

/**
 * The user's conversations, latest first: the partner's avatar with the unread count, name, last
 * message (as text) and its time by the chat-time rule, each leading to the conversation, with
 * an action sheet to clear its history or delete it; paged to "no more data".
 */
export function ConversationList({ conversations, chatHref }: ConversationListProps) {
  const { t } = useTranslation();
  const [acting, setActing] = useState<Conversation | null>(null);

  return (
    <>
      <PagedList
        list={conversations}
        aria-label={t('chat:conversations.title')}
        failedMessage={t('chat:conversations.load_failed')}
        skeletonHeight="64px"
        skeletonRows={3}
        renderItem={(item) => {
          const unread = conversations.unreadOf(item);
          return (
            <Row data-unread={unread > 0 || undefined}>
              <Link data-part="main" to={chatHref(item)}>
                <Avatar
                  src={item.avatar}
                  name={item.name}
                  isDecorative
                  badge={<UnreadBadge count={unread} placement="corner" />}
                />
                <span data-part="text">
                  <span data-part="line">
                    <span data-part="name">{item.name}</span>
                    <span data-part="time">
                      <DateTime value={item.createtime} format="chat" />
                    </span>
                  </span>
                  <span data-part="preview">{conversationPreview(item, t)}</span>
                </span>
              </Link>
              <IconButton
                icon="more"
                size="sm"
                label={t('chat:conversations.actions', { name: item.name })}
                onPress={() => setActing(item)}
              />
            </Row>
          );
        }}
      />
      <ActionSheet
        isOpen={acting !== null}
        onOpenChange={(open) => {
          if (!open) setActing(null);
        }}
        title={t('chat:conversations.actions', { name: acting?.name ?? '' })}
        actions={[
          { id: 'clear', label: t('chat:conversations.clear') },
          { id: 'delete', label: t('chat:conversations.delete'), isDestructive: true },
        ]}
        onAction={(id) => {
          if (acting) void conversations.run(acting, id as ConversationAction);
        }}
      />
    </>
  );
}
