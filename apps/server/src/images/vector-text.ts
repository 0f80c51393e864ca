import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as OpenType from 'opentype.js';
import type { Font, Glyph } from 'opentype.js';

/** The weights of the placeholder lettering: Inter (SIL Open Font License 1.1, @fontsource/inter). */
export type FontWeight = 400 | 700;

// opentype.js through require: its CommonJS build under Node and under Vite alike (Vite would pick
// its ES build, whose exports differ).
const require = createRequire(import.meta.url);
const opentype = require('opentype.js') as typeof OpenType;

const fonts = new Map<FontWeight, Font>();

function fontOf(weight: FontWeight): Font {
  let font = fonts.get(weight);
  if (!font) {
    // The package exports only CSS; its LICENSE is exported and sits beside `files/`.
    const root = dirname(require.resolve('@fontsource/inter/LICENSE'));
    const data = readFileSync(join(root, 'files', `inter-latin-${weight}-normal.woff`));
    font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

function glyphsOf(font: Font, text: string): Glyph[] {
  // Glyph by glyph with kerning, without opentype.js's shaping (its GSUB support trips on Inter).
  return Array.from(text, (char) => font.charToGlyph(char));
}

/** The width of `text` in pixels at `size`. */
export function textWidth(text: string, size: number, weight: FontWeight): number {
  const font = fontOf(weight);
  const scale = size / font.unitsPerEm;
  const glyphs = glyphsOf(font, text);
  let width = 0;
  glyphs.forEach((glyph, index) => {
    width += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    if (next) width += font.getKerningValue(glyph, next) * scale;
  });
  return width;
}

/** The height of capitals above the baseline at `size` (Inter's cap height is 0.727 em). */
export function capHeight(size: number): number {
  return size * 0.727;
}

/**
 * `text` as an SVG path's outline (`d`), its baseline starting at (`x`, `y`): the picture then
 * needs no installed font to render.
 */
export function textOutline(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: FontWeight,
): string {
  const font = fontOf(weight);
  const scale = size / font.unitsPerEm;
  const glyphs = glyphsOf(font, text);
  let pen = x;
  const parts: string[] = [];
  glyphs.forEach((glyph, index) => {
    parts.push(glyph.getPath(pen, y, size).toPathData(2));
    pen += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[index + 1];
    if (next) pen += font.getKerningValue(glyph, next) * scale;
  });
  return parts.join('');
}

/** Text laid out to fit: its lines and the font size they take. */
export interface FittedText {
  readonly lines: readonly string[];
  readonly size: number;
}

function wrapWords(text: string, maxWidth: number, size: number, weight: FontWeight): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function shorten(line: string, maxWidth: number, size: number, weight: FontWeight): string {
  if (textWidth(line, size, weight) <= maxWidth) return line;
  let cut = line;
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Fits `text` in `maxLines` lines of at most `maxWidth` pixels: the largest size from `size` down
 * to `minSize` at which the words wrap into the lines; at `minSize` the last line is shortened
 * with an ellipsis.
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  size: number,
  minSize: number,
  weight: FontWeight,
): FittedText {
  for (let current = size; current >= minSize; current -= 1) {
    const lines = wrapWords(text, maxWidth, current, weight);
    if (
      lines.length <= maxLines &&
      lines.every((line) => textWidth(line, current, weight) <= maxWidth)
    )
      return { lines, size: current };
  }
  const lines = wrapWords(text, maxWidth, minSize, weight);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1]} ${lines[maxLines]}`;
  return { lines: kept.map((line) => shorten(line, maxWidth, minSize, weight)), size: minSize };
}
