export { FeedbackItem } from './feedback-item.js';
export type { FeedbackItemProps } from './feedback-item.js';
export { FeedbackScreen } from './feedback-screen.js';
export type { FeedbackScreenProps } from './feedback-screen.js';
export { HandlingQueue } from './handling-queue.js';
export type { HandlingItemOf, HandlingKind, HandlingQueueProps } from './handling-queue.js';
export { HandlingTabs, useHandlingReply, useHandlingTab } from './handling.js';
export type { HandledRecord, HandlingTab, HandlingTabsProps, SentRecord } from './handling.js';
