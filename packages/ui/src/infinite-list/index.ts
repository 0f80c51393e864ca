export { InfiniteList } from './infinite-list.js';
export type { InfiniteListProps } from './infinite-list.js';
