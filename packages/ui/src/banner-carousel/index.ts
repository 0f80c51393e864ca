export { BannerCarousel } from './banner-carousel.js';
export type { Banner, BannerCarouselProps } from './banner-carousel.js';
