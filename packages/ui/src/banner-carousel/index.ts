export { BannerCarousel } from './banner-carousel.js';
export type { Banner, BannerCarouselProps } from './banner-carousel.js';
export { BannerFace } from './banner-face.js';
export type { BannerFaceProps } from './banner-face.js';
