export { ShopCard } from './shop-card.js';
export type { ShopCardProps, ShopSummary } from './shop-card.js';
