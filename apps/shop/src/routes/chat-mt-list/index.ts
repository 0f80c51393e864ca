export { MerchantMessagesScreen } from './chat-mt-list.js';
