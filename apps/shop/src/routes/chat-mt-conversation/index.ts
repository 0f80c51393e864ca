export { MerchantChatScreen } from './chat-mt-conversation.js';
