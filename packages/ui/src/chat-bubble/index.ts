export { ChatBubble } from './chat-bubble.js';
export type { ChatBubbleProps, ChatContent } from './chat-bubble.js';
