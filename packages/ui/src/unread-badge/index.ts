export { UnreadBadge } from './unread-badge.js';
export type { UnreadBadgeKind, UnreadBadgeProps } from './unread-badge.js';
