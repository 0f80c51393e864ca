export { ReviewItem } from './review-item.js';
export type { ReviewItemProps } from './review-item.js';
