export { Skeleton, SkeletonGroup } from './skeleton.js';
export type { SkeletonGroupProps, SkeletonProps } from './skeleton.js';
