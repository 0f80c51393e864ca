export {
  CHAT_CONNECTION_FAILED_KEY,
  CHAT_HEARTBEAT_TIMEOUT_MS,
  CHAT_RESTART_JITTER_MS,
  CHAT_RETRY_DELAY_MS,
  chatSocketUrl,
  createChatConnection,
  SERVICE_RESTART_CLOSE_CODE,
} from './connection.js';
export type {
  ChatConnection,
  ChatConnectionOptions,
  ChatConnectionState,
  ChatSocket,
  ChatTimers,
} from './connection.js';
export { CHAT_PUSH_TYPES, parseServerFrame } from './frames.js';
export type {
  ChatMessageBody,
  ChatPushFrame,
  ChatPushType,
  ChatSender,
  ServerFrame,
} from './frames.js';
