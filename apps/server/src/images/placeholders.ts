import type { default as sharpOfModule } from 'sharp';
import { hex, mix, type Rgb } from './raster.js';
import { silhouetteSvg, type Box, type SilhouetteKind } from './silhouettes.js';
import { capHeight, fitText, textOutline, textWidth, type FontWeight } from './vector-text.js';

/** Colours of a placeholder: two light background tones and a deep tone for shapes and text. */
export interface PlaceholderPalette {
  readonly light: string;
  readonly lighter: string;
  readonly deep: string;
}

/**
 * A placeholder drawn as SVG: the markup (text already turned into outlines), the box of the
 * product drawing and the boxes of its text, so tests can check that nothing covers the text.
 */
export interface VectorPicture {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly art: readonly Box[];
  readonly text: readonly Box[];
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [45, 45, 52];

function css(color: Rgb): string {
  return `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function tones(palette: PlaceholderPalette, variant: number) {
  // Each variant shifts the tones a little, so neighbouring goods do not look identical.
  const shift = (variant % 5) / 12;
  const light = mix(hex(palette.light), hex(palette.deep), shift * 0.25);
  const lighter = hex(palette.lighter);
  const deep = mix(hex(palette.deep), INK, (variant % 3) * 0.12);
  return { light, lighter, deep, detail: mix(deep, WHITE, 0.55) };
}

/** A linear gradient over the whole picture along `angle` degrees, as a `<defs>` and a `<rect>`. */
function gradient(id: string, from: Rgb, to: Rgb, angle: number, w: number, h: number): string {
  const r = (angle * Math.PI) / 180;
  const dx = Math.cos(r) / 2;
  const dy = Math.sin(r) / 2;
  const at = (v: number) => (v * 100).toFixed(1);
  return (
    `<defs><linearGradient id="${id}" x1="${at(0.5 - dx)}%" y1="${at(0.5 - dy)}%" x2="${at(0.5 + dx)}%" y2="${at(0.5 + dy)}%">` +
    `<stop offset="0" stop-color="${css(from)}"/><stop offset="1" stop-color="${css(to)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

interface Lettering {
  readonly svg: string;
  readonly box: Box;
}

/**
 * Lines of text as outlines, each line's box starting at `top`; `align` centres the lines on `x`
 * or starts them at `x`.
 */
function lettering(
  lines: readonly string[],
  x: number,
  top: number,
  size: number,
  weight: FontWeight,
  color: Rgb,
  align: 'start' | 'middle',
  lineGap = 1.3,
): Lettering {
  const cap = capHeight(size);
  const step = size * lineGap;
  let left = Infinity;
  let right = -Infinity;
  const paths = lines.map((line, index) => {
    const width = textWidth(line, size, weight);
    const start = align === 'middle' ? x - width / 2 : x;
    left = Math.min(left, start);
    right = Math.max(right, start + width);
    return textOutline(line, start, top + cap + index * step, size, weight);
  });
  // The box reaches from the capitals' tops to the last line's descenders.
  const height = cap + (lines.length - 1) * step + size * 0.25;
  return {
    svg: `<path fill="${css(color)}" d="${paths.join('')}"/>`,
    box: { x: left, y: top, width: Math.max(0, right - left), height },
  };
}

function picture(
  width: number,
  height: number,
  body: string,
  art: Box[],
  text: Box[],
): VectorPicture {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height, art, text };
}

let loadedSharp: Promise<typeof sharpOfModule> | undefined;

/** Renders a vector picture to PNG with sharp (librsvg), loaded with the first picture. */
export async function renderPicture(picture: VectorPicture): Promise<Buffer> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => sharp);
  const sharp = await loadedSharp;
  return sharp(Buffer.from(picture.svg), { density: 72 })
    .resize(picture.width, picture.height)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A goods picture (400 x 400), as a catalogue's product photo: a soft gradient, a round or
 * rounded-square backdrop, the category's product shape with its shadow. No text: a goods' name is
 * written beside its picture in the shopper's language, so a picture is the same in every language.
 * `variant` turns the gradient, moves the backdrop and shifts the tones, so neighbouring goods of
 * one category do not look alike.
 */
export function goodsSvg(
  kind: SilhouetteKind,
  palette: PlaceholderPalette,
  variant: number,
): VectorPicture {
  const { light, lighter, deep, detail } = tones(palette, variant);
  const art: Box = { x: 80, y: 64, width: 240, height: 240 };
  const backdropTone = css(mix(light, WHITE, 0.35));
  const dx = ((variant * 29) % 41) - 20;
  const dy = ((variant * 17) % 25) - 12;
  const backdrop =
    variant % 2 === 0
      ? `<circle cx="${200 + dx}" cy="${184 + dy}" r="150" fill="${backdropTone}"/>`
      : `<rect x="${60 + dx}" y="${44 + dy}" width="280" height="280" rx="56" fill="${backdropTone}" transform="rotate(${(variant % 5) * 4 - 8} 200 184)"/>`;
  const body =
    gradient('g', lighter, light, 35 + ((variant * 37) % 110), 400, 400) +
    backdrop +
    `<ellipse cx="200" cy="330" rx="118" ry="14" fill="${css(deep)}" opacity="0.16"/>` +
    silhouetteSvg(kind, art, css(deep), css(detail));
  return picture(400, 400, body, [art], []);
}

/** {@link goodsSvg} as PNG. */
export function goodsImage(
  kind: SilhouetteKind,
  palette: PlaceholderPalette,
  variant: number,
): Promise<Buffer> {
  return renderPicture(goodsSvg(kind, palette, variant));
}

/**
 * A SKU's picture (400 x 400): the goods' product shape in the chosen colour (`colour`, a hex) on
 * the category's gradient. No text: the colour's name is on the choice beside it, translated.
 */
export function colourSvg(
  kind: SilhouetteKind,
  palette: PlaceholderPalette,
  colour: string,
): VectorPicture {
  const { light, lighter } = tones(palette, 0);
  const shape = hex(colour);
  // A pale colour (white, cream) stands on a darker ground, with darker details.
  const pale = (0.2126 * shape[0] + 0.7152 * shape[1] + 0.0722 * shape[2]) / 255 > 0.7;
  const art: Box = { x: 80, y: 64, width: 240, height: 240 };
  const body =
    gradient(
      'g',
      pale ? mix(lighter, INK, 0.18) : lighter,
      pale ? mix(light, INK, 0.3) : light,
      60,
      400,
      400,
    ) +
    `<ellipse cx="200" cy="330" rx="118" ry="14" fill="${css(INK)}" opacity="0.16"/>` +
    silhouetteSvg(kind, art, css(shape), css(mix(shape, pale ? INK : WHITE, 0.4)));
  return picture(400, 400, body, [art], []);
}

/** {@link colourSvg} as PNG. */
export function colourImage(
  kind: SilhouetteKind,
  palette: PlaceholderPalette,
  colour: string,
): Promise<Buffer> {
  return renderPicture(colourSvg(kind, palette, colour));
}

/** A category icon (160 x 160): a gradient tile with the product shape. */
export function categorySvg(kind: SilhouetteKind, palette: PlaceholderPalette): VectorPicture {
  const { light, lighter, deep, detail } = tones(palette, 0);
  const art: Box = { x: 28, y: 28, width: 104, height: 104 };
  const body =
    gradient('g', lighter, light, 60, 160, 160) + silhouetteSvg(kind, art, css(deep), css(detail));
  return picture(160, 160, body, [art], []);
}

/** {@link categorySvg} as PNG. */
export function categoryIcon(kind: SilhouetteKind, palette: PlaceholderPalette): Promise<Buffer> {
  return renderPicture(categorySvg(kind, palette));
}

/** Up to two initials of a name (`Bazaar Select` gives `BS`). */
export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** An avatar (`size` square) with initials on a gradient. */
export function avatarSvg(name: string, palette: PlaceholderPalette, size = 200): VectorPicture {
  const { light, deep } = tones(palette, 0);
  const fitted = fitText(initials(name), size * 0.62, 1, Math.round(size * 0.4), 8, 700);
  const text = lettering(
    fitted.lines,
    size / 2,
    (size - capHeight(fitted.size)) / 2,
    fitted.size,
    700,
    WHITE,
    'middle',
  );
  const body =
    gradient('g', mix(deep, WHITE, 0.15), mix(deep, light, 0.35), 120, size, size) + text.svg;
  return picture(size, size, body, [], [text.box]);
}

/** {@link avatarSvg} as PNG. */
export function initialsAvatar(
  name: string,
  palette: PlaceholderPalette,
  size = 200,
): Promise<Buffer> {
  return renderPicture(avatarSvg(name, palette, size));
}

/** The drawing of a wide picture (750 x 300): a soft gradient and the product shapes on the right. */
function wideBackdrop(
  kinds: readonly SilhouetteKind[],
  palette: PlaceholderPalette,
): { body: string; art: Box[] } {
  const { light, lighter, deep, detail } = tones(palette, 0);
  const art: Box[] = kinds.slice(0, 2).map((_, index) => ({
    x: 470 + index * 120,
    y: 70 + index * 40,
    width: 150 - index * 30,
    height: 150 - index * 30,
  }));
  const body =
    gradient('g', light, lighter, 20, 750, 300) +
    `<circle cx="620" cy="150" r="150" fill="#ffffff" opacity="0.35"/>` +
    kinds
      .slice(0, 2)
      .map((kind, index) => silhouetteSvg(kind, art[index]!, css(deep), css(detail)))
      .join('');
  return { body, art };
}

/**
 * A wide picture (750 x 300), shop covers: the title and subtitle on the left half, the product
 * shapes on the right, so the drawing never covers the text.
 */
export function wideSvg(
  title: string,
  subtitle: string,
  kinds: readonly SilhouetteKind[],
  palette: PlaceholderPalette,
): VectorPicture {
  const { light, deep } = tones(palette, 0);
  const textWidthMax = 370;
  // One line of title when it fits at a large size, else two; the subtitle in two lines at most,
  // so the text stays in the middle band that a narrower crop (the phone's carousel) still shows.
  const oneLine = fitText(title, textWidthMax, 1, 44, 32, 700);
  const heading =
    textWidth(oneLine.lines[0] ?? '', oneLine.size, 700) <= textWidthMax &&
    !oneLine.lines[0]?.endsWith('…')
      ? oneLine
      : fitText(title, textWidthMax, 2, 40, 26, 700);
  const sub = fitText(subtitle, textWidthMax, 2, 20, 14, 400);
  const headingStep = heading.size * 1.15;
  const headingHeight = capHeight(heading.size) + (heading.lines.length - 1) * headingStep;
  const subStep = sub.size * 1.4;
  const subHeight = capHeight(sub.size) + (sub.lines.length - 1) * subStep;
  const gap = 22;
  const top = (300 - (headingHeight + gap + subHeight)) / 2;
  const headingText = lettering(heading.lines, 40, top, heading.size, 700, deep, 'start', 1.15);
  const subText = lettering(
    sub.lines,
    40,
    top + headingHeight + gap,
    sub.size,
    400,
    mix(INK, light, 0.15),
    'start',
    1.4,
  );
  const { body, art } = wideBackdrop(kinds, palette);
  return picture(750, 300, body + headingText.svg + subText.svg, art, [
    headingText.box,
    subText.box,
  ]);
}

/**
 * A banner's picture (750 x 300): the drawing of {@link wideSvg} without any text. The left half
 * stays calm for the banner's title, which the shop lays over it as text in the reader's
 * language (a text drawn into the picture could not be translated).
 */
export function bannerSvg(
  kinds: readonly SilhouetteKind[],
  palette: PlaceholderPalette,
): VectorPicture {
  const { body, art } = wideBackdrop(kinds, palette);
  return picture(750, 300, body, art, []);
}

/** {@link bannerSvg} as PNG. */
export function bannerImage(
  kinds: readonly SilhouetteKind[],
  palette: PlaceholderPalette,
): Promise<Buffer> {
  return renderPicture(bannerSvg(kinds, palette));
}

/** {@link wideSvg} as PNG. */
export function wideImage(
  title: string,
  subtitle: string,
  kinds: readonly SilhouetteKind[],
  palette: PlaceholderPalette,
): Promise<Buffer> {
  return renderPicture(wideSvg(title, subtitle, kinds, palette));
}
