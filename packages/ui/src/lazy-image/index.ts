export { LazyImage } from './lazy-image.js';
export type { LazyImageProps } from './lazy-image.js';
export { ImageSourcesContext, useImageSrcSet } from './image-sources.js';
export type { ImageSrcSet } from './image-sources.js';
