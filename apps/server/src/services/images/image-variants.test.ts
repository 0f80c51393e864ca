import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Raster, hex } from '../../images/raster.js';
import {
  acceptedFormats,
  encodeVariants,
  measureImage,
  variantWidthFor,
  variantWidths,
} from './image-variants.js';

function picture(width: number, height: number): Buffer {
  const canvas = new Raster(width, height);
  canvas.gradient(hex('#ffcc88'), hex('#3366aa'), 40);
  canvas.roundRect(10, 10, width - 20, height - 20, 8, [255, 255, 255], { alpha: 0.6 });
  return canvas.toPng();
}

describe('variantWidths', () => {
  it.each([
    [100, [100]],
    [160, [160]],
    [161, [160, 161]],
    [400, [160, 320, 400]],
    [750, [160, 320, 640, 750]],
    [1080, [160, 320, 640, 1080]],
    [3000, [160, 320, 640, 1080]],
  ])('keeps a %i-pixel picture at %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });

  it.each([
    [320, 400, 320],
    [640, 400, 400],
    [1080, 400, 400],
    [160, 3000, 160],
  ])('answers a request for %i pixels of a %i-pixel picture with %i', (asked, width, answer) => {
    expect(variantWidthFor(asked, width)).toBe(answer);
    expect(variantWidths(width)).toContain(answer);
  });
});

describe('acceptedFormats', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', ['avif', 'webp']],
    ['image/webp,*/*', ['webp']],
    ['image/png,image/*;q=0.8', []],
    [undefined, []],
  ])('reads %s as %j', (accept, formats) => {
    expect(acceptedFormats(accept)).toEqual(formats);
  });
});

describe('encodeVariants', () => {
  it('resizes to the width keeping the proportions, WebP always, AVIF only when smaller', async () => {
    const original = picture(600, 300);
    const variants = await encodeVariants(original, 320);
    const webp = variants.find((variant) => variant.format === 'webp');
    expect(webp).toMatchObject({ width: 320, height: 160 });
    expect((await sharp(webp!.data).metadata()).format).toBe('webp');
    const avif = variants.find((variant) => variant.format === 'avif');
    if (avif) {
      expect(avif.data.length).toBeLessThan(webp!.data.length);
      expect(await measureImage(avif.data)).toEqual({ width: 320, height: 160 });
    }
    expect(webp!.data.length).toBeLessThan(original.length);
  });

  it('never enlarges a picture', async () => {
    const variants = await encodeVariants(picture(100, 50), 640);
    expect(variants.every((variant) => variant.width === 100 && variant.height === 50)).toBe(true);
  });

  it('turns a JPEG by its EXIF orientation', async () => {
    const sideways = await sharp(picture(80, 40))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await measureImage(sideways)).toEqual({ width: 40, height: 80 });
    const [webp] = await encodeVariants(sideways, 160);
    expect(webp).toMatchObject({ width: 40, height: 80 });
  });
});
