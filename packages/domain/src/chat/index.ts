export { CHAT_RECONNECT_LIMIT, nextReconnectAttempt } from './reconnect.js';
export { markConversationRead, NO_UNREAD, nextUnread, totalUnread } from './unread.js';
export type { IncomingChatMessage, UnreadCounts } from './unread.js';
export {
  CHAT_MESSAGE_TYPES,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_VOICE_MAX_SECONDS,
  validateChatText,
} from './message.js';
export type { ChatMessageType } from './message.js';
