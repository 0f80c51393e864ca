import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.js';
import { Raster, hex, wrapText } from './raster.js';
import { renderCaptcha } from './captcha-image.js';

/** Decodes what `encodePng` writes (8-bit RGB, filters 0-4) back to pixels. */
function decodePng(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const x = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= 3 ? (pixels[y * stride + i - 3] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const c = i >= 3 && y > 0 ? (pixels[(y - 1) * stride + i - 3] as number) : 0;
      const p = a + b - c;
      const predictor = [
        0,
        a,
        b,
        (a + b) >> 1,
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c,
      ][filter as number] as number;
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

describe('encodePng', () => {
  it('writes a PNG that decodes back to the same pixels', () => {
    const canvas = new Raster(37, 23);
    canvas.gradient(hex('#ff0000'), hex('#0000ff'), 30);
    canvas.circle(18, 11, 8, hex('#00ff00'));
    canvas.text('Hi', 2, 2, 1, hex('#000000'));
    const png = canvas.toPng();
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
    expect(decoded.pixels).toEqual(canvas.pixels);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow(RangeError);
  });

  it('draws captchas that differ each time', () => {
    expect(renderCaptcha('AB23')).not.toEqual(renderCaptcha('AB23'));
    expect(decodePng(renderCaptcha('AB23')).width).toBe(120);
  });
});

describe('wrapText', () => {
  it.each([
    ['Short', 10, 2, ['Short']],
    ['Two words here', 9, 2, ['Two words', 'here']],
    ['One two three four five', 9, 2, ['One two', 'three...']],
    ['Supercalifragilistic', 8, 2, ['Superca-']],
    ['', 8, 2, []],
  ])('wraps %j at %i characters, %i lines', (text, chars, lines, expected) => {
    expect(wrapText(text, chars, lines)).toEqual(expected);
  });
});
