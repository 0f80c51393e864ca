export { OrderCard } from './order-card.js';
export type { OrderCardAction, OrderCardProps, OrderLine } from './order-card.js';
