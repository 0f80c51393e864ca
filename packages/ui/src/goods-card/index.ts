export { GoodsCard } from './goods-card.js';
export type { GoodsCardProps, GoodsSummary } from './goods-card.js';
