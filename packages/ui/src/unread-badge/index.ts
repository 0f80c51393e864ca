export { UnreadBadge } from './unread-badge.js';
export type { UnreadBadgeProps } from './unread-badge.js';
