export { ServiceChatScreen } from './chat-service.js';
