import { randomInt } from 'node:crypto';
import { Raster, mix, type Rgb } from './raster.js';

/** Characters of captcha answers: no 0/O, 1/I/L look-alikes. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Random integers in [0, max): `crypto.randomInt` unless a test injects its own. */
export type RandomInt = (max: number) => number;

const cryptoRandom: RandomInt = (max) => randomInt(max);

/** A random captcha answer of `length` characters from {@link CAPTCHA_ALPHABET}. */
export function randomCaptchaCode(length = 4, random: RandomInt = cryptoRandom): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Draws a captcha: the characters in dark random colours, each moved up or down, over a light
 * background with noise lines and dots, then warped by two sine waves. 120 x 44 pixels, PNG.
 */
export function renderCaptcha(code: string, random: RandomInt = cryptoRandom): Buffer {
  const width = 120;
  const height = 44;
  const hue = (min: number, span: number): Rgb => [
    min + random(span),
    min + random(span),
    min + random(span),
  ];
  const canvas = new Raster(width, height);
  canvas.gradient(hue(225, 30), hue(225, 30), random(180));
  for (let i = 0; i < 5; i += 1) {
    canvas.line(
      [random(width), random(height)],
      [random(width), random(height)],
      1.5,
      hue(150, 70),
    );
  }
  for (let i = 0; i < 80; i += 1)
    canvas.fillRect(random(width), random(height), 1, 1, hue(100, 120));
  const scale = 4;
  const step = Math.floor((width - 12) / code.length);
  [...code].forEach((char, index) => {
    const color = mix(hue(10, 90), [0, 0, 0], 0.2);
    canvas.text(char, 8 + index * step + random(5) - 2, 6 + random(9), scale, color);
  });
  const warped = new Raster(width, height);
  const phaseX = random(628) / 100;
  const phaseY = random(628) / 100;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = Math.round(x + Math.sin(y / 5 + phaseX) * 2);
      const sy = Math.round(y + Math.sin(x / 8 + phaseY) * 2);
      const inside = sx >= 0 && sy >= 0 && sx < width && sy < height;
      const from = ((inside ? sy : y) * width + (inside ? sx : x)) * 3;
      const to = (y * width + x) * 3;
      warped.pixels[to] = canvas.pixels[from] as number;
      warped.pixels[to + 1] = canvas.pixels[from + 1] as number;
      warped.pixels[to + 2] = canvas.pixels[from + 2] as number;
    }
  }
  warped.line([0, 10 + random(24)], [width, 10 + random(24)], 1.2, hue(60, 80), { alpha: 0.7 });
  return warped.toPng();
}
