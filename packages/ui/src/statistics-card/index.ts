export { StatisticsCard } from './statistics-card.js';
export type { StatisticItem, StatisticsCardProps } from './statistics-card.js';
