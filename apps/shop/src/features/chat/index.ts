export { chatHub } from './chat-hub.js';
export type { ChatHub, ChatListener } from './chat-hub.js';
export { keepChatConnected, unreadFromWire } from './chat-connection.js';
export type { KeepChatConnectedOptions } from './chat-connection.js';
export {
  SHOP_CHAT_SEGMENT,
  chatPath,
  shopChatPath,
  useServiceChat,
  useShopChat,
} from './chat-targets.js';
export { chatContent, conversationPreview } from './message-content.js';
export { notificationSound } from './notification-sound.js';
export { setNoticeUnread, useMessagesUnread, useNoticeUnread } from './notice-unread.js';
export { useChatEvents, useChatHub, useUnreadCounts, useUnreadTotal } from './use-chat.js';
export { useChatTime } from './use-chat-time.js';
export { HISTORY_PAGE_SIZE, useConversation } from './use-conversation.js';
export { useConversations, withListedCounts } from './use-conversations.js';
export type { ConversationAction } from './use-conversations.js';
export { useNoticeFeed } from './use-notice-feed.js';
export type { MessageMaker, ShownMessage } from './use-conversation.js';
export { VOICE_SETTING_KEY, isVoiceOn, setVoiceOn, useVoiceSetting } from './voice-setting.js';
export { canRecordVoice, useVoiceRecorder } from './voice-recorder.js';
export type { VoiceClip, VoiceRecorderState, VoiceRefusal } from './voice-recorder.js';
