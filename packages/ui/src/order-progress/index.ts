export { OrderProgress } from './order-progress.js';
export type { OrderProgressProps } from './order-progress.js';
