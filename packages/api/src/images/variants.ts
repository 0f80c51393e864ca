/**
 * The widths (CSS pixels times density) the server keeps of every stored image, smallest first:
 * thumbnails and two-column cards on a phone (160, 320), a full-width phone picture or a desktop
 * card at 2x (640), a wide banner or a zoomed goods photo (1080). An image narrower than a width
 * answers its own width for it.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1080] as const;

/** One of {@link IMAGE_WIDTHS}. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where the server keeps uploaded and seeded images. */
const UPLOADS_PREFIX = '/uploads/';

/** True when `width` is one of {@link IMAGE_WIDTHS}. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * True for the address of a stored image (`/uploads/<name>` without a query), the only pictures
 * the server resizes; another site's picture, a `data:` or `blob:` address is used as it is.
 */
export function isStoredImage(src: string): boolean {
  return src.startsWith(UPLOADS_PREFIX) && !src.includes('?') && !src.includes('/', 9);
}

/**
 * The address of a stored image resized to `width` (`/uploads/<name>?w=320`): WebP, or AVIF when
 * the browser takes it and it is smaller (the server chooses by `Accept`). Any other address comes
 * back as it is.
 */
export function imageVariantUrl(src: string, width: ImageWidth): string {
  return isStoredImage(src) ? `${src}?w=${width}` : src;
}

/**
 * The `srcset` of a stored image (`/uploads/a.png?w=160 160w, ...`), or undefined for any other
 * address. With `sizes`, the browser picks the smallest copy that fills the picture's box.
 */
export function imageSrcSet(src: string): string | undefined {
  if (!isStoredImage(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(src, width)} ${width}w`).join(', ');
}
