export { LazyImage } from './lazy-image.js';
export type { LazyImageProps } from './lazy-image.js';
