export { RefundCard } from './refund-card.js';
export type { RefundCardProps } from './refund-card.js';
