export { GALLERY_MAIN_SIZES, GoodsGallery } from './goods-gallery.js';
export type { GoodsGalleryProps } from './goods-gallery.js';
