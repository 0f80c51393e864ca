import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
  isImageWidth,
  isStoredImage,
} from './variants.js';

describe('stored images', () => {
  it.each([
    ['/uploads/abc.png', true],
    ['/uploads/seed-goods-1.jpg', true],
    ['/uploads/abc.png?w=320', false],
    ['/uploads/a/b.png', false],
    ['https://example.com/uploads/abc.png', false],
    ['data:image/png;base64,AAAA', false],
    ['blob:http://localhost/1234', false],
    ['', false],
  ])('%s is a stored image: %s', (src, stored) => {
    expect(isStoredImage(src)).toBe(stored);
  });

  it('resizes only stored images', () => {
    expect(imageVariantUrl('/uploads/abc.png', 320)).toBe('/uploads/abc.png?w=320');
    expect(imageVariantUrl('blob:x', 320)).toBe('blob:x');
  });

  it('writes a srcset of every kept width', () => {
    expect(imageSrcSet('/uploads/abc.png')).toBe(
      '/uploads/abc.png?w=160 160w, /uploads/abc.png?w=320 320w, /uploads/abc.png?w=640 640w, /uploads/abc.png?w=1080 1080w',
    );
    expect(imageSrcSet('https://example.com/a.png')).toBeUndefined();
  });

  it.each<[number, boolean]>([
    ...IMAGE_WIDTHS.map((width): [number, boolean] => [width, true]),
    [100, false],
    [0, false],
    [Number.NaN, false],
  ])('%s is a kept width: %s', (width, kept) => {
    expect(isImageWidth(width)).toBe(kept);
  });
});
