import type { ScreenRegistry } from './types.js';

/** The screens of chat with shops and customer service. */
export const CHAT_SCREENS: ScreenRegistry = {
  user_notice: () => import('../../../routes/notices/index.js').then((m) => m.NoticesScreen),
  chat: () => import('../../../routes/chat-conversation/index.js').then((m) => m.ChatScreen),
  user_service: () =>
    import('../../../routes/chat-service/index.js').then((m) => m.ServiceChatScreen),
  mt_service: () =>
    import('../../../routes/chat-mt-list/index.js').then((m) => m.MerchantMessagesScreen),
  mt_chat: () =>
    import('../../../routes/chat-mt-conversation/index.js').then((m) => m.MerchantChatScreen),
};
