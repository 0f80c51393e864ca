export { ChatScreen } from './chat-conversation.js';
