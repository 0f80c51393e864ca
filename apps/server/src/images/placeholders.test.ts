import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  avatarSvg,
  bannerSvg,
  categorySvg,
  colourSvg,
  goodsImage,
  goodsSvg,
  wideSvg,
  type VectorPicture,
} from './placeholders.js';
import { overlaps, SILHOUETTE_KINDS } from './silhouettes.js';
import { fitText, textWidth } from './vector-text.js';

const palette = { light: '#dbe8ff', lighter: '#f3f7ff', deep: '#2f5fb3' };
const LONG = 'Aurora X12 Ultra Smartphone with Triple Camera, 256 GB and a Very Long Name';

function inside(picture: VectorPicture) {
  for (const box of [...picture.art, ...picture.text]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(picture.width);
    expect(box.y + box.height).toBeLessThanOrEqual(picture.height);
  }
}

function noTextCovered(picture: VectorPicture) {
  for (const text of picture.text)
    for (const art of picture.art) expect(overlaps(text, art)).toBe(false);
}

describe('vector placeholders', () => {
  const pictures: Array<[string, VectorPicture]> = [
    ['goods', goodsSvg('phone', palette, 3)],
    ['goods, another variant', goodsSvg('backpack', palette, 1)],
    ['colour', colourSvg('mug', palette, '#f4efe6')],
    ['category', categorySvg('lamp', palette)],
    ['avatar', avatarSvg('Bazaar Select', palette, 120)],
    [
      'banner',
      wideSvg('Wholesale Market', 'Bulk prices on everyday goods', ['backpack', 'mug'], palette),
    ],
    ['banner, long', wideSvg(LONG, `${LONG} ${LONG}`, ['phone', 'watch'], palette)],
    ['banner without text', bannerSvg(['dress', 'shoe'], palette)],
  ];

  it.each(pictures)('%s: draws its text as outlines, with no <text> element', (_, picture) => {
    expect(picture.svg).not.toMatch(/<text|<tspan|font-family/);
    if (picture.text.length > 0) expect(picture.svg).toMatch(/<path fill="#[0-9a-f]{6}" d="M/);
  });

  it.each(pictures)('%s: no drawing covers a text and everything stays inside', (_, picture) => {
    noTextCovered(picture);
    inside(picture);
  });

  it.each(SILHOUETTE_KINDS)('%s: the banner title never meets the shapes', (kind) => {
    noTextCovered(
      wideSvg('Wholesale Market', 'A subtitle of two lines at most', [kind, kind], palette),
    );
  });

  it.each(SILHOUETTE_KINDS)(
    '%s: goods and colour pictures carry no text, the same in every language',
    (kind) => {
      for (const variant of [0, 1, 2, 7]) {
        const goods = goodsSvg(kind, palette, variant);
        expect(goods.text).toEqual([]);
        inside(goods);
      }
      const colour = colourSvg(kind, palette, '#2f5fb3');
      expect(colour.text).toEqual([]);
      inside(colour);
    },
  );

  it('draws neighbouring goods of one category differently', () => {
    const drawn = new Set(
      [0, 1, 2, 3, 4, 5].map((variant) => goodsSvg('lamp', palette, variant).svg),
    );
    expect(drawn.size).toBe(6);
  });

  it('puts the banner text on the left half and the drawing on the right', () => {
    const [, banner] = pictures[5]!;
    for (const box of banner.text)
      expect(box.x + box.width).toBeLessThanOrEqual(banner.width / 2 + 40);
    for (const box of banner.art) expect(box.x).toBeGreaterThanOrEqual(banner.width / 2 + 40);
  });

  it("draws no text into a banner's picture and keeps its left half for the shop's title", () => {
    const banner = bannerSvg(['phone', 'watch'], palette);
    expect(banner.text).toEqual([]);
    // Only the gradient, the circle and the two shapes: no lettering paths beside them.
    const withText = wideSvg('Summer Sale', 'Up to 40% off', ['phone', 'watch'], palette);
    expect(withText.svg.length).toBeGreaterThan(banner.svg.length);
    expect(withText.svg.startsWith(banner.svg.slice(0, -'</svg>'.length))).toBe(true);
    for (const box of banner.art) expect(box.x).toBeGreaterThanOrEqual(banner.width / 2 + 40);
  });

  it('fits long text by shrinking, wrapping and shortening it', () => {
    const short = fitText('Mug', 300, 2, 26, 16, 700);
    expect(short).toEqual({ lines: ['Mug'], size: 26 });
    const long = fitText(`${LONG} ${LONG}`, 300, 2, 26, 16, 700);
    expect(long.lines).toHaveLength(2);
    expect(long.size).toBe(16);
    expect(long.lines[1]!.endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line, long.size, 700)).toBeLessThanOrEqual(300);
  });

  it('renders the same PNG bytes every time, at the picture size', async () => {
    const first = await goodsImage('phone', palette, 3);
    expect(await goodsImage('phone', palette, 3)).toEqual(first);
    expect(await goodsImage('phone', palette, 4)).not.toEqual(first);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
  });
});
