export { ListSkeletons, PagedList } from './paged-list.js';
export type { ListSkeletonsProps, PagedListProps } from './paged-list.js';
